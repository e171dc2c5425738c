/** The answers of the balance endpoints (server/http/api/gift-cards.ts; decision 043). */
import { z } from "zod";
import { balanceEntryKind } from "#server/db/schema.ts";
import { apiOrder } from "#server/http/openapi/response-schemas/orders.ts";

const money = z.number().describe("US dollars, two decimals.");

export const giftCardBalanceResponse = z
  .object({
    success: z.literal(true),
    giftCard: z.object({
      lastFour: z.string().describe("The card's last four characters, to tell cards apart."),
      balance: money.min(0).describe("What is left on it; cards never expire."),
      initialAmount: money.min(0),
    }),
  })
  .meta({ id: "GiftCardBalance" });

export const storeCreditResponse = z
  .object({
    success: z.literal(true),
    storeCredit: z.object({
      balance: money.min(0),
      entries: z
        .array(
          z.object({
            kind: z.enum(balanceEntryKind.enumValues),
            amount: money.describe("Positive: credit in; negative: spent."),
            reason: z.string().nullable().describe("The shop's reason for credit it gave."),
            orderNumber: z.string().nullable(),
            createdAt: z.string().meta({ format: "date-time" }),
          }),
        )
        .describe("Every credit and spend, newest first."),
    }),
  })
  .meta({ id: "StoreCredit" });

export const placedGiftCard = z
  .object({
    success: z.literal(true),
    order: apiOrder,
    approvalUrl: z
      .string()
      .describe(
        "PayPal's page where the buyer approves; then POST /api/payments/capture with the return URL's token.",
      ),
    accessKey: z
      .string()
      .nullable()
      .describe("For a guest, the key to this order, shown once; null with a bearer token."),
  })
  .meta({ id: "PlacedGiftCard" });
