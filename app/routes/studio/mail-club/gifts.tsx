import { GiftPricesForm } from "#app/components/studio/mail-club/gift-prices-form.tsx";
import { GiftsTable } from "#app/components/studio/mail-club/gifts-table.tsx";
import { mailClubTabs } from "#app/components/studio/studio-nav.ts";
import { StudioPage } from "#app/components/studio/studio-page.tsx";
import { StudioTabs } from "#app/components/studio/studio-tabs.tsx";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { mailClubFormat } from "#app/routes/studio/mail-club/mail-club-format.server.ts";
import { shopTimeZone } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { GIFT_LENGTHS, subscriptionPlan } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { loadGiftPrices } from "#server/mail-club/gifts/gift-prices.ts";
import {
  giftPriceField,
  giftPriceMessages,
  updateGiftPrices,
} from "#server/mail-club/gifts/update-gift-prices.ts";
import { planName } from "#server/mail-club/plan-name.ts";
import { listGifts } from "#server/mail-club/studio/list-gifts.ts";
import type { Route } from "./+types/gifts";

export function meta() {
  return [{ title: "Gifts — Mail Club — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const timeZone = await shopTimeZone(context);
  const [gifts, prices] = await Promise.all([listGifts(db, timeZone), loadGiftPrices(db)]);
  const format = mailClubFormat(timeZone);
  const day = (key: string) => format.day(new Date(`${key}T12:00:00Z`));
  return {
    prices: subscriptionPlan.enumValues.flatMap((plan) =>
      GIFT_LENGTHS.map((issueCount) => {
        const cents = prices[plan][issueCount];
        return {
          field: giftPriceField(plan, issueCount),
          label: `${planName(plan)}, ${issueCount} issues ($)`,
          value: cents === undefined ? "" : (cents / 100).toFixed(2),
        };
      }),
    ),
    gifts: gifts.map((gift) => ({
      id: gift.id,
      recipient: gift.recipient,
      recipientEmail: gift.recipientEmail,
      country: gift.country,
      gifter: gift.gifter,
      orderId: gift.orderId,
      orderNumber: gift.orderNumber,
      plan: format.plan(gift.plan),
      issues: `${format.month(gift.firstIssue)} – ${format.month(gift.lastIssue)}`,
      issuesLeft: gift.issuesLeft,
      reveal: gift.revealSentAt
        ? `E-mailed ${format.day(gift.revealSentAt)}`
        : gift.revealOn
          ? `E-mail on ${day(gift.revealOn)}`
          : "The gifter tells them",
      refunded: gift.orderStatus === "refunded" || gift.orderStatus === "cancelled",
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const { db } = context.get(appContext);
  const form = formText(await request.formData().catch(() => new FormData()));
  return replyTo({ intent: "gift-prices", values: form }, async () => {
    if (form.intent !== "gift-prices") throw new AppError("bad_request", "Unknown action.");
    await updateGiftPrices(db, account, form);
    return { ok: true as const, intent: "gift-prices", message: giftPriceMessages.saved };
  });
}

export default function Gifts({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StudioPage
      title="Mail Club gifts"
      description="Gift memberships: paid once for 3, 6 or 12 issues, mailed to the recipient, never renewed."
    >
      <StudioTabs label="Mail Club" tabs={mailClubTabs} />
      <section aria-labelledby="gift-prices" className="flex flex-col gap-3">
        <h2 id="gift-prices" className="text-lg font-semibold">
          Prices
        </h2>
        <p className="text-ink-soft">
          The plan follows the recipient&apos;s country. Leave a price blank to not sell that
          length.
        </p>
        <GiftPricesForm cells={loaderData.prices} pageReply={actionData} />
      </section>
      <section aria-labelledby="gift-list" className="flex flex-col gap-3">
        <h2 id="gift-list" className="text-lg font-semibold">
          Gifts
        </h2>
        {loaderData.gifts.length > 0 ? (
          <GiftsTable gifts={loaderData.gifts} />
        ) : (
          <p className="text-ink-soft">No gift has been bought yet.</p>
        )}
      </section>
    </StudioPage>
  );
}
