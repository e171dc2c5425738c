import { z } from "zod";
import { dollarsToCents } from "#server/catalogue/studio/product-schema.ts";
import type { Database } from "#server/db/client.ts";
import { GIFT_LENGTHS, subscriptionPlan } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { saveGiftPrices } from "#server/mail-club/gifts/gift-prices.ts";
import { parseInput } from "#server/validation/parse-input.ts";

export const giftPriceMessages = {
  invalid: "Enter a price such as 25 or 24.50, or leave it blank to not sell this length",
  tooHigh: "That price is more than a gift can cost",
  saved: "Gift prices saved.",
} as const;

const MAX_GIFT_CENTS = 1_000_000;

/** A price as typed ('25', '$24.50'); blank takes the length off sale. */
const price = z
  .string()
  .trim()
  .transform((value) => value.replace(/^\$\s*/, "").replaceAll(",", ""))
  .pipe(
    z
      .string()
      .regex(/^(?:|\d{1,6}(?:\.\d{0,2})?)$/, { error: giftPriceMessages.invalid })
      .transform((value) => (value === "" ? null : dollarsToCents(value))),
  )
  .refine((cents) => cents === null || cents > 0, { error: giftPriceMessages.invalid })
  .refine((cents) => cents === null || cents <= MAX_GIFT_CENTS, {
    error: giftPriceMessages.tooHigh,
  });

/** The form's field of one price: `price.usa.3`. */
export const giftPriceField = (plan: string, issueCount: number) => `price.${plan}.${issueCount}`;

const cells = subscriptionPlan.enumValues.flatMap((plan) =>
  GIFT_LENGTHS.map((issueCount) => ({ plan, issueCount })),
);

const schema = z.object(
  Object.fromEntries(
    cells.map(({ plan, issueCount }) => [giftPriceField(plan, issueCount), price]),
  ),
);

/** The studio's gift prices form: every length on both plans at once, recorded in the audit log. */
export async function updateGiftPrices(
  db: Database,
  account: StudioAccount,
  form: Record<string, string>,
) {
  const typed = Object.fromEntries(
    cells.map(({ plan, issueCount }) => {
      const field = giftPriceField(plan, issueCount);
      return [field, form[field] ?? ""];
    }),
  );
  const parsed = parseInput(schema, typed, { message: "", byField: true });
  const prices = cells.map((cell) => ({
    ...cell,
    priceCents: parsed[giftPriceField(cell.plan, cell.issueCount)] ?? null,
  }));
  await db.transaction(async (tx) => {
    await saveGiftPrices(tx, prices);
    await recordStudioChange(tx, account, {
      action: "mail-club.gift-prices",
      details: Object.fromEntries(
        prices.map((cell) => [`${cell.plan} ${cell.issueCount}`, cell.priceCents]),
      ),
    });
  });
}
