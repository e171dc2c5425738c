import { z } from "zod";
import type { IssueDetail } from "#server/paypal-simulator/errors.ts";

const amountValue = z
  .string()
  .max(32)
  .regex(/^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/);
export const money = z.object({ currency_code: z.string().length(3), value: amountValue });
const returnUrls = { return_url: z.url().max(4000), cancel_url: z.url().max(4000) };

const purchaseUnit = z.object({
  reference_id: z.string().min(1).max(256).optional(),
  invoice_id: z.string().min(1).max(127).optional(),
  custom_id: z.string().min(1).max(127).optional(),
  description: z.string().min(1).max(127).optional(),
  amount: money.extend({
    breakdown: z
      .object({
        item_total: money.optional(),
        tax_total: money.optional(),
        shipping: money.optional(),
        handling: money.optional(),
        insurance: money.optional(),
        shipping_discount: money.optional(),
        discount: money.optional(),
      })
      .optional(),
  }),
  items: z
    .array(
      z.object({
        name: z.string().min(1).max(127),
        quantity: z.string().regex(/^[1-9][0-9]{0,9}$/),
        unit_amount: money,
        tax: money.optional(),
        sku: z.string().min(1).max(127).optional(),
        description: z.string().max(127).optional(),
        category: z.enum(["DIGITAL_GOODS", "PHYSICAL_GOODS", "DONATION"]).optional(),
      }),
    )
    .optional(),
});

/** The part of Orders v2 `order_request` the simulator understands; other fields are ignored. */
export const orderRequestSchema = z.object({
  intent: z.literal("CAPTURE"),
  purchase_units: z.array(purchaseUnit).min(1).max(10),
  payment_source: z
    .object({
      paypal: z
        .object({
          experience_context: z
            .object({ ...returnUrls, brand_name: z.string().max(127).optional() })
            .partial()
            .optional(),
        })
        .optional(),
    })
    .optional(),
  application_context: z.object(returnUrls).partial().optional(),
});

export type OrderRequest = z.infer<typeof orderRequestSchema>;
export type PurchaseUnitRequest = z.infer<typeof purchaseUnit>;

/** Zod's complaints as PayPal's 400 details, each pointing at its field (JSON pointer). */
export function schemaIssues(error: z.ZodError): IssueDetail[] {
  return error.issues.slice(0, 10).map((issue) => ({
    field: `/${issue.path.join("/")}`,
    location: "body",
    issue: paypalIssueOf(issue),
  }));
}

function paypalIssueOf(issue: z.core.$ZodIssue) {
  if (issue.code === "invalid_type" && issue.input === undefined)
    return "MISSING_REQUIRED_PARAMETER";
  if ((issue.code === "too_big" || issue.code === "too_small") && issue.origin === "string") {
    return "INVALID_STRING_LENGTH";
  }
  if (issue.code === "invalid_format") return "INVALID_PARAMETER_SYNTAX";
  return "INVALID_PARAMETER_VALUE";
}
