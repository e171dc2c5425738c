import type { ReactNode } from "react";
import { AccountSection } from "#app/components/account/account-section.tsx";
import { DownloadList } from "#app/components/account/download-list.tsx";
import { PostalAddressBlock } from "#app/components/account/postal-address.tsx";
import type { SummaryLine, SummaryTotals } from "#app/components/checkout/checkout-data.ts";
import { OrderSummary } from "#app/components/checkout/order-summary.tsx";
import { StampMark } from "#app/components/layout/logo.tsx";
import { BuyAgain, PayNow } from "#app/components/orders/order-actions.tsx";
import {
  cancelReasonWords,
  stageHeadings,
  stageLabel,
} from "#app/components/orders/order-stage-words.ts";
import { OrderSteps, type ShownStep } from "#app/components/orders/order-steps.tsx";
import {
  type ConfirmedGift,
  CreateAccountCard,
  YourGift,
} from "#app/components/orders/your-gift.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";
import type { OrderCancelReason } from "#server/db/schema.ts";
import type { DownloadItem } from "#server/downloads/download-items.ts";
import { formatMoney } from "#server/lib/money.ts";
import {
  isConfirmedStage,
  type OrderStage,
  type OrderTracking,
} from "#server/orders/order-progress.ts";
import { paymentMessages } from "#server/payments/payment-services.ts";
import type { TaxLine } from "#server/tax/tax-label.ts";

/** An order as its page shows it to its buyer; times are worded in the shop's time zone. */
export interface BuyerOrder {
  stage: OrderStage;
  orderNumber: string;
  customerEmail: string;
  /** Downloads only: nothing is posted. */
  digital: boolean;
  /** The files the order delivers while they can be downloaded. */
  downloads: DownloadItem[];
  lines: SummaryLine[];
  totals: SummaryTotals;
  /** Each discount the order used, by name, with what it took off. */
  discounts: { name: string; amountCents: number }[];
  /** What gift cards and store credit paid of the total, each by name. */
  balancePayments: { label: string; amountCents: number }[];
  /** Where the tax was owed and at what rate; null when none applied. */
  tax: TaxLine | null;
  /** The paid order's receipt (PDF); null before it is paid. */
  receiptUrl: string | null;
  /** Where it goes, as the country's post writes it. */
  shippingAddressLines: string[];
  steps: ShownStep[];
  tracking: OrderTracking | null;
  /** How it is posted, in the maker's words ("Tracked parcel: 2–4 days…"); null for downloads. */
  shipping: { method: string; description: string } | null;
  /** While it waits for payment: until when its items are held. */
  holdEndsAt: string | null;
  cancelReason: OrderCancelReason | null;
  /** When a refund went back, worded. */
  refundedAt: string | null;
  /**
   * Some line is a download: buying it again asks for the acknowledgment again, in these words
   * (from the loader: the page's script need not carry them); null otherwise.
   */
  downloadAcknowledgment: string | null;
  /**
   * "Coming with your March 2027 Mail Club issue" for an order riding in the member's envelope
   * (decision 030); null for one posted on its own.
   */
  rideAlong?: string | null;
  /** The gift membership the order bought (decision 029); null for any other order. */
  gift?: ConfirmedGift | null;
}

/**
 * The one page of an order for its buyer (spec §2 Order complete, decisions.md 22): its status
 * in words and its steps, the items, where it goes, and what happens next for this status and
 * this way of posting. 'Order Confirmed!' only once it is paid; an unpaid order offers to pay,
 * one that ended unpaid or was refunded offers to buy the same again.
 */
