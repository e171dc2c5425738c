import { ArrowRightIcon, MailIcon } from "#app/components/icons.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";

/**
 * The Mail Club card (spec §2, §4): until subscriptions exist every customer sees
 * 'No active subscription' and the way to the plans at /subscribe.
 */
export function MailClubCard() {
  return (
    <section
      aria-labelledby="mail-club-title"
      className="relative rounded-lg bg-sage-wash px-5 pt-7 pb-6 ring-1 ring-sage/25 sm:px-7"
    >
      <span aria-hidden="true" className="tape tape-sage absolute -top-2.5 left-8 w-20 -rotate-3" />
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-pill bg-paper-raised text-sage-deep ring-1 ring-sage/30"
        >
          <MailIcon className="size-5" />
        </span>
        <div className="flex flex-col gap-1">
          <h2 id="mail-club-title" className="text-2xl font-semibold">
            Mail Club
          </h2>
          <p className="font-semibold text-sage-deep">No active subscription</p>
        </div>
      </div>
      <p className="mt-3 text-ink-soft">
        Original artwork, a surprise and a personal letter in your letterbox every month. Join by
        the 25th to get next month's issue.
      </p>
      <LinkButton to="/subscribe" className="mt-5">
        Join the Mail Club
        <ArrowRightIcon />
      </LinkButton>
    </section>
  );
}
