/**
 * The demo confirmation's order data (spec §2 Order confirmation, §3, §4; decisions.md 14):
 * passed in the navigation's state, read defensively since anything may arrive there.
 */

export interface DemoOrder {
  customerNumber: string;
  bannerText: string;
  totalCents: number;
  items: { key: string; title: string; quantity: number; lineTotalCents: number; type: string }[];
  customerInfo: { fullName: string; email: string; phone: string };
  paymentMethod: string;
}

const paymentLabels: Record<string, string> = {
  "credit-card": "Credit Card",
  "apple-pay": "Apple Pay",
  paypal: "PayPal",
  venmo: "Venmo",
};

/** spec §9: the demo total defaults to 50.97. */
const DEFAULT_TOTAL_CENTS = 5097;

/** 'SM' and six digits (spec §4 Confirmation (demo)). */
export function randomCustomerNumber(random: () => number = Math.random) {
  return `SM${String(Math.floor(random() * 1_000_000)).padStart(6, "0")}`;
}

function text(value: unknown, max = 200) {
  return typeof value === "string" ? value.trim().slice(0, max) : "";
}

function dollarsToCents(value: unknown) {
  const amount = typeof value === "string" ? Number.parseFloat(value) : value;
  return typeof amount === "number" && Number.isFinite(amount) && amount >= 0
    ? Math.round(amount * 100)
    : null;
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The demo order from the navigation state, with the spec's defaults for what is missing. */
export function readDemoOrder(state: unknown, fallbackCustomerNumber: string): DemoOrder {
  const data = record(record(state).orderData ?? state);
  const items = (Array.isArray(data.items) ? data.items : []).slice(0, 50).map((raw, index) => {
    const item = record(raw);
    const quantity = Math.max(1, Math.min(999, Math.floor(Number(item.quantity) || 1)));
    const price = dollarsToCents(item.price) ?? 0;
    return {
      key: `${index}-${text(item.id, 40)}`,
      title: text(item.title) || "Product",
      quantity,
      lineTotalCents: price * quantity,
      type: text(item.type, 20),
    };
  });
  const customer = record(data.customerInfo);
  const method = text(data.selectedPaymentMethod, 20);
  return {
    customerNumber: text(data.customerNumber, 40) || fallbackCustomerNumber,
    bannerText: text(data.bannerText, 500),
    totalCents: dollarsToCents(data.total) ?? DEFAULT_TOTAL_CENTS,
    items,
    customerInfo: {
      fullName: text(customer.fullName),
      email: text(customer.email),
      phone: text(customer.phone, 40),
    },
    paymentMethod: paymentLabels[method] ?? "",
  };
}
