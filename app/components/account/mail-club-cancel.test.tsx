import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { CancelAlternative } from "#app/components/account/cancel-alternative.tsx";
import { MailClubCancel } from "#app/components/account/mail-club-cancel.tsx";
import type { MailClubView } from "#app/components/account/mail-club-data.ts";
import { cancelQuestion } from "#app/routes/account-cancel-question.server.ts";
import type { CancelReason } from "#server/db/schema.ts";

const membership: MailClubView = {
  status: "active",
  plan: "usa",
  planName: "USA",
  priceCents: 888,
  intro: null,
  startedOn: "November 21, 2026",
  firstIssue: null,
  nextIssue: "December 2026",
  nextPaymentOn: "December 21, 2026",
  deliveryAddress: {
    firstName: "Mika",
    lastName: "Sato",
    addressLine1: "12 Paper Lane",
    addressLine2: "",
    city: "Portland",
    stateProvince: "OR",
    postalCode: "97201",
    country: "US",
  },
  deliveryAddressLines: ["Mika Sato", "12 Paper Lane", "Portland, OR 97201"],
  addressAppliesFrom: "January 2027",
  skippableIssue: "January 2027",
  hold: null,
  paymentProblem: null,
  pendingPlanChange: null,
  notes: { mailing: "", breaks: "", cancelling: "" },
  cancelQuestion: cancelQuestion({
    skippableIssue: "January 2027",
    addressAppliesFrom: "January 2027",
    holdAhead: false,
  }),
};

/** Renders inside a data router, as the account page does (fetchers need one). */
function render(element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/account", Component: () => element }]);
  return renderToStaticMarkup(<Stub initialEntries={["/account"]} />);
}

/** The offer beside `reason`, as the account page renders it. */
const alternative = (reason: CancelReason | null, holdAhead = false) => {
  const choices = cancelQuestion({
    skippableIssue: "January 2027",
    addressAppliesFrom: "January 2027",
    holdAhead,
  });
  const offer = choices.find((choice) => choice.reason === reason)?.offer ?? null;
  return render(
    <CancelAlternative offer={offer} skippableIssue="January 2027" onTaken={() => {}} />,
  );
};

describe("the cancel screen", () => {
  it("asks the one optional question and cancels with one button of the same form", () => {
    const html = render(<MailClubCancel membership={membership} />);
    expect(html).toContain("Why are you leaving?");
    for (const label of [
      "Too expensive",
      "Too much mail",
      "Moving",
      "Not what I expected",
      "Other",
    ]) {
      expect(html).toContain(label);
    }
    // Before scripts run the words box is there, labelled, and no reason is required.
    expect(html).toContain("Other reason, in your own words (optional)");
    expect(html).not.toMatch(/name="reason"[^>]*required/);
    const form = html.match(/<form[^>]*id="([^"]+)"/)?.[1];
    expect(form).toBeTruthy();
    expect(html).toMatch(
      new RegExp(`<button[^>]*type="submit"[^>]*form="${form}"[^>]*>Cancel my membership</button>`),
    );
  });

  it("offers a pause for 'too expensive', a skip for too much mail or not what was expected", () => {
    const pause = alternative("too_expensive");
    expect(pause).toContain("Pause instead");
    expect(pause).toContain('name="kind" value="pause"');
    expect(pause).toContain('name="intent" value="hold"');
    for (const reason of ["too_much_mail", "not_expected"] as const) {
      const skip = alternative(reason);
      expect(skip).toContain("Skip the January 2027 issue instead");
      expect(skip).toContain('name="kind" value="skip"');
    }
  });

  it("offers the delivery address to someone moving, and nothing for 'other' or no answer", () => {
    expect(alternative("moving")).toMatch(
      /href="\/account\?edit=delivery#delivery-title"[^>]*>Change my delivery address/,
    );
    expect(alternative("other")).toBe("");
    expect(alternative(null)).toBe("");
  });

  it("offers no skip or pause while one is already ahead", () => {
    expect(alternative("too_expensive", true)).toBe("");
    expect(alternative("too_much_mail", true)).toBe("");
    expect(alternative("moving", true)).toContain("Change my delivery address");
  });
});
