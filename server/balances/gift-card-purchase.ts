import { z } from "zod";
import { balanceMessages as m } from "#server/balances/balance-messages.ts";
import { PLAIN_TEXT } from "#server/lib/text-fields.ts";
import { dollarsField } from "#server/validation/dollars-field.ts";
import { parseInput } from "#server/validation/parse-input.ts";

const MULTILINE_TEXT = /^(?:\P{Cc}|[\t\n\r])*$/u;
export const MAX_CARD_MESSAGE = 500;

const line = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .regex(PLAIN_TEXT, { error: m.unusualCharacters })
    .max(100, { error: m.unusualCharacters });

const email = z
  .string({ error: m.emailInvalid })
  .trim()
  .toLowerCase()
  .regex(PLAIN_TEXT, { error: m.emailInvalid })
  .max(254, { error: m.emailInvalid })
  .pipe(z.email({ error: m.emailInvalid }));

/**
 * The gift card form (and the API's): the amount (one offered, or `custom` with the buyer's
 * own), who it is for and from, the message, the day it is e-mailed, and the buyer. Whether
 * the amount is offered and the day open is checked against the product and the shop's
 * calendar by placeGiftCardOrder.
 */
export const giftCardPurchaseSchema = z
  .object({
    productId: z.coerce.number({ error: m.notOnSale }).int({ error: m.notOnSale }).positive(),
    /** Dollars of an offered amount ('25.00'), or 'custom'. */
    amount: z.string({ error: m.amountInvalid }).trim().min(1, { error: m.amountInvalid }),
    customAmount: z.string().optional(),
    recipientName: line(m.recipientName),
    /** Blank: the card's e-mail comes to the buyer, to print or pass on. */
    recipientEmail: z.preprocess((value) => value || undefined, email.optional()),
    message: z
      .string({ error: m.unusualCharacters })
      .trim()
      .regex(MULTILINE_TEXT, { error: m.unusualCharacters })
      .max(MAX_CARD_MESSAGE, { error: m.messageTooLong })
      .default(""),
    sendOn: z
      .string({ error: m.sendOnInvalid })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.sendOnInvalid }),
    senderName: line(m.senderName),
    buyerEmail: email,
    country: z
      .string({ error: m.countryRequired })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: m.countryRequired }),
  })
  .transform(({ amount, customAmount, ...purchase }, context) => {
    if (amount !== "custom") {
      const fixed = dollarsField(m.amountInvalid, { minCents: 1, maxCents: 1_000_000 }).safeParse(
        amount,
      );
      if (fixed.success) return { ...purchase, amountCents: fixed.data, custom: false };
      context.addIssue({ code: "custom", path: ["amount"], message: m.amountInvalid });
      return z.NEVER;
    }
    const named = dollarsField(m.amountInvalid, { minCents: 1, maxCents: 1_000_000 }).safeParse(
      customAmount ?? "",
    );
    if (named.success) return { ...purchase, amountCents: named.data, custom: true };
    context.addIssue({ code: "custom", path: ["customAmount"], message: m.amountInvalid });
    return z.NEVER;
  });

export type GiftCardPurchase = z.output<typeof giftCardPurchaseSchema>;

/** Parses the form; a signed-in buyer's e-mail is their account's. */
export function parseGiftCardPurchase(raw: unknown, accountEmail: string | null) {
  const input =
    accountEmail && raw && typeof raw === "object" ? { ...raw, buyerEmail: accountEmail } : raw;
  return parseInput(giftCardPurchaseSchema, input, { message: m.fixErrors });
}
