import type { Context } from "hono";
import { z } from "zod";
import { valueToCents } from "#server/payments/paypal/money.ts";
import { lockCapture } from "#server/paypal-simulator/capture-records.ts";
import type { SimulatorContext } from "#server/paypal-simulator/context.ts";
import { refusal, respondWithError } from "#server/paypal-simulator/errors.ts";
import { simulatorId } from "#server/paypal-simulator/ids.ts";
import { applyMockResponse } from "#server/paypal-simulator/mock-response.ts";
import { money, schemaIssues } from "#server/paypal-simulator/order-request.ts";
import { refundView, responseShapeOf } from "#server/paypal-simulator/order-view.ts";
import { readJsonBody, requestIdOf } from "#server/paypal-simulator/read-json-body.ts";
import { writeRecord } from "#server/paypal-simulator/records.ts";
import { answerOnce, sendAnswer } from "#server/paypal-simulator/request-ids.ts";
import type {
  SimulatedCapture,
  SimulatedRefund,
} from "#server/paypal-simulator/simulated-order.ts";
import { queueRefundEvent, sendWebhookEvent } from "#server/paypal-simulator/webhooks.ts";

const operation = "captures.refund";

/** Payments v2 `refund_request`; `payment_instruction` (marketplaces) is ignored. */
const refundRequestSchema = z.object({
  amount: money.optional(),
  invoice_id: z.string().min(1).max(127).optional(),
  custom_id: z.string().min(1).max(127).optional(),
  note_to_payer: z.string().min(1).max(255).optional(),
});
type RefundRequest = z.infer<typeof refundRequestSchema>;

/**
 * POST /v2/payments/captures/{capture_id}/refund: refunds the whole capture (201), once per
 * PayPal-Request-Id, and queues PAYMENT.CAPTURE.REFUNDED. Partial refunds are refused as
 * PayPal refuses them to merchants that may not make any (PARTIAL_REFUND_NOT_ALLOWED).
 */
export async function refundCapture(c: Context, context: SimulatorContext) {
  const forced = await applyMockResponse(c);
  if (forced) return forced;
  const json = await readJsonBody(c);
  if (json === undefined) {
    return respondWithError(c, 400, [{ issue: "INVALID_PARAMETER_SYNTAX" }], "payments");
  }
  const parsed = refundRequestSchema.safeParse(json);
  if (!parsed.success) return respondWithError(c, 400, refundIssues(parsed.error), "payments");
  const captureId = c.req.param("id") ?? "";
  const shape = responseShapeOf(c.req.header("prefer"));
  const now = context.clock();
  let eventId: string | undefined;
  const answer = await context.db.transaction(async (tx) => {
    const found = await lockCapture(tx, captureId);
    if (!found) return refusal(404, "INVALID_RESOURCE_ID", "payments");
    const { order, payments, capture } = found;
    return answerOnce(tx, { operation, requestId: requestIdOf(c), now }, async () => {
      const issue = refundIssue(capture, parsed.data);
      if (issue) return refusal(422, issue, "payments");
      const refund = fullRefund(capture, parsed.data, now);
      payments.refunds = [...(payments.refunds ?? []), refund];
      order.update_time = now.toISOString();
      await writeRecord(tx, "order", order.id, order);
      eventId = await queueRefundEvent(tx, context, refund);
      const view = refundView(refund, context.publicBaseUrl);
      const body =
        shape === "minimal" ? { id: view.id, status: view.status, links: view.links } : view;
      return { status: 201, body };
    });
  });
  if (eventId) void sendWebhookEvent(context, eventId);
  return sendAnswer(c, answer);
}

/**
 * The refund's 400 lists only MISSING_REQUIRED_PARAMETER, INVALID_STRING_LENGTH and
 * INVALID_PARAMETER_SYNTAX, which also stands for any other unreadable body here.
 */
function refundIssues(error: z.ZodError) {
  return schemaIssues(error).map((detail) =>
    detail.issue === "INVALID_PARAMETER_VALUE"
      ? { ...detail, issue: "INVALID_PARAMETER_SYNTAX" }
      : detail,
  );
}

function refundIssue(capture: SimulatedCapture, request: RefundRequest): string | undefined {
  if (capture.status === "REFUNDED") return "CAPTURE_FULLY_REFUNDED";
  if (capture.status !== "COMPLETED") return "REFUND_NOT_ALLOWED";
  if (!request.amount) return undefined;
  if (request.amount.currency_code !== capture.amount.currency_code) {
    return "REFUND_CAPTURE_CURRENCY_MISMATCH";
  }
  if (request.amount.value.startsWith("-")) return "CANNOT_BE_ZERO_OR_NEGATIVE";
  const cents = valueToCents(request.amount.value);
  if (cents === undefined) return "DECIMAL_PRECISION";
  if (cents === 0) return "CANNOT_BE_ZERO_OR_NEGATIVE";
  const captured = valueToCents(capture.amount.value) ?? 0;
  if (cents > captured) return "REFUND_AMOUNT_EXCEEDED";
  if (cents < captured) return "PARTIAL_REFUND_NOT_ALLOWED";
  return undefined;
}

/** Refunds the whole capture, which becomes REFUNDED. */
function fullRefund(capture: SimulatedCapture, request: RefundRequest, now: Date): SimulatedRefund {
  const amount = { ...capture.amount };
  const invoiceId = request.invoice_id ?? capture.invoice_id;
  const customId = request.custom_id ?? capture.custom_id;
  capture.status = "REFUNDED";
  capture.update_time = now.toISOString();
  return {
    id: simulatorId(),
    captureId: capture.id,
    status: "COMPLETED",
    amount,
    ...(invoiceId ? { invoice_id: invoiceId } : {}),
    ...(customId ? { custom_id: customId } : {}),
    ...(request.note_to_payer ? { note_to_payer: request.note_to_payer } : {}),
    seller_payable_breakdown: {
      gross_amount: amount,
      paypal_fee: { currency_code: amount.currency_code, value: "0.00" },
      net_amount: amount,
      total_refunded_amount: amount,
    },
    create_time: now.toISOString(),
    update_time: now.toISOString(),
  };
}
