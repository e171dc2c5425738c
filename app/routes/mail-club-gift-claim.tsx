import type { ReactNode } from "react";
import { data, Form, useNavigation } from "react-router";
import { loginHref } from "#app/components/account/login-notice.ts";
import { AddressFields } from "#app/components/address/address-fields.tsx";
import { GiftSkip } from "#app/components/mail-club/gift/gift-skip.tsx";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import { LinkButton } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import {
  errorsOf,
  type FormReply,
  refusalOf,
  replyFor,
  typedValues,
} from "#app/forms/form-reply.ts";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { addressOptions } from "#app/server/address-options.server.ts";
import { secretAddressHeaders } from "#app/server/secret-address.server.ts";
import { currentCustomer } from "#app/server/session.server.ts";
import { shopClock } from "#app/server/shop-time.server.ts";
import { postalAddressSchema } from "#server/addresses/address-schema.ts";
import { appContext } from "#server/context.ts";
import { AppError, attempt, statusOf } from "#server/lib/errors.ts";
import {
  changeGiftAddress,
  claimGift,
  type GiftView,
  giftForLink,
} from "#server/mail-club/gifts/claimed-gift.ts";
import { readGiftLink } from "#server/mail-club/gifts/gift-link.ts";
import { giftMessages } from "#server/mail-club/gifts/gift-messages.ts";
import { skipGiftIssue, undoGiftSkip } from "#server/mail-club/gifts/skip-gift-issue.ts";
import { parseInput } from "#server/validation/parse-input.ts";
import type { Route } from "./+types/mail-club-gift-claim";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Your Mail Club gift", shopName: shopNameFrom(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

export const headers = secretAddressHeaders;

async function giftOf(request: Request, context: Route.LoaderArgs["context"]) {
  const { db } = context.get(appContext);
  const link = readGiftLink(new URL(request.url).searchParams);
  if (!link) throw new AppError("not_found", giftMessages.linkInvalid);
  const customer = await currentCustomer(request, context);
  const clock = await shopClock(context);
  return { gift: await giftForLink(db, link, { customer, ...clock }), customer, clock };
}

