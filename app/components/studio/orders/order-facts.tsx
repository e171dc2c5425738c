import type { ReactNode } from "react";
import { trackingUrl } from "#app/components/account/order-format.ts";
import { PostalAddressBlock } from "#app/components/account/postal-address.tsx";
import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import type { OrderTaxRecord } from "#server/db/schema.ts";
import { formatMoney } from "#server/lib/money.ts";
import { rideAlongNote } from "#server/mail-club/ride-along/ride-along-messages.ts";
import type { OrderView } from "./order-view.ts";

const link = "font-semibold break-all text-clay-deep underline underline-offset-4";

/** A term and its value; a dash stands for nothing stored. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{term}</dt>
      <dd className="break-words">{children ?? "—"}</dd>
    </div>
  );
}

/** Who bought it and where it goes. */
export function CustomerFacts({ order }: { order: OrderView }) {
  return (
    <StudioPanel title="Customer">
      <dl className="flex flex-col gap-3">
        <Fact term="Name">
          {order.customerName}{" "}
          <span className="text-ink-soft">({order.customerId ? "account" : "guest"})</span>
        </Fact>
        <Fact term="E-mail">
          <a href={`mailto:${order.customerEmail}`} className={link}>
            {order.customerEmail}
          </a>
        </Fact>
        <Fact term="Phone">{order.customerPhone || null}</Fact>
        {order.kind === "digital" ? (
          <Fact term="Delivery">
            Digital delivery: nothing to post.
            <PostalAddressBlock lines={order.shippingAddressLines} className="mt-1" />
          </Fact>
        ) : (
          <>
            <Fact term="Ship to">
              <PostalAddressBlock lines={order.shippingAddressLines} />
            </Fact>
            <Fact term="Bill to">
              {order.billingAddressLines ? (
                <PostalAddressBlock lines={order.billingAddressLines} />
              ) : (
                "Same as shipping"
              )}
            </Fact>
            <Fact term="Shipping method">
              {/* Orders placed before postage was priced say "standard". */}
              {order.shippingMethod === "standard" ? "Standard" : order.shippingMethod}
              {rideAlongNote(order) ? (
                <span className="block text-ink-soft">{rideAlongNote(order)}</span>
              ) : null}
            </Fact>
          </>
        )}
      </dl>
    </StudioPanel>
  );
}

/** PayPal's ids and times, and the tracking once shipped. */
export function PaymentFacts(props: { order: OrderView; formatTime: (iso: string) => string }) {
  const { order, formatTime } = props;
  const trackingPage = trackingUrl(order.trackingCarrier, order.trackingNumber);
  const tracking = order.trackingNumber
    ? `${order.trackingCarrier ?? ""} ${order.trackingNumber}`
    : null;
  return (
    <StudioPanel title="Payment and shipping">
      <dl className="flex flex-col gap-3">
        <Fact term="PayPal order ID">
          {order.paypalOrderId ? <code className="font-mono">{order.paypalOrderId}</code> : null}
        </Fact>
        <Fact term="PayPal capture ID">
          {order.paypalCaptureId ? (
            <code className="font-mono">{order.paypalCaptureId}</code>
          ) : null}
        </Fact>
        <Fact term="Paid at">{order.paidAt ? formatTime(order.paidAt) : null}</Fact>
        {order.balancePayments.length > 0 ? (
          <Fact term="Paid by balances">
            {order.balancePayments
              .map((part) => `${part.label} ${formatMoney(part.amountCents)}`)
              .join(", ")}
            {`; PayPal ${formatMoney(order.totalCents - order.balancePaidCents)}`}
          </Fact>
        ) : null}
        <Fact term="Tax">{order.tax ? taxFacts(order.tax) : "None applied"}</Fact>
        {order.paypalRefundId || order.refundedAt ? (
          <>
            <Fact term="PayPal refund ID">
              {order.paypalRefundId ? (
                <code className="font-mono">{order.paypalRefundId}</code>
              ) : null}
            </Fact>
            <Fact term="Refunded at">{order.refundedAt ? formatTime(order.refundedAt) : null}</Fact>
          </>
        ) : null}
        <Fact term="Tracking">
          {tracking && trackingPage ? (
            <a href={trackingPage} target="_blank" rel="noopener noreferrer" className={link}>
              {tracking.trim()}
              <span className="sr-only"> (opens the carrier's tracking page in a new tab)</span>
            </a>
          ) : (
            tracking?.trim() || null
          )}
        </Fact>
        <Fact term="Shipped at">{order.shippedAt ? formatTime(order.shippedAt) : null}</Fact>
      </dl>
    </StudioPanel>
  );
}

/** Where the tax was owed, the rate's source and the evidence of where the buyer is. */
function taxFacts(tax: OrderTaxRecord) {
  const evidence = tax.evidence;
  const placed =
    evidence.basis === "delivery_address"
      ? `delivery address in ${evidence.deliveryCountry ?? "?"}`
      : [
          evidence.billingCountry && `billing country ${evidence.billingCountry}`,
          evidence.payerCountry && `PayPal payer in ${evidence.payerCountry}`,
          evidence.declaredCountry && `declared ${evidence.declaredCountry}`,
        ]
          .filter(Boolean)
          .join(", ");
  return `${tax.jurisdiction} · ${tax.regionName}${tax.inclusive ? " (VAT included)" : ""} · rate from ${tax.source} · evidence: ${placed}`;
}
