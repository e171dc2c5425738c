/**
 * Order History (spec §2 /orders, decisions.md 10) with orders the test writes straight into
 * the PostgreSQL e2e server's database: columns, dates, statuses, carrier links, totals, the
 * caption, and a layout readable at phone width. PostgreSQL only (PGlite's database lives
 * inside its server process).
 */
import { registerAndSignIn, uniqueEmail } from "#tests/support/account.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { withDatabase } from "#tests/support/checkout.ts";
import { expect, test } from "#tests/support/fixtures.ts";

test.skip(({ databaseKind }) => databaseKind !== "postgres", "needs the server's database");

const PASSWORD = "stationery-shelf";

const address = {
  firstName: "Orla",
  lastName: "Finch",
  addressLine1: "1 Mill Road",
  city: "Salem",
  stateProvince: "MA",
  postalCode: "01970",
  country: "US",
};

test(
  "lists the customer's orders with dates, statuses, tracking links and totals",
  { tag: "@engine" },
  async ({ page, baseURL }, testInfo) => {
    const email = uniqueEmail("orders");
    await registerAndSignIn(page, baseURL, { fullName: "Orla Finch", email, password: PASSWORD });
    const suffix = Date.now().toString().slice(-6);
    await withDatabase(async (client) => {
      const { rows } = await client.query("select id from customers where email = $1", [email]);
      const customerId = rows[0].id;
      const orders = [
        ["W-A", "2025-03-05T15:00:00Z", "pending_payment", 1288, null, null],
        ["W-B", "2025-04-10T15:00:00Z", "shipped", 450, "9400111899562537", "USPS"],
        ["W-C", "2025-05-20T15:00:00Z", "delivered", 10000, "1Z999AA10123456784", "UPS Ground"],
        ["W-D", "2025-06-01T15:00:00Z", "shipped", 995, "RM123456GB", "Royal Mail"],
      ];
      for (const [number, createdAt, status, total, tracking, carrier] of orders) {
        await client.query(
          `insert into orders (order_number, customer_id, customer_email, customer_name, status,
           shipping_address, subtotal_cents, total_cents, tracking_number, tracking_carrier, created_at)
         values ($1, $2, $3, 'Orla Finch', $4, $5, $6, $6, $7, $8, $9)`,
          [
            `${number}-${suffix}`,
            customerId,
            email,
            status,
            address,
            total,
            tracking,
            carrier,
            createdAt,
          ],
        );
      }
    });

    await page.goto("/orders");
    await expect(page.getByRole("heading", { name: "Order History", level: 1 })).toBeVisible();
    const table = page.getByRole("table");
    // Four orders, all shown: no footnote about older ones left out.
    await expect(table.getByText(/most recent orders/)).toHaveCount(0);
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(4);
    // Newest first.
    await expect(rows.nth(0)).toContainText(`W-D-${suffix}`);
    await expect(rows.nth(0)).toContainText("Jun 1, 2025");
    await expect(rows.nth(0)).toContainText("Royal Mail RM123456GB");
    // Royal Mail has no tracking page: the row's one link is its order number.
    await expect(rows.nth(0).getByRole("link")).toHaveCount(1);
    await expect(rows.nth(0).getByRole("link", { name: `W-D-${suffix}` })).toHaveAttribute(
      "href",
      /^\/order-complete\/\d+$/,
    );
    await expect(
      rows.nth(1).getByRole("link", { name: /UPS Ground 1Z999AA10123456784/ }),
    ).toHaveAttribute("href", "https://www.ups.com/track?tracknum=1Z999AA10123456784");
    await expect(rows.nth(1)).toContainText("Delivered");
    await expect(rows.nth(1)).toContainText("$100.00");
    await expect(rows.nth(2).getByRole("link", { name: /USPS 9400111899562537/ })).toHaveAttribute(
      "href",
      /tools\.usps\.com.*9400111899562537/,
    );
    await expect(rows.nth(3)).toContainText("Mar 5, 2025");
    await expect(rows.nth(3)).toContainText("Pending Payment");
    await expect(rows.nth(3)).toContainText("$12.88");
    await expect(rows.nth(3)).toContainText("No tracking yet");
    await expectNoAxeViolations(page, testInfo, { label: "/orders" });

    // Readable at phone width: no sideways scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, testInfo, { label: "/orders at 390 px" });
  },
);