/** The gift the signed link names: opening it changes nothing; claiming is the button's. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const found = await attempt(() => giftOf(request, context));
  if (found.refused) {
    return data(
      { state: "refused" as const, message: found.refused.message },
      statusOf(found.refused),
    );
  }
  const { gift, customer } = found.value;
  const { db } = context.get(appContext);
  const url = new URL(request.url);
  return {
    state: "found" as const,
    gift,
    signedIn: customer !== null,
    signInUrl: loginHref(`${url.pathname}${url.search}`),
    addressForm: await addressOptions(db, gift.plan, gift.address.country),
  };
}

/**
 * intent=claim makes it the signed-in customer's; intent=address changes where it goes;
 * intent=skip / undo-skip skips the issue the page offered (`issue`) or undoes that skip.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appContext);
  const form = formText(await request.formData());
  return replyTo({ intent: form.intent, values: form }, async () => {
    const { gift, customer, clock } = await giftOf(request, context);
    if (!customer) throw new AppError("unauthorized", giftMessages.claimFirst);
    if (form.intent === "claim") {
      await claimGift(db, gift, customer);
      return { ok: true as const, intent: "claim" };
    }
    if (form.intent === "skip" || form.intent === "undo-skip") {
      const skip = form.intent === "skip" ? skipGiftIssue : undoGiftSkip;
      const message = await skip(db, gift, { issue: form.issue ?? "", ...clock });
      return { ok: true as const, intent: form.intent, message };
    }
    const address = parseInput(postalAddressSchema, addressFrom(form), {
      message: giftMessages.fixErrors,
    });
    await changeGiftAddress(db, gift, { address, ...clock });
    return { ok: true as const, intent: "address", message: giftMessages.addressSaved };
  });
}

function addressFrom(form: Record<string, string>) {
  const parts = ["firstName", "lastName", "addressLine1", "addressLine2", "city"] as const;
  const more = ["stateProvince", "postalCode", "country"] as const;
  return Object.fromEntries(
    [...parts, ...more].map((part) => [part, form[`address.${part}`] ?? ""]),
  );
}

export default function MailClubGiftClaim({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  if (loaderData.state === "refused") {
    return (
      <Page title="Your Mail Club gift">
        <FormAlert>{loaderData.message}</FormAlert>
      </Page>
    );
  }
  const { gift } = loaderData;
  return (
    <Page title={`A gift from ${gift.gifterName}`}>
      <GiftFacts gift={gift} />
      {gift.claim === "yours" ? (
        <>
          <GiftSkip skip={gift.skip} reply={actionData} />
          <AddressForm {...loaderData} reply={actionData} />
        </>
      ) : gift.claim === "another" ? (
        <FormAlert>{giftMessages.claimedByAnother}</FormAlert>
      ) : gift.claim === "not-yours" ? (
        <FormAlert>{giftMessages.notYours(gift.recipientHint ?? "")}</FormAlert>
      ) : loaderData.signedIn ? (
        <Form method="post" className="flex flex-col gap-3">
          <p>Claim it to change where it goes, should you move before it ends.</p>
          <input type="hidden" name="intent" value="claim" />
          <SubmitButton busy={busy} busyLabel="Claiming...">
            Claim my gift
          </SubmitButton>
        </Form>
      ) : (
        <div className="flex flex-col gap-3">
          <p>
            Sign in to claim it, and you can change where it goes should you move before it ends.
            New here? Create an account first
            {gift.recipientHint ? ` with ${gift.recipientHint}, the address this link came to` : ""}
            , then open this link again.
          </p>
          <LinkButton to={loaderData.signInUrl} size="lg">
            Sign in to claim my gift
          </LinkButton>
        </div>
      )}
    </Page>
  );
}

function Page(props: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-5 py-10 sm:px-6 md:py-16">
      <h1 className="text-display font-semibold">{props.title}</h1>
      {props.children}
    </div>
  );
}

function GiftFacts({ gift }: { gift: GiftView }) {
  return (
    <div className="flex flex-col gap-3 text-lg">
      <p>
        {gift.issueCount} issues of the Mail Club, from {gift.firstIssue} to {gift.lastIssue}: art
        mail in the first week of each month.
      </p>
      {gift.message ? (
        <blockquote className="border-l-4 border-clay/40 pl-4 whitespace-pre-line text-ink-soft">
          {gift.message}
        </blockquote>
      ) : null}
    </div>
  );
}

function AddressForm(props: {
  gift: GiftView;
  addressForm: Awaited<ReturnType<typeof addressOptions>>;
  reply: unknown;
}) {
  const busy = useNavigation().state !== "idle";
  const reply = replyFor(props.reply as FormReply | undefined, "address");
  const values =
    typedValues(reply) ??
    Object.fromEntries(
      Object.entries(props.gift.address).map(([part, value]) => [`address.${part}`, value]),
    );
  const refused = refusalOf(reply);
  return (
    <Form method="post" noValidate className="flex flex-col gap-5">
      <input type="hidden" name="intent" value="address" />
      <AddressFields
        name="address"
        section="shipping"
        legend="Where your gift goes"
        intro="A new address reaches the next issue not yet packed (the list is fixed on the 25th)."
        values={values}
        errors={errorsOf(reply)}
        options={props.addressForm}
      />
      {refused?.message ? <FormAlert>{refused.message}</FormAlert> : null}
      {reply?.ok && reply.intent === "address" ? (
        <FormAlert tone="notice">{reply.message}</FormAlert>
      ) : null}
      <SubmitButton busy={busy} busyLabel="Saving..." className="sm:w-auto sm:self-end">
        Save the address
      </SubmitButton>
    </Form>
  );
}