export function OrderPage({
  order,
  signedIn,
  reply,
}: {
  order: BuyerOrder;
  signedIn: boolean;
  /** The answer to the buyer's last action on the page (pay, buy again, the gift's link). */
  reply?: unknown;
}) {
  const heading = stageHeadings[order.stage];
  const confirmed = isConfirmedStage(order.stage);
  const gone = order.stage === "cancelled" || order.stage === "lapsed";
  return (
    <div className="mx-auto max-w-5xl px-5 pt-8 pb-16 sm:px-6 md:pt-12">
      <header className="relative mb-8 flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-[0.2em] text-sage-deep uppercase">
          {heading.eyebrow}
        </p>
        <h1 className="text-3xl font-semibold sm:text-4xl">{heading.title}</h1>
        <p className="text-lg text-ink-soft">
          Order <span className="font-mono font-semibold text-ink">#{order.orderNumber}</span>
        </p>
        <p className="text-ink-soft">
          Status:{" "}
          <span className="font-semibold text-ink" data-testid="order-status">
            {stageLabel(order.stage)}
          </span>
        </p>
        <StageLead order={order} />
        {confirmed ? (
          <StampMark className="absolute top-0 right-0 hidden size-14 rotate-6 opacity-90 sm:block" />
        ) : null}
      </header>

      {order.stage === "awaiting_payment" ? <PayNow order={order} reply={reply} /> : null}
      {gone || order.stage === "refunded" ? <BuyAgain order={order} reply={reply} /> : null}

      {/* On a phone the summary comes first; on a wide screen it stands on the right. */}
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <OrderSummary
          id="placed-order"
          lines={order.lines}
          totals={order.totals}
          moneyOff={{ applied: order.discounts, freePostage: null }}
          tax={order.tax}
          paidBy={{
            parts: order.balancePayments,
            paypalTerm:
              order.stage === "awaiting_payment" ? "To pay with PayPal" : "Paid with PayPal",
          }}
          className="lg:col-start-2 lg:row-start-1"
        >
          {order.receiptUrl ? (
            <p className="mt-4 text-sm">
              <a href={order.receiptUrl} className="font-semibold text-clay underline">
                Download the receipt (PDF)
              </a>
            </p>
          ) : null}
        </OrderSummary>
        <div className="flex flex-col gap-8 lg:col-start-1 lg:row-start-1">
          <AccountSection id="order-progress" title="Progress" tape="sage">
            <OrderSteps steps={order.steps} tracking={order.tracking} />
          </AccountSection>
          {order.downloads.length > 0 ? (
            <AccountSection id="your-downloads" title="Your Downloads" tape="sage">
              <DownloadList items={order.downloads} />
            </AccountSection>
          ) : null}
          {order.digital ? (
            <AccountSection id="delivery" title="Digital delivery" tape="clay">
              <p className="text-ink-soft">
                {confirmed || order.stage === "shipped" || order.stage === "delivered"
                  ? "Nothing to post: download your files here, or from the links in your confirmation e-mail."
                  : "Nothing to post: the files are yours to download once the order is paid."}
              </p>
            </AccountSection>
          ) : (
            <>
              <AccountSection id="shipping-to" title="Shipping to" tape="clay">
                <PostalAddressBlock
                  className="leading-relaxed"
                  lines={order.shippingAddressLines}
                />
                {order.shipping ? <ShippingMethodNote shipping={order.shipping} /> : null}
              </AccountSection>
              {order.gift ? (
                <YourGift gift={order.gift} reply={reply} />
              ) : confirmed || order.stage === "shipped" ? (
                <AccountSection id="whats-next" title="What's Next?" tape="mustard">
                  <WhatsNext order={order} />
                </AccountSection>
              ) : null}
            </>
          )}
          {signedIn ? null : <CreateAccountCard />}
        </div>
      </div>

      <div className="mt-10 flex flex-wrap gap-3">
        <LinkButton to="/">Return to Home</LinkButton>
        <LinkButton to="/products" variant="secondary">
          Continue Shopping
        </LinkButton>
        {signedIn ? (
          <LinkButton to="/account" variant="secondary">
            View My Orders
          </LinkButton>
        ) : null}
      </div>
    </div>
  );
}

/** The sentence under the heading: what this stage means for the buyer. */
function StageLead({ order }: { order: BuyerOrder }) {
  const text: Record<OrderStage, ReactNode> = {
    awaiting_payment: `Your items are held for you until ${order.holdEndsAt ?? "shortly"}. Pay with PayPal to complete the order.`,
    under_review: paymentMessages.pending,
    lapsed:
      "We held your items while you paid, and that time ran out before the payment. Nothing was charged.",
    paid: receiptLine(order.customerEmail),
    processing: receiptLine(order.customerEmail),
    shipped: "It has left the studio and is on its way to you.",
    delivered: "It has arrived. We hope you enjoy it!",
    cancelled: `${cancelReasonWords[order.cancelReason ?? "unknown"]} Nothing was charged.`,
    refunded: `We refunded ${formatMoney(order.totals.totalCents)}${order.refundedAt ? ` on ${order.refundedAt}` : ""}. PayPal returns it the way you paid; it can take a few days to show.`,
  };
  return <p className="text-ink-soft">{text[order.stage]}</p>;
}

function receiptLine(email: string) {
  return (
    <>
      A receipt is on its way to <span className="break-all">{email}</span>.
    </>
  );
}

function ShippingMethodNote({ shipping }: { shipping: NonNullable<BuyerOrder["shipping"]> }) {
  return (
    <p className="mt-4 text-sm text-ink-soft">
      <span className="font-semibold text-ink">{shipping.method}</span>
      {shipping.description ? `: ${shipping.description}` : null}
    </p>
  );
}

/** After payment: when it is posted and how the buyer hears of it, true to the method. */
function WhatsNext({ order }: { order: BuyerOrder }) {
  if (order.rideAlong) {
    return (
      <>
        <p className="font-semibold">{order.rideAlong}</p>
        <p className="mt-2 text-ink-soft">
          It waits for your issue and comes in the same envelope, with no postage. We e-mail you
          when the issue is on its way.
        </p>
      </>
    );
  }
  if (order.stage === "shipped") {
    return (
      <p className="text-ink-soft">
        {order.tracking
          ? "Follow it with the tracking number above. "
          : "This way of posting has no tracking number. "}
        If it has not arrived by the end of the time above, write to us and we will sort it out.
      </p>
    );
  }
  return (
    <p className="text-ink-soft">
      You'll get an e-mail when your order ships, with its tracking number if it has one (see how it
      is posted, above). Most orders ship within 1-2 business days.
    </p>
  );
}
