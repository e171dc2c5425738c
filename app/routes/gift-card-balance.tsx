import { Form, Link, useNavigation } from "react-router";
import { AuthCard, textLink } from "#app/components/account/auth-card.tsx";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import { Input } from "#app/components/ui/input.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { currentCustomer } from "#app/server/session.server.ts";
import { findGiftCard } from "#server/balances/find-gift-card.ts";
import { giftCardLabel } from "#server/balances/gift-card-code.ts";
import { appContext } from "#server/context.ts";
import { formatMoney } from "#server/lib/money.ts";
import type { Route } from "./+types/gift-card-balance";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: "Gift card balance",
      description: "What is left on a Washi gift card. Cards never expire.",
      shopName: shopNameFrom(matches),
    }),
    { name: "robots", content: "noindex" },
  ];
}

export function headers(): Headers {
  return new Headers({ "Cache-Control": "private, no-store" });
}

/** Looks a card up behind the one guessing guard (decision 043); the code is never echoed back. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, clientAddress } = context.get(appContext);
  const form = formText(await request.formData());
  const customer = await currentCustomer(request, context);
  return replyTo({ values: {} }, async () => {
    const trier = { clientAddress, customerId: customer?.id ?? null, email: null };
    const card = await findGiftCard(db, form.giftCardCode, trier);
    return {
      ok: true as const,
      label: giftCardLabel(card.lastFour),
      balance: formatMoney(card.balanceCents),
      initial: formatMoney(card.initialCents),
    };
  });
}

export default function GiftCardBalance({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const found = actionData?.ok ? actionData : undefined;
  const refused = actionData && !actionData.ok ? actionData : undefined;
  return (
    <AuthCard
      title="Gift card balance"
      tape="mustard"
      intro="Type the 16 characters printed on the card or in its e-mail. Washi gift cards never expire."
      footer={
        <p>
          Spend it at the checkout, under <strong>Gift card</strong>.{" "}
          <Link to="/products" className={textLink}>
            Browse the shop
          </Link>
        </p>
      }
    >
      {found ? (
        <div role="status" className="mb-6 rounded-lg bg-paper-deep px-4 py-3">
          <p className="text-sm text-ink-soft">{found.label}</p>
          <p className="font-display text-3xl font-semibold" data-testid="gift-card-balance">
            {found.balance}
          </p>
          <p className="text-sm text-ink-soft">left of {found.initial}</p>
        </div>
      ) : null}
      <Form method="post" className="flex flex-col gap-5">
        {refused && !refused.errors.giftCardCode ? (
          <FormAlert title="Not found">
            <p>{refused.message}</p>
          </FormAlert>
        ) : null}
        <Input
          label="Gift card number"
          name="giftCardCode"
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          className="font-mono"
          error={refused?.errors.giftCardCode}
        />
        <SubmitButton busy={navigation.state === "submitting"} busyLabel="Looking…">
          Check the balance
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
