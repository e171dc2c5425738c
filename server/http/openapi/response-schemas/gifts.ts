/**
 * The answers of the gift endpoints (server/http/api/gifts.ts), the options checked against
 * the type of toApiGiftOptions.
 */
import { z } from "zod";
import { GIFT_LENGTHS } from "#server/db/schema.ts";
import { errorResponse } from "#server/http/api/catalogue-schemas.ts";
import type { ApiGiftOptions } from "#server/http/api/gift-shape.ts";
import { apiOrder } from "#server/http/openapi/response-schemas/orders.ts";
import type { Same } from "#server/http/openapi/response-schemas/same-type.ts";

const price = z
  .number()
  .min(0)
  .nullable()
  .describe("US dollars with two decimals; null: not sold on this plan.");
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const giftOptionsFields = z.object({
  lengths: z
    .array(
      z.object({
        issueCount: z.union(GIFT_LENGTHS.map((count) => z.literal(count))),
        prices: z
          .object({ usa: price, international: price })
          .describe(
            "The gift's price by the recipient's plan: usa for a US address, else international.",
          ),
      }),
    )
    .describe("The lengths on sale, on at least one plan; empty: gifts are not on sale now."),
  firstIssues: z
    .array(
      z.object({
        key: z
          .string()
          .regex(/^\d{4}-\d{2}$/)
          .describe("The value of `firstIssue`."),
        label: z.string(),
        revealUntil: day.describe(
          "The last day the recipient may be e-mailed of a gift beginning with it.",
        ),
      }),
    )
    .describe(
      "The issues a gift bought now may begin with: the next one open by its cutoff first.",
    ),
  nextIssueNote: z.string().describe("Which issue comes first if ordered now, and by when."),
  reveal: z
    .object({ from: day, until: day })
    .describe(
      "The reveal days' bounds ('YYYY-MM-DD', the shop's calendar): today until the last choice's revealUntil.",
    ),
});
true satisfies Same<z.output<typeof giftOptionsFields>, ApiGiftOptions>;

export const giftOptions = giftOptionsFields
  .extend({ success: z.literal(true) })
  .meta({ id: "GiftOptions" });

export const placedGift = z
  .object({
    success: z.literal(true),
    order: apiOrder,
    giftId: z.int(),
    approvalUrl: z
      .string()
      .nullable()
      .describe(
        "PayPal's page where the gifter approves; then POST /api/payments/capture with the return URL's token. Null when `giftCardCodes` paid it all: the gift is paid already.",
      ),
    accessKey: z
      .string()
      .nullable()
      .describe(
        "For a guest, the key to this order (GET /api/orders/{id}?key=…, POST /api/payments/create-paypal-order), shown once; null with a bearer token.",
      ),
  })
  .meta({ id: "PlacedGift" });

/** PayPal did not answer after the order was placed: what the client needs to pay it later. */
export const giftPaymentUnavailable = errorResponse
  .extend({
    orderId: z.int().describe("The placed order: POST /api/payments/create-paypal-order pays it."),
    accessKey: z.string().nullable().describe("As in PlacedGift: a guest's key to the order."),
  })
  .meta({ id: "GiftPaymentUnavailable" });
