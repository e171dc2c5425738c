import { type RouterContextProvider, redirect } from "react-router";
import { currentCustomer, signInFirst } from "#app/server/session.server.ts";
import { shopTimeZone } from "#app/server/shop-time.server.ts";
import { appContext } from "#server/context.ts";
import type { Database } from "#server/db/client.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import { mayViewOrder } from "#server/orders/get-order.ts";

export interface OrderDocument {
  /** The PDF for the order, or null when it has none (not paid, not a gift…). */
  make(db: Database, orderId: number, timeZone: string): Promise<Uint8Array | null>;
  fileName(orderId: number): string;
  messages: { notFound: string; failed: string };
  /** What the log says when making it failed. */
  failure: string;
}

/**
 * A paper of one order named in the query (?order=…&key=…), for whoever may see the order:
 * its signed-in customer or the guest holding its key. A visitor with neither is asked to sign
 * in, as on the order's page; anyone else, or an order without the paper: the same plain 404,
 * no hint which.
 */
export async function answerOrderDocument(
  request: Request,
  context: Readonly<RouterContextProvider>,
  document: OrderDocument,
) {
  const { db, logger } = context.get(appContext);
  const url = new URL(request.url);
  const orderId = parseRowId(url.searchParams.get("order"));
  try {
    const customer = await currentCustomer(request, context);
    const accessKey = url.searchParams.get("key");
    if (!customer && !accessKey) return redirect(signInFirst(request, "order"));
    const viewer = { customerId: customer?.id ?? null, accessKey };
    const allowed = orderId !== null && (await mayViewOrder(db, orderId, viewer));
    const pdf = allowed ? await document.make(db, orderId, await shopTimeZone(context)) : null;
    if (!pdf || orderId === null) return plainAnswer(404, document.messages.notFound);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${document.fileName(orderId)}"`,
        "Cache-Control": "private, no-store",
        "Referrer-Policy": "no-referrer",
      },
    });
  } catch (error) {
    logger.error({ err: error }, document.failure);
    return plainAnswer(503, document.messages.failed);
  }
}

function plainAnswer(status: number, message: string) {
  return new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
