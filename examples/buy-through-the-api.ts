/**
 * Buying from a Washi shop through its JSON API alone, as a mobile app or a partner site would:
 * browse a product type, fill a guest cart, see the postage, order, pay with PayPal and read
 * the order back. No cookie is ever sent: the cart is named by its X-Cart-Token and the order
 * by the key its creation answers.
 *
 *   node examples/buy-through-the-api.ts http://localhost:3000
 *
 * against a shop started with `npm start` (its PayPal simulator stands in for the buyer's
 * approval at PayPal; a real app sends the buyer to `approvalUrl` instead).
 */
import { createWashiClient, refusalMessage } from "../client/washi-client.ts";

const shipTo = {
  firstName: "Mina",
  lastName: "Park",
  address1: "12 Paper Lane",
  city: "Portland",
  state: "OR",
  zipCode: "97201",
  country: "US",
};

export interface Purchase {
  orderNumber: string;
  status: string;
  total: number;
  items: { title: string; quantity: number; price: number }[];
}

export async function buyThroughTheApi(
  shopUrl: string,
  buyer: { email: string; name: string },
  options: {
    fetch?: typeof fetch;
    /** The buyer's approval at PayPal; here, on the shop's PayPal simulator. */
    approve?: (approvalUrl: string) => Promise<void>;
  } = {},
): Promise<Purchase> {
  const { api } = createWashiClient(shopUrl, { fetch: options.fetch });
  const approve =
    options.approve ?? ((approvalUrl: string) => approveInSimulator(approvalUrl, options.fetch));
  const must = <T>(answer: { data?: T; error?: unknown }) => {
    if (answer.data === undefined) throw new Error(refusalMessage(answer.error));
    return answer.data;
  };

  // Browse: the sticker sheets in stock, and the first of them.
  const stickers = must(
    await api.GET("/api/products", {
      params: { query: { product_type: "stickers", pageSize: 12 } },
    }),
  );
  const sheet = stickers.data.find(
    (product) => product.is_available && product.kind === "physical",
  );
  if (!sheet) throw new Error("No sticker sheet is in stock.");

  // A guest cart: the first add makes it (the client keeps its X-Cart-Token).
  must(await api.POST("/api/cart/items", { body: { productId: sheet.id, quantity: 2 } }));
  const postage = must(
    await api.GET("/api/shipping-options", { params: { query: { country: shipTo.country } } }),
  );
  const { quotes } = postage.shipping;
  const offered = quotes.needsPostage && quotes.priced ? quotes.options : [];
  const cheapest = offered.toSorted((a, b) => a.priceCents - b.priceCents)[0];

  // The order, from the cart: the shop prices it from its own database.
  const placed = must(
    await api.POST("/api/orders/create", {
      body: {
        shippingAddress: shipTo,
        shippingMethodId: cheapest?.methodId,
        customerEmail: buyer.email,
        customerName: buyer.name,
      },
    }),
  );
  const orderId = placed.order.id;
  const key = placed.accessKey;

  const payment = must(
    await api.POST("/api/payments/create-paypal-order", { body: { orderId, key } }),
  );
  if (!payment.approvalUrl) throw new Error("PayPal gave no page to approve the payment on.");
  await approve(payment.approvalUrl);
  must(
    await api.POST("/api/payments/capture", {
      body: { orderId, paypalOrderId: payment.paypalOrderId },
    }),
  );

  const { order } = must(
    await api.GET("/api/orders/{id}", { params: { path: { id: orderId }, query: { key } } }),
  );
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    total: order.total,
    items: order.items.map(({ title, quantity, price }) => ({ title, quantity, price })),
  };
}

/**
 * The buyer's approval on the PayPal simulator's page (the shop's /paypal-simulator): its
 * form, sent as a browser would, paying with the PayPal balance.
 */
export async function approveInSimulator(approvalUrl: string, send: typeof fetch = fetch) {
  const url = new URL(approvalUrl);
  const answer = await send(new URL(url.pathname, url), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token: url.searchParams.get("token") ?? "", choice: "balance" }),
    redirect: "manual",
  });
  if (answer.status !== 303) throw new Error(`The simulator answered ${answer.status}.`);
}

if (import.meta.main) {
  const shopUrl = process.argv[2] ?? "http://localhost:3000";
  const purchase = await buyThroughTheApi(shopUrl, {
    email: `api-buyer-${Date.now()}@example.com`,
    name: "Mina Park",
  });
  console.log(JSON.stringify(purchase, null, 2));
}
