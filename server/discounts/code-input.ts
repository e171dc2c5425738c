import { z } from "zod";
import { discountMessages } from "#server/discounts/discount-messages.ts";

/** POST /api/cart/discount's body: the code as typed. */
export const cartDiscountInput = z.object({
  code: z
    .string({ error: discountMessages.codeRequired })
    .trim()
    .min(1, { error: discountMessages.codeRequired })
    .max(64, { error: discountMessages.notValid }),
});
