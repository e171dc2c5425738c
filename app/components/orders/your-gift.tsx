import { AccountSection } from "#app/components/account/account-section.tsx";
import { Button, LinkButton } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { refusalOf } from "#app/forms/form-reply.ts";
import type { GiftSummary } from "#server/mail-club/gifts/gift-wording.ts";

/** A gift membership's order: the gift worded on the server, and its card's link once paid. */
export interface ConfirmedGift extends GiftSummary {
  /** The printable card (with the guest's key), when the gifter tells them and it is paid. */
  cardUrl: string | null;
}

/**
 * Whom the gift is for, its issues, and how they hear of it: an e-mail's day, or the card.
 * Once paid, whether an account holds it, and the gifter's say over its link.
 */
export function YourGift({ gift, reply }: { gift: ConfirmedGift; reply?: unknown }) {
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

export function CreateAccountCard() {
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
