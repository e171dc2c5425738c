import { Link } from "react-router";
import { accountView, preferenceOptions } from "#app/components/account/account-data.ts";
import {
  AccountDetails,
  type ConfirmationNotice,
} from "#app/components/account/account-details.tsx";
import { textLink } from "#app/components/account/auth-card.tsx";
import { ChangePassword, ChoosePassword } from "#app/components/account/change-password.tsx";
import {
  DeliveryAddressCard,
  type DeliveryReply,
} from "#app/components/account/delivery-address-card.tsx";
import { DownloadsCard } from "#app/components/account/downloads-card.tsx";
import { EmailPreferences } from "#app/components/account/email-preferences.tsx";
import { MailClubCard } from "#app/components/account/mail-club-card.tsx";
import { StoreCreditCard } from "#app/components/account/store-credit-card.tsx";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import { sendWithFallback } from "#app/forms/fallback.ts";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { refusalOf, replyFor } from "#app/forms/form-reply.ts";
import { formText, refusal } from "#app/forms/reply.server.ts";
import { accountFormFallback } from "#app/routes/account-fallbacks.ts";
import { loadMailClubView } from "#app/routes/account-mail-club-view.server.ts";
import { addressOptions } from "#app/server/address-options.server.ts";
import { requireCustomer } from "#app/server/session.server.ts";
import { shopTimeZone, studioTime } from "#app/server/shop-time.server.ts";
import { hasPassword } from "#server/accounts/change-password.ts";
import { emailVerificationMessages } from "#server/accounts/email-verification.ts";
import { addressDisplayLines } from "#server/addresses/address-display.ts";
import { storeCreditAccount } from "#server/balances/store-credit.ts";
import { appContext } from "#server/context.ts";
import { filesDeliveredToCustomer } from "#server/downloads/delivered-files.ts";
import { downloadItems } from "#server/downloads/download-items.ts";
import { customerLinkExpiry } from "#server/downloads/download-links.ts";
import { AppError } from "#server/lib/errors.ts";
import { planChangeMessages } from "#server/mail-club/plan-change/plan-change-messages.ts";
import { prepaidView } from "#server/mail-club/prepaid/prepaid-offer.ts";
import type { Route } from "./+types/account";
import {
  resendVerification,
  saveDetails,
  savePassword,
  savePreferences,
} from "./account-actions.server.ts";
import { addGiftCard, prepayMailClub } from "./account-balance-actions.server.ts";
import {
  cancelMembership,
  holdIssues,
  keepCurrentPlan,
  resumeIssues,
  saveDeliveryAddress,
} from "./account-mail-club-actions.server.ts";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "My Account",
    description: "Your details, downloads, e-mail preferences and Mail Club.",
    shopName: shopNameFrom(matches),
  });
}

/** A customer's own page: never kept by a shared cache. */
export function headers(): Headers {
  return new Headers({ "Cache-Control": "private, no-store" });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context);
  const { db, paypal } = context.get(appContext);
  const url = new URL(request.url);
  const membership = await loadMailClubView(db, customer.id, {
    timeZone: await shopTimeZone(context),
    fixPaymentUrl: paypal.autopayUrl,
  });
  const time = studioTime(await shopTimeZone(context));
  const credit = await storeCreditAccount(db, customer.id);
  return {
    credit: {
      club: await prepaidView(db, customer.id, credit.balanceCents),
      balanceCents: credit.balanceCents,
      entries: credit.entries.map(({ createdAt, ...entry }) => ({
        ...entry,
        date: time(createdAt)?.text ?? "",
      })),
    },
    account: accountView(
      customer,
      customer.shippingAddress ? addressDisplayLines(customer.shippingAddress) : null,
    ),
    membership,
    preferenceOptions,
    downloads: downloadItems(
      await filesDeliveredToCustomer(db, customer.id),
      () => customerLinkExpiry(),
      { withOrder: true },
    ),
    detailsAddressForm: await addressOptions(db, "anywhere", customer.shippingAddress?.country),
    deliveryAddressForm: membership
      ? // Every country the Mail Club goes to: one in the other plan's switches the plan.
        await addressOptions(db, "international", membership.deliveryAddress.country)
      : null,
    // A member's account made without a password has none to change: it is chosen by link.
    hasPassword: await hasPassword(db, customer.id),
    editing: url.searchParams.get("edit") === "details",
    // The cancel screen's offer to someone moving opens the delivery address form.
    editingDelivery: url.searchParams.get("edit") === "delivery",
    saved: url.searchParams.get("saved"),
    notice: savedNotices[url.searchParams.get("saved") ?? ""] ?? null,
    confirmation: customer.emailVerified
      ? undefined
      : {
          notice: verificationNotices[url.searchParams.get("verification") ?? ""] ?? null,
          why: emailVerificationMessages.whyConfirm,
        },
  };
}

