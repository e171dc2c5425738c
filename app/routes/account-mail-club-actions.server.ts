/**
 * The account's Mail Club forms: skipping or pausing issues and undoing it, cancelling the
 * membership, and the delivery address. Each calls one domain function for the signed-in
 * customer only, and answers the screen.
 */
import { addressParts } from "#app/components/account/account-data.ts";
import { replyTo } from "#app/forms/reply.server.ts";
import { paymentServices } from "#app/server/payment-services.server.ts";
import { postalAddressSchema } from "#server/addresses/address-schema.ts";
import { holdMembership, resumeMembership } from "#server/mail-club/holds/hold-membership.ts";
import { formatIssueMonth } from "#server/mail-club/issue-month.ts";
import { cancelSubscription } from "#server/mail-club/subscriptions/cancel-subscription.ts";
import { changeDeliveryAddress } from "#server/mail-club/subscriptions/change-delivery-address.ts";
import { parseInput } from "#server/validation/parse-input.ts";
import { type AccountForm, accountSaved } from "./account-actions.server.ts";

export function cancelMembership({ context, customer, form }: Omit<AccountForm, "request">) {
  return replyTo({ intent: "subscription" }, async () => {
    await cancelSubscription(await paymentServices(context), {
      customerId: customer.id,
      by: { member: { reason: form.reason, reasonText: form.reasonText } },
    });
    return accountSaved("subscription", form);
  });
}

const deliveryKeys = ["firstName", "lastName", ...addressParts] as const;

export function saveDeliveryAddress({ context, customer, form }: Omit<AccountForm, "request">) {
  const address = Object.fromEntries(
    deliveryKeys.map((key) => [key, form[`shippingAddress.${key}`]]),
  );
  return replyTo({ intent: "delivery", values: form, fieldsUnder: "shippingAddress" }, async () => {
    const shippingAddress = parseInput(postalAddressSchema, address, {
      message: "Please fix the validation errors above",
    });
    const { appliesFrom } = await changeDeliveryAddress(await paymentServices(context), {
      customerId: customer.id,
      address: shippingAddress,
    });
    return accountSaved(
      "delivery",
      form,
      `It applies from the ${formatIssueMonth(appliesFrom)} issue.`,
    );
  });
}

/** Skips the next issue (`kind=skip`) or pauses the next `issues` (1 to 3). */
export function holdIssues({ context, customer, form }: Omit<AccountForm, "request">) {
  return replyTo({ intent: "hold" }, async () => {
    const kind = form.kind === "pause" ? "pause" : "skip";
    const { span } = await holdMembership(await paymentServices(context), {
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
    await resumeMembership(await paymentServices(context), { customerId: customer.id });
    return accountSaved("resume", form);
  });
}
