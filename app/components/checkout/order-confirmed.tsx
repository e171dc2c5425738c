import { AccountSection } from "#app/components/account/account-section.tsx";
import { DownloadList } from "#app/components/account/download-list.tsx";
import { PostalAddressBlock } from "#app/components/account/postal-address.tsx";
import type { SummaryLine, SummaryTotals } from "#app/components/checkout/checkout-data.ts";
import { OrderSummary } from "#app/components/checkout/order-summary.tsx";
import { StampMark } from "#app/components/layout/logo.tsx";
import { Button, LinkButton } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { refusalOf } from "#app/forms/form-reply.ts";
import type { DownloadItem } from "#server/downloads/download-items.ts";
import type { GiftSummary } from "#server/mail-club/gifts/gift-wording.ts";

/** A gift membership's order: the gift worded on the server, and its card's link once paid. */
export interface ConfirmedGift extends GiftSummary {
  /** The printable card (with the guest's key), when the gifter tells them and it is paid. */
  cardUrl: string | null;
}

export interface ConfirmedOrder {
  /** Downloads only: nothing is posted. */
  digital: boolean;
  /** The files the order delivers (none for an order of physical goods). */
  downloads: DownloadItem[];
  orderNumber: string;
  customerEmail: string;
  lines: SummaryLine[];
  totals: SummaryTotals;
  /** Where it goes, as the country's post writes it. */
  shippingAddressLines: string[];
  /**
   * "Coming with your March 2027 Mail Club issue" for an order riding in the member's envelope
   * (decision 030); null for one posted on its own.
   */
  rideAlong?: string | null;
  /** The gift membership the order bought (decision 029); null for any other order. */
  gift?: ConfirmedGift | null;
}

/**
 * 'Order Confirmed!' (spec §2 Order complete): the order number, its items and totals, where
 * it goes, what happens next, and the ways on: home, the shop, and 'View My Orders' for a
 * customer or 'Create an Account' for a guest.
 */
export function OrderConfirmed({
  order,
  signedIn,
  pendingNotice,
  giftReply,
}: {
  order: ConfirmedOrder;
  signedIn: boolean;
  /** While PayPal reviews the payment: what to tell the buyer. */
  pendingNotice?: string;
  /** The answer to the gifter's last change to the gift's link. */
  giftReply?: unknown;
}) {
  return (
    <div className="mx-auto max-w-5xl px-5 pt-8 pb-16 sm:px-6 md:pt-12">
      <header className="relative mb-8 flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-[0.2em] text-sage-deep uppercase">
          Thank you for your purchase
        </p>
        <h1 className="text-3xl font-semibold sm:text-4xl">Order Confirmed!</h1>
        <p className="text-lg text-ink-soft">
          Order <span className="font-mono font-semibold text-ink">#{order.orderNumber}</span>
        </p>
        <p className="text-ink-soft">
          A receipt is on its way to <span className="break-all">{order.customerEmail}</span>.
        </p>
        <StampMark className="absolute top-0 right-0 hidden size-14 rotate-6 opacity-90 sm:block" />
      </header>

      {pendingNotice ? (
        <FormAlert tone="notice" title="Payment pending review" className="mb-8">
          {pendingNotice}
        </FormAlert>
      ) : null}
      {/* On a phone the summary comes first; on a wide screen it stands on the right. */}
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <OrderSummary
          id="placed-order"
          lines={order.lines}
          totals={order.totals}
          className="lg:col-start-2 lg:row-start-1"
        />
        <div className="flex flex-col gap-8 lg:col-start-1 lg:row-start-1">
          {order.downloads.length > 0 ? (
            <AccountSection id="your-downloads" title="Your Downloads" tape="sage">
              <DownloadList items={order.downloads} />
            </AccountSection>
          ) : null}
          {order.digital ? (
            <AccountSection id="delivery" title="Digital delivery" tape="clay">
              <p className="text-ink-soft">
                Nothing to post: download your files here, or from the links in your confirmation
                e-mail.
              </p>
            </AccountSection>
          ) : (
            <>
              <AccountSection id="shipping-to" title="Shipping to" tape="clay">
                <PostalAddressBlock
                  className="leading-relaxed"
                  lines={order.shippingAddressLines}
                />
              </AccountSection>
              {order.gift ? (
                <YourGift gift={order.gift} reply={giftReply} />
              ) : (
                <AccountSection id="whats-next" title="What's Next?" tape="mustard">
                  {order.rideAlong ? (
                    <>
                      <p className="font-semibold">{order.rideAlong}</p>
                      <p className="mt-2 text-ink-soft">
                        It waits for your issue and comes in the same envelope, with no postage. We
                        e-mail you when the issue is on its way.
                      </p>
                    </>
                  ) : (
                    <p className="text-ink-soft">
                      You'll get a confirmation e-mail with tracking once your order ships. Most
                      orders ship within 1-2 business days.
                    </p>
                  )}
                </AccountSection>
              )}
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

/**
 * Whom the gift is for, its issues, and how they hear of it: an e-mail's day, or the card.
 * Once paid, whether an account holds it, and the gifter's say over its link.
 */
function YourGift({ gift, reply }: { gift: ConfirmedGift; reply?: unknown }) {
  const refused = refusalOf(reply);
  const done = reply && !refused ? (reply as { message?: string }).message : undefined;
  return (
    <AccountSection id="your-gift" title="Your gift" tape="mustard">
      <p className="font-semibold">{gift.forLine}</p>
      <p className="mt-2 text-ink-soft">{gift.issuesLine}</p>
      <p className="mt-2 text-ink-soft">
        {gift.revealLine}{" "}
        {gift.cardUrl ? (
          <a href={gift.cardUrl} className="font-semibold text-clay underline">
            Print the gift card (PDF)
          </a>
        ) : (
          gift.cardNotYet
        )}
      </p>
      {gift.link ? (
        // A plain post to this page (its guest key included): it works before the scripts load.
        <form method="post" className="mt-4 flex flex-col gap-3">
          <p className="text-ink-soft">{gift.link.line}</p>
          {refused?.message ? <FormAlert>{refused.message}</FormAlert> : null}
          {done ? (
            <p role="status" className="font-semibold text-sage-deep">
              {done}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="gift-new-link" variant="secondary">
              Send them a new link
            </Button>
            {gift.link.claimed ? (
              <Button type="submit" name="intent" value="gift-release" variant="secondary">
                Release it from that account
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}
    </AccountSection>
  );
}

function CreateAccountCard() {
  return (
    <section
      aria-labelledby="create-account-title"
      className="relative rounded-lg bg-sage-wash px-5 pt-7 pb-6 ring-1 ring-sage/25 sm:px-7"
    >
      <span aria-hidden="true" className="tape tape-sage absolute -top-2.5 left-8 w-20 -rotate-3" />
      <h2 id="create-account-title" className="text-2xl font-semibold">
        Create an Account
      </h2>
      <p className="mt-2 text-ink-soft">
        Keep track of your orders, save your address and check out faster next time.
      </p>
      <LinkButton to="/register" className="mt-5">
        Create an Account
      </LinkButton>
    </section>
  );
}
