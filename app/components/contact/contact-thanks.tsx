import { useHydrated } from "#app/components/use-hydrated.ts";

/**
 * The thank-you view after a message is sent, for 5 seconds (spec §4, §9). Without
 * JavaScript the browser's refresh brings the empty form back after the same time.
 */
export function ContactThanks({ seconds }: { seconds: number }) {
  const hydrated = useHydrated();
  return (
    <div role="status" className="flex flex-col items-start gap-3 py-6">
      {hydrated ? null : <meta httpEquiv="refresh" content={`${seconds};url=/contact`} />}
      <svg
        aria-hidden="true"
        viewBox="0 0 48 48"
        className="size-14 -rotate-6 text-sage-deep"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect x="5" y="11" width="38" height="27" rx="3" className="fill-sage-wash" />
        <path d="m6 13 18 14 18-14" />
        <circle cx="38" cy="36" r="8" className="fill-paper-raised" />
        <path d="m34.5 36 2.5 2.5 4.5-5" />
      </svg>
      <h2
        id="contact-card-title"
        tabIndex={-1}
        className="text-2xl font-semibold focus:outline-none"
      >
        Thank you for your message!
      </h2>
      <p className="text-ink-soft">
        It's on its way to the studio. We'll reply by e-mail as soon as we can.
      </p>
    </div>
  );
}
