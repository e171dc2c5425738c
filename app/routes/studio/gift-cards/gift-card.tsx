import { data, Form, Link, useNavigation } from "react-router";
import { StudioPage, StudioPanel } from "#app/components/studio/studio-page.tsx";
import { StudioTable } from "#app/components/studio/studio-table.tsx";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { errorOf, typedOr } from "#app/forms/form-reply.ts";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { shopTimeZone, studioTime } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { describeBalanceEntry } from "#server/balances/balance-messages.ts";
import { giftCardLabel } from "#server/balances/gift-card-code.ts";
import { balanceLedger } from "#server/balances/store-credit.ts";
import { disableGiftCard } from "#server/balances/studio/disable-gift-card.ts";
import { getStudioGiftCard } from "#server/balances/studio/gift-card-report.ts";
import { appContext } from "#server/context.ts";
import { AppError } from "#server/lib/errors.ts";
import { formatMoney } from "#server/lib/money.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import type { Route } from "./+types/gift-card";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.card?.title ?? "Gift card"} — Studio` }];
}

/** One card: its facts (never its code), its history, and disabling it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const id = parseRowId(params.giftCardId);
  const card = id === null ? null : await getStudioGiftCard(db, id);
  if (!card) return data({ card: null, entries: [] }, 404);
  const time = studioTime(await shopTimeZone(context));
  const entries = card.balanceId ? await balanceLedger(db, card.balanceId) : [];
  return {
    card: {
      ...card,
      title: card.lastFour ? giftCardLabel(card.lastFour) : "Gift card (not sent yet)",
      disabledAt: time(card.disabledAt)?.text ?? null,
      sentAt: time(card.sentAt)?.text ?? null,
    },
    entries: entries.map(({ createdAt, ...entry }) => ({
      ...entry,
      date: time(createdAt)?.text ?? "",
    })),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const { db } = context.get(appContext);
  const form = formText(await request.formData());
  return replyTo({ intent: "disable", values: form }, async () => {
    const giftCardId = parseRowId(params.giftCardId);
    if (giftCardId === null || form.intent !== "disable") {
      throw new AppError("bad_request", "Choose what to do with the card.");
    }
    return { ok: true as const, message: await disableGiftCard(db, account, { giftCardId, form }) };
  });
}

export default function GiftCard({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { card, entries } = loaderData;
  if (!card) {
    return (
      <StudioPage title="Gift card not found">
        <Link to="/studio/gift-cards" className="underline">
          All gift cards
        </Link>
      </StudioPage>
    );
  }
  const refused = actionData && !actionData.ok ? actionData : undefined;
  return (
    <StudioPage
      title={card.title}
      description={`${formatMoney(card.balanceCents ?? 0)} left of ${formatMoney(card.initialCents)}. The shop never shows a card's number: the buyer's e-mail holds it.`}
      actions={
        <Link to="/studio/gift-cards" className={buttonClasses({ variant: "ghost" })}>
          All gift cards
        </Link>
      }
    >
      {actionData ? (
        <FormAlert tone={actionData.ok ? "notice" : "error"}>{actionData.message}</FormAlert>
      ) : null}
      <StudioPanel title="The card">
        <dl className="grid gap-2 sm:grid-cols-[10rem_1fr]">
          <dt className="text-ink-soft">For</dt>
          <dd>
            {card.recipientName ?? "—"} {card.recipientEmail ? `(${card.recipientEmail})` : ""}
          </dd>
          <dt className="text-ink-soft">From</dt>
          <dd>{card.senderName ?? "—"}</dd>
          <dt className="text-ink-soft">E-mailed</dt>
          <dd>{card.sentAt ?? `on ${card.sendOn ?? "payment"}`}</dd>
          <dt className="text-ink-soft">Bought in</dt>
          <dd>
            {card.orderId && card.orderNumber ? (
              <Link to={`/studio/orders/${card.orderId}`} className="underline">
                Order {card.orderNumber}
              </Link>
            ) : (
              "Made in the studio"
            )}
          </dd>
          <dt className="text-ink-soft">Status</dt>
          <dd>
            {card.status === "active"
              ? "Active"
              : `Disabled ${card.disabledAt ?? ""}: ${card.disabledReason ?? ""}`}
          </dd>
        </dl>
      </StudioPanel>
      <StudioPanel title="History">
        <StudioTable
          label="The card's history, newest first"
          minWidth="min-w-[36rem]"
          rows={entries}
          rowKey={(entry) => entry.id}
          columns={[
            { header: "When", cell: (entry) => entry.date, className: "whitespace-nowrap" },
            {
              header: "What",
              cell: (entry) => describeBalanceEntry(entry.kind, entry.amountCents),
              rowHeader: true,
            },
            {
              header: "Order",
              cell: (entry) =>
                entry.orderId && entry.orderNumber ? (
                  <Link to={`/studio/orders/${entry.orderId}`} className="underline">
                    {entry.orderNumber}
                  </Link>
                ) : (
                  "—"
                ),
            },
            {
              header: "Amount",
              align: "right",
              cell: (entry) =>
                `${entry.amountCents > 0 ? "+" : "−"}${formatMoney(Math.abs(entry.amountCents))}`,
            },
          ]}
        />
      </StudioPanel>
      {card.status === "active" ? (
        <StudioPanel title="Disable the card">
          <Form method="post" className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="disable" />
            <p className="text-ink-soft">
              Lost or stolen: the card stops paying at once. What it holds stays on the books.
            </p>
            <Input
              label="Reason"
              name="reason"
              required
              maxLength={200}
              defaultValue={typedOr(refused, "reason", "")}
              error={errorOf(refused, "reason")}
            />
            <div>
              <Button type="submit" variant="secondary" disabled={busy}>
                Disable the card
              </Button>
            </div>
          </Form>
        </StudioPanel>
      ) : null}
    </StudioPage>
  );
}
