/**
 * The account's Mail Club forms: skipping or pausing issues and undoing it, cancelling the
 * membership, and the delivery address. Each calls one domain function for the signed-in
 * customer only, and answers the screen.
 */
import { data, redirectDocument } from "react-router";
import { addressParts } from "#app/components/account/account-data.ts";
import type { PlanChangeOffer } from "#app/components/account/plan-change-data.ts";
import { doneReply, replyTo } from "#app/forms/reply.server.ts";
import { planChangeOffer } from "#app/routes/account-plan-change.server.ts";
import { shopContext } from "#app/server/shop-context.server.ts";
import { postalAddressSchema } from "#server/addresses/address-schema.ts";
import { holdMembership, resumeMembership } from "#server/mail-club/holds/hold-membership.ts";
import { formatIssueMonth } from "#server/mail-club/issue-month.ts";
import { abandonPlanChange } from "#server/mail-club/plan-change/confirm-plan-change.ts";
import { planChangeMessages } from "#server/mail-club/plan-change/plan-change-messages.ts";
import { cancelSubscription } from "#server/mail-club/subscriptions/cancel-subscription.ts";
import { changeDeliveryAddress } from "#server/mail-club/subscriptions/change-delivery-address.ts";
import { parseInput } from "#server/validation/parse-input.ts";
import { type AccountForm, accountSaved } from "./account-actions.server.ts";

export function cancelMembership({ context, customer, form }: Omit<AccountForm, "request">) {
  return replyTo({ intent: "subscription" }, async () => {
    await cancelSubscription(await shopContext(context), {
      customerId: customer.id,
      by: { member: { reason: form.reason, reasonText: form.reasonText } },
    });
    return accountSaved("subscription", form);
  });
}

const deliveryKeys = ["firstName", "lastName", ...addressParts] as const;

/**
 * A new delivery address. One in the other plan's country is a change of plan: the first post
 * answers its preview (the page asks to confirm), the confirmed one (`confirmPlanChange=yes`)
 * goes on to PayPal's consent page; the address waits for the member's approval there.
 */
export function saveDeliveryAddress({ context, customer, form }: Omit<AccountForm, "request">) {
  const address = Object.fromEntries(
    deliveryKeys.map((key) => [key, form[`shippingAddress.${key}`]]),
  );
  return replyTo({ intent: "delivery", values: form, fieldsUnder: "shippingAddress" }, async () => {
    const shippingAddress = parseInput(postalAddressSchema, address, {
      message: "Please fix the validation errors above",
    });
    const services = await shopContext(context);
    const change = await changeDeliveryAddress(services, {
      customerId: customer.id,
      address: shippingAddress,
      confirmPlanChange: form.confirmPlanChange === "yes",
    });
    if (change.status === "needs-confirmation") {
      const values = Object.fromEntries(
        deliveryKeys.map((key) => [`shippingAddress.${key}`, form[`shippingAddress.${key}`] ?? ""]),
      );
      const offer: PlanChangeOffer = {
        ...planChangeOffer(change.preview, services.timeZone, "to-confirm"),
        values,
      };
      return data({ ok: true as const, intent: "delivery", planChange: offer });
    }
    if (change.status === "awaiting-approval") return redirectDocument(change.approveUrl, 303);
    if (change.status === "plan-changed") {
      return accountSaved("delivery", form, planChangeMessages.approved);
    }
    return accountSaved(
      "delivery",
      form,
      `It applies from the ${formatIssueMonth(change.appliesFrom)} issue.`,
    );
  });
}

/** "Keep my current plan": the move waiting for approval at PayPal is dropped. */
export function keepCurrentPlan({ context, customer, form }: Omit<AccountForm, "request">) {
  return replyTo({ intent: "plan-change-keep" }, async () => {
    const outcome = await abandonPlanChange(await shopContext(context), {
      customerId: customer.id,
      reason: "kept",
    });
    const approved = outcome.status === "approved";
    const message = approved ? planChangeMessages.approved : planChangeMessages.keptCurrentPlan;
    const reply = { ok: true as const, intent: "plan-change-keep", message };
    const saved = approved ? "plan-approved" : "plan-change-keep";
    return doneReply(form, `/account?saved=${saved}`, reply);
  });
}

/** Skips the next issue (`kind=skip`) or pauses the next `issues` (1 to 3). */
export function holdIssues({ context, customer, form }: Omit<AccountForm, "request">) {
  return replyTo({ intent: "hold" }, async () => {
    const kind = form.kind === "pause" ? "pause" : "skip";
    const { span } = await holdMembership(await shopContext(context), {
      customerId: customer.id,
      kind,
      issueCount: kind === "pause" ? Number(form.issues) : 1,
    });
    const first = formatIssueMonth(span.firstIssue);
    const message =
      kind === "skip"
        ? `The ${first} issue is skipped.`
        : `Paused for ${span.issueCount} ${span.issueCount === 1 ? "issue" : "issues"} from ${first}.`;
    return accountSaved("hold", form, message);
  });
}

/** Undoes a skip, or resumes a pause early. */
export function resumeIssues({ context, customer, form }: Omit<AccountForm, "request">) {
  return replyTo({ intent: "resume" }, async () => {
    await resumeMembership(await shopContext(context), { customerId: customer.id });
    return accountSaved("resume", form);
  });
}
