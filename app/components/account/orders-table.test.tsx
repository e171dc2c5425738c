import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { type OrderRow, OrdersTable } from "#app/components/account/orders-table.tsx";

const order: OrderRow = {
  id: 42,
  orderNumber: "W-20250305-7KQ2",
  createdAt: "2025-03-05T15:00:00Z",
  status: "shipped",
  totalCents: 1288,
  trackingNumber: "RM123456GB",
  trackingCarrier: "Royal Mail",
};

function render(orders: OrderRow[]) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <OrdersTable orders={orders} timeZone="America/New_York" />
    </MemoryRouter>,
  );
}

describe("OrdersTable", () => {
  it("links each order number to that order's page", () => {
    const html = render([order, { ...order, id: 7, orderNumber: "W-20250101-AAAA" }]);
    expect(html).toMatch(/<a [^>]*href="\/order-complete\/42"[^>]*>W-20250305-7KQ2<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/order-complete\/7"[^>]*>W-20250101-AAAA<\/a>/);
  });

  it("says it shows the most recent orders only when older ones are left out", () => {
    expect(render([order])).not.toContain("most recent");
    const full = renderToStaticMarkup(
      <MemoryRouter>
        <OrdersTable orders={[order]} timeZone="America/New_York" latestOf={20} />
      </MemoryRouter>,
    );
    expect(full).toContain("Showing your 20 most recent orders.");
  });

  it("keeps the link inside the row's header cell, so the row is named by it", () => {
    const html = render([order]);
    expect(html).toMatch(/<th scope="row"[^>]*>(?:(?!<\/th>).)*href="\/order-complete\/42"/);
  });
});
