import { AccountDetail, AccountSection } from "#app/components/account/account-section.tsx";
import type { DemoOrder } from "#app/components/checkout/demo-order.ts";
import { LinkButton } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { formatMoney } from "#server/lib/money.ts";

/**
 * The demo order confirmation (spec §2, decisions.md 14): what a finished template order
 * would look like, with the Demo Notice saying no payment was taken and no order placed.
 */
export function DemoConfirmation({ order, shareUrl }: { order: DemoOrder; shareUrl: string }) {
  const hasBanner = order.bannerText !== "" && order.items.some((item) => item.type === "painted");
  return (
    <div className="mx-auto max-w-4xl px-5 pt-8 pb-16 sm:px-6 md:pt-12">
      <header className="mb-8 flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-[0.2em] text-sage-deep uppercase">
          Thank you!
        </p>
        <h1 className="text-3xl font-semibold sm:text-4xl">Order Confirmed!</h1>
        <p className="text-lg text-ink-soft">
          Customer number{" "}
          <span className="font-mono font-semibold text-ink">{order.customerNumber}</span>
        </p>
      </header>

      <FormAlert tone="notice" title="Demo Notice" className="mb-8">
        This is a demonstration page. No payment is processed and no order is placed.
      </FormAlert>

      <div className="flex flex-col gap-8">
        <AccountSection id="demo-summary" title="Order Summary" tape="sage">
          {order.items.length > 0 ? (
            <ul className="flex flex-col gap-2.5">
              {order.items.map((item) => (
                <li key={item.key} className="flex items-start justify-between gap-4 text-sm">
                  <span className="min-w-0 break-words text-ink-soft">
                    {item.title} x {item.quantity}
                  </span>
                  <span className="shrink-0 font-medium tabular-nums">
                    {formatMoney(item.lineTotalCents)}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          <dl className="mt-4 grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2">
            <AccountDetail term="Delivery method">Digital Download</AccountDetail>
            {order.paymentMethod ? (
              <AccountDetail term="Payment method">{order.paymentMethod}</AccountDetail>
            ) : null}
            {order.customerInfo.fullName ? (
              <AccountDetail term="Name">{order.customerInfo.fullName}</AccountDetail>
            ) : null}
            {order.customerInfo.email ? (
              <AccountDetail term="Email">
                <span className="break-all">{order.customerInfo.email}</span>
              </AccountDetail>
            ) : null}
            {order.customerInfo.phone ? (
              <AccountDetail term="Phone">{order.customerInfo.phone}</AccountDetail>
            ) : null}
          </dl>
          <p className="mt-5 flex items-baseline justify-between gap-4 border-t border-line pt-4">
            <span className="text-lg font-semibold">Total</span>
            <span className="font-display text-2xl font-semibold tabular-nums">
              {formatMoney(order.totalCents)}
            </span>
          </p>
        </AccountSection>

        {hasBanner ? (
          <AccountSection id="painted-banner" title="Custom Painted Banner" tape="clay">
            <p className="text-ink-soft">Your banner will read:</p>
            <blockquote className="mt-2 font-display text-xl break-words text-ink">
              “{order.bannerText}”
            </blockquote>
          </AccountSection>
        ) : null}

        <AccountSection id="what-next" title="What Happens Next?" tape="mustard">
          <ol className="flex list-decimal flex-col gap-2 pl-5 text-ink-soft">
            <li>You receive an e-mail with your download links.</li>
            <li>Download your templates and save them somewhere safe.</li>
            <li>Print, write, and enjoy — questions are always welcome.</li>
          </ol>
        </AccountSection>

        <AccountSection id="share" title="Share the love">
          <p className="text-ink-soft">Tell a friend about the studio.</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <ShareLink
              href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(shareUrl)}`}
              label="Facebook"
            />
            <ShareLink
              href={`https://pinterest.com/pin/create/button/?url=${encodeURIComponent(shareUrl)}`}
              label="Pinterest"
            />
          </div>
        </AccountSection>
      </div>

      <div className="mt-10 flex flex-wrap gap-3">
        <LinkButton to="/">Return to Home</LinkButton>
        <LinkButton to="/templates" variant="secondary">
          Browse Templates
        </LinkButton>
      </div>
    </div>
  );
}

function ShareLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 items-center rounded-pill border border-line-strong bg-paper-raised px-5 font-semibold text-ink hover:border-ink hover:bg-paper-deep"
    >
      Share on {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
