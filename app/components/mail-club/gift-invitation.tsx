import { ArrowRightIcon } from "#app/components/icons.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";

/** "Give the Mail Club": the way to the gift page from the club's own pages. */
export function GiftInvitation() {
  return (
    <section
      aria-labelledby="give-the-mail-club"
      className="mx-auto flex w-full max-w-3xl flex-col items-center gap-4 px-5 text-center sm:px-6"
    >
      <h2 id="give-the-mail-club" className="text-2xl font-semibold">
        Give the Mail Club
      </h2>
      <p className="text-lg text-ink-soft">
        3, 6 or 12 issues for someone you love, paid once and never renewed. Choose the month it
        begins, add a message for the first envelope, and tell them yourself or let us e-mail them
        on the day.
      </p>
      <LinkButton to="/mail-club/gift" variant="secondary">
        Give it as a gift
        <ArrowRightIcon />
      </LinkButton>
    </section>
  );
}