/** What became of 'Send the confirmation e-mail again' (?verification=…). */
const verificationNotices: Record<string, ConfirmationNotice> = {
  sent: { tone: "notice", text: "Confirmation e-mail sent. The link in it works for 7 days." },
  "too-many": { tone: "error", text: emailVerificationMessages.tooMany },
};

const handlers = {
  details: saveDetails,
  preferences: savePreferences,
  password: savePassword,
  subscription: cancelMembership,
  delivery: saveDeliveryAddress,
  hold: holdIssues,
  resume: resumeIssues,
  "plan-change-keep": keepCurrentPlan,
  "add-gift-card": addGiftCard,
  prepay: prepayMailClub,
};

/** The screen's forms, told apart by `intent`; each checks who is asking first. */
export async function action({ request, context }: Route.ActionArgs) {
  const customer = await requireCustomer(request, context);
  const form = formText(await request.formData());
  const intent = form.intent;
  if (intent === "resend-verification") return resendVerification({ request, context, customer });
  if (!intent || !Object.hasOwn(handlers, intent)) {
    return refusal(new AppError("bad_request", "Unknown account action."), { intent: "details" });
  }
  return handlers[intent as keyof typeof handlers]({ request, context, customer, form });
}

/**
 * With scripts: My Details and Email Preferences say their own words (spec §8) when the
 * server cannot answer, too (decision 016); the other forms are sent as they are.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  // A copy: the original request is what goes to the server.
  const intent = (await request.clone().formData()).get("intent");
  return sendWithFallback(serverAction, accountFormFallback(intent));
}

const savedNotices: Record<string, string> = {
  details: "Details saved",
  preferences: "Preferences updated",
  subscription: "Your subscription has been cancelled successfully.",
  delivery: "Delivery address saved",
  hold: "Your skip or pause is saved",
  resume: "Your membership goes on with the next issue",
  "plan-change-keep": planChangeMessages.keptCurrentPlan,
  "add-gift-card": "The gift card is in your store credit",
  prepay: "Your Mail Club issues are prepaid from your balance",
  "plan-approved": planChangeMessages.approved,
  "plan-waiting": planChangeMessages.stillWaiting,
  "plan-cancelled": planChangeMessages.cancelledAtPayPal,
  "plan-none": planChangeMessages.noneWaiting,
};

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { account, editing, saved, notice, confirmation, membership } = loaderData;
  const refusedFor = (intent: string) => refusalOf(replyFor(actionData, intent));
  return (
    <div className="mx-auto max-w-6xl px-5 pt-8 pb-16 sm:px-6 md:pt-12">
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold tracking-[0.2em] text-clay uppercase">
            Welcome, {account.firstName || account.fullName}
          </p>
          <h1 className="text-3xl font-semibold sm:text-4xl">My Account</h1>
          <p className="text-ink-soft">
            Customer number <span className="font-semibold text-ink">{account.customerNumber}</span>
            {" · "}
            Member since {memberSince(account.memberSince)}
          </p>
        </div>
        <Link to="/orders" className={textLink}>
          Order History
        </Link>
      </header>
      {notice ? (
        <FormAlert tone="notice" className="mb-6">
          {notice}
        </FormAlert>
      ) : null}
      {/* On a phone one column: details, Mail Club, preferences, then the password form. */}
      <div className="flex flex-col gap-8 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="contents lg:flex lg:flex-col lg:gap-8">
          <AccountDetails
            account={account}
            editing={editing}
            refused={refusedFor("details")}
            confirmation={confirmation}
            addressForm={loaderData.detailsAddressForm}
          />
          <DownloadsCard items={loaderData.downloads} />
          <StoreCreditCard
            credit={loaderData.credit}
            refused={refusedFor("add-gift-card") ?? refusedFor("prepay")}
          />
          <div className="order-last lg:order-none">
            {loaderData.hasPassword ? (
              <ChangePassword refused={refusedFor("password")} changed={saved === "password"} />
            ) : (
              <ChoosePassword />
            )}
          </div>
        </div>
        <div className="flex flex-col gap-8">
          <MailClubCard
            membership={membership}
            refused={
              refusedFor("subscription") ?? refusedFor("hold") ?? refusedFor("resume") ?? null
            }
          />
          {membership?.status === "active" && loaderData.deliveryAddressForm ? (
            <DeliveryAddressCard
              membership={membership}
              addressForm={loaderData.deliveryAddressForm}
              open={loaderData.editingDelivery}
              reply={replyFor(actionData as DeliveryReply | undefined, "delivery")}
            />
          ) : null}
          <EmailPreferences
            saved={account.emailPreferences}
            options={loaderData.preferenceOptions}
            refused={refusedFor("preferences")}
          />
        </div>
      </div>
    </div>
  );
}

function memberSince(iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "—";
  return date.toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
}
