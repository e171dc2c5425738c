import { z } from "zod";
import { orderAddressSchema, requiredLine } from "#server/addresses/address-schema.ts";
import { balanceMessages } from "#server/balances/balance-messages.ts";
import { MAX_CARDS_PER_ORDER } from "#server/balances/gift-card-code.ts";
import { PLAIN_TEXT, phoneField } from "#server/lib/text-fields.ts";
import { giftMessages } from "#server/mail-club/gifts/gift-messages.ts";
import { isGiftLength } from "#server/mail-club/gifts/gift-prices.ts";
import { parseInput } from "#server/validation/parse-input.ts";

const MULTILINE_TEXT = /^(?:\P{Cc}|[\t\n\r])*$/u;
export const MAX_GIFT_MESSAGE = 500;

const email = z
  .string({ error: giftMessages.emailInvalid })
  .trim()
  .toLowerCase()
  .regex(PLAIN_TEXT, { error: giftMessages.emailInvalid })
  .max(254, { error: giftMessages.emailInvalid })
  .pipe(z.email({ error: giftMessages.emailInvalid }));

/**
 * The gift form (and the API's gift order): the recipient and their address, the gifter and
 * their billing address apart, the length, the first issue, the message and the reveal. Which
 * issues and days are open, and the price, are checked against the clock and the database by
 * placeGiftOrder.
 */
export const giftSchema = z
  .object({
    issueCount: z.coerce
      .number({ error: giftMessages.lengthInvalid })
      .refine(isGiftLength, { error: giftMessages.lengthInvalid }),
    recipientAddress: orderAddressSchema,
    recipientEmail: z.preprocess((value) => value || undefined, email.optional()),
    message: z
      .string({ error: giftMessages.unusualCharacters })
      .trim()
      .regex(MULTILINE_TEXT, { error: giftMessages.unusualCharacters })
      .max(MAX_GIFT_MESSAGE, { error: giftMessages.messageTooLong })
      .default(""),
    firstIssue: z
      .string({ error: giftMessages.firstIssueInvalid })
      .regex(/^\d{4}-\d{2}$/, { error: giftMessages.firstIssueInvalid }),
    reveal: z.enum(["email", "self"], { error: giftMessages.revealInvalid }),
    revealOn: z.preprocess(
      (value) => value || undefined,
      z
        .string({ error: giftMessages.revealDateInvalid })
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: giftMessages.revealDateInvalid })
        .optional(),
    ),
    gifterName: requiredLine(giftMessages.nameRequired),
    gifterEmail: email,
    gifterPhone: phoneField,
    billingAddress: orderAddressSchema,
    /**
     * Gift cards that pay for it, as typed (decision 043): a card can start a membership it
     * prepays, given to the buyer themselves or to someone else.
     */
    giftCardCodes: z
      .array(z.string().max(64), { error: balanceMessages.cardNotFound })
      .max(MAX_CARDS_PER_ORDER, { error: balanceMessages.tooManyCards })
      .default([]),
  })
  .refine((gift) => gift.reveal === "self" || gift.recipientEmail !== undefined, {
    path: ["recipientEmail"],
    error: giftMessages.revealEmailRequired,
  })
  .refine((gift) => gift.reveal === "self" || gift.revealOn !== undefined, {
    path: ["revealOn"],
    error: giftMessages.revealDateInvalid,
  })
  .transform(({ reveal, revealOn, ...gift }) => ({
    ...gift,
    // "I'll tell them myself": no e-mail day, whatever the hidden date field held.
    revealOn: reveal === "email" ? (revealOn ?? null) : null,
  }));

export type GiftInput = z.output<typeof giftSchema>;

/** Parses the gift form; a signed-in gifter's e-mail is their account's. */
export function parseGiftInput(raw: unknown, accountEmail: string | null): GiftInput {
  const input =
    accountEmail && raw && typeof raw === "object" ? { ...raw, gifterEmail: accountEmail } : raw;
  return parseInput(giftSchema, input, { message: giftMessages.fixErrors });
}
