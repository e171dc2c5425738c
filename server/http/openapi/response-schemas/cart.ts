/** The cart endpoints' answer (server/http/api/cart.ts), checked against toApiCart's type. */
import { z } from "zod";
import { productKind } from "#server/db/schema.ts";
import type { ApiCart } from "#server/http/api/cart-shape.ts";
import type { ApiCartTax } from "#server/http/api/cart-tax.ts";
import { apiPersonalisation } from "#server/http/openapi/response-schemas/orders.ts";
import type { Same } from "#server/http/openapi/response-schemas/same-type.ts";

const money = z.number().min(0).describe("US dollars, two decimals.");

export const apiCart = z
  .object({
    items: z.array(
      z.object({
        lineId: z
          .int()
          .describe("The line's own id, for PATCH and DELETE /api/cart/items/{lineId}."),
        productId: z.int(),
        slug: z.string(),
        sku: z.string(),
        title: z.string(),
        kind: z.enum(productKind.enumValues),
        productType: z.object({ slug: z.string(), name: z.string() }),
        image: z.object({ url: z.string(), alternativeText: z.string() }).nullable(),
        personalisation: apiPersonalisation,
        quantity: z.int().min(1),
        maxQuantity: z
          .int()
          .min(1)
          .describe(
            "The most the line may hold: 1 for a download or a plan, else what stock leaves.",
          ),
        price: money,
        lineTotal: money,
        problem: z
          .string()
          .nullable()
          .describe(
            "Why the line cannot be ordered as it is now (gone, sold out, too many), or null.",
          ),
      }),
    ),
    itemCount: z.int().min(0),
    subtotal: money.describe("The lines' total, before money off; postage is added at checkout."),
    discountCode: z
      .string()
      .nullable()
      .describe("The discount code applied (POST /api/cart/discount), or null."),
    discountCodeProblem: z
      .string()
      .nullable()
      .describe(
        "Why that code does not apply to the cart as it is now (it is then left out of the figures, and an order refuses it until it is removed or applies again), or null.",
      ),
    discounts: z
      .array(z.object({ name: z.string(), amount: money }))
      .describe("Each sale and the code on the goods, by name, in the order they were taken."),
    discount: money.describe("The discounts on the goods together."),
    freePostage: z
      .object({
        name: z.string(),
        cap: money.nullable().describe("The most of the postage it pays; null: all of it."),
        countries: z.array(z.string()).describe("ISO codes it covers; empty: every country."),
      })
      .nullable()
      .describe("A free-postage code, taken off the postage at checkout."),
    clubOffer: z
      .object({
        name: z.string(),
        introPrice: money.describe("What each of the first issues costs."),
        introIssues: z.int().min(1).max(2),
        regularPrice: money.describe("The plan's price from the issue after them."),
      })
      .nullable()
      .describe("A Mail Club offer's code on a plan's cart; it applies when the member joins."),
    total: money.describe("subtotal − discount, before postage."),
    hasSubscription: z.boolean(),
    hasInvalidCombination: z
      .boolean()
      .describe("A Mail Club plan with other items: it cannot be ordered as it is."),
  })
  .meta({ id: "Cart" });
true satisfies Same<z.output<typeof apiCart>, ApiCart>;

export const cartResponse = z
  .object({ success: z.literal(true), cart: apiCart })
  .meta({ id: "CartResponse" });

/** GET /api/cart/tax's answer (server/http/api/cart-tax.ts). */
export const apiCartTax = z
  .object({
    tax: money.describe("The tax on the goods and the postage."),
    taxCents: z.int().min(0),
    shippingTax: money.describe("The postage's part of `tax`."),
    shippingTaxCents: z.int().min(0),
    lines: z.array(z.object({ lineId: z.int(), tax: money, taxCents: z.int().min(0) })),
    inclusive: z
      .boolean()
      .describe('VAT: the buyer is shown prices with the tax included ("incl. VAT").'),
    region: z
      .string()
      .nullable()
      .describe('Where the rate applies ("New York City", "Germany"); null when no tax applies.'),
    rate: z.number().min(0).describe("The rate on taxed goods, in percent (8.875)."),
  })
  .meta({ id: "CartTax" });
export const cartTaxResponse = z.object({ tax: apiCartTax }).meta({ id: "CartTaxResponse" });
true satisfies Same<z.output<typeof apiCartTax>, ApiCartTax>;
