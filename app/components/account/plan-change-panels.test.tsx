import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import {
  PendingPlanChange,
  PlanChangeConfirm,
} from "#app/components/account/plan-change-panels.tsx";

const sentence =
  "From the January 2027 issue your plan becomes International, $9.88 a month (now $8.88).";

describe("the move abroad panels", () => {
  it("confirm with a plain form that carries the new address, no script needed", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <PlanChangeConfirm
          offer={{
            sentence,
            firstCharge:
              "The new price is first charged on December 10, 2026, your next payment; the month already paid is not charged again.",
            values: { "shippingAddress.country": "DE", "shippingAddress.city": "Berlin" },
          }}
        />
      </MemoryRouter>,
    );
    expect(html).toContain(sentence);
    expect(html).toContain("The new price is first charged on December 10, 2026");
    expect(html).toMatch(/<form [^>]*action="\/account" method="post">/);
    expect(html).toContain('name="confirmPlanChange" value="yes"');
    expect(html).toContain('name="shippingAddress.country" value="DE"');
    expect(html).toContain('name="shippingAddress.city" value="Berlin"');
  });

  it("offer PayPal's approval and keeping the current plan while a move waits", () => {
    const html = renderToStaticMarkup(
      <PendingPlanChange
        change={{
          sentence,
          firstCharge:
            "The new price is charged from your next payment on; the month already paid is not charged again.",
          addressLines: ["Mika Sato", "Lindenstraße 5", "10969 Berlin", "GERMANY"],
          approveUrl: "https://paypal.test/webapps/billing/subscriptions/update?ba_token=BA-1",
        }}
      />,
    );
    expect(html).toContain("Waiting for your approval at PayPal");
    expect(html).toMatch(/<a href="https:\/\/paypal\.test\/[^"]+"[^>]*>Approve<\/a>/);
    expect(html).toContain('name="intent" value="plan-change-keep"');
    expect(html).toContain("Keep my current plan");
    expect(html).toContain("10969 Berlin");
  });
});
