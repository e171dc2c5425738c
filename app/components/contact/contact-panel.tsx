import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { textLink } from "#app/components/account/auth-card.tsx";
import { ContactForm } from "#app/components/contact/contact-form.tsx";
import { ContactThanks } from "#app/components/contact/contact-thanks.tsx";
import { MailIcon } from "#app/components/icons.tsx";
import type { FormReply } from "#app/forms/form-reply.ts";
import { useFetcherResult } from "#app/forms/use-fetcher-result.ts";

/** How long the thank-you view stays before the cleared form comes back (spec §9). */
export const THANKS_MS = 5000;

/**
 * The contact screen (spec §2, §4 Contact form): idle, sending ('Sending...'), then the
 * thank-you view for 5 seconds and a cleared form, or the form kept with an alert.
 */
export function ContactPanel({
  ownerEmail,
  actionData,
}: {
  ownerEmail: string;
  /** The answer to a post made without JavaScript. */
  actionData?: FormReply;
}) {
  const fetcher = useFetcher<FormReply>({ key: "contact" });
  // A post without JavaScript renders the thank-you straight away.
  const [thanking, setThanking] = useState(actionData?.ok === true);
  // A new key gives a fresh, empty form after the thank-you.
  const [formKey, setFormKey] = useState(0);
  const cardRef = useRef<HTMLElement>(null);
  const returning = useRef(false);

  useFetcherResult(fetcher, (result) => {
    if (result.ok) setThanking(true);
  });

  useEffect(() => {
    if (!thanking) return;
    const timer = setTimeout(() => {
      returning.current = true;
      setThanking(false);
      setFormKey((key) => key + 1);
    }, THANKS_MS);
    return () => clearTimeout(timer);
  }, [thanking]);

  useEffect(() => {
    // Focus follows the view, so keyboard and screen-reader users are not left on nothing.
    if (!thanking && !returning.current) return;
    returning.current = false;
    cardRef.current?.querySelector<HTMLElement>("h2")?.focus();
  }, [thanking]);

  const answer = thanking ? undefined : (fetcher.data ?? actionData);
  const refused = answer && !answer.ok ? answer : undefined;

  return (
    <div className="mx-auto max-w-6xl px-5 pt-8 pb-16 sm:px-6 md:pt-12">
      <header className="mb-8 flex max-w-2xl flex-col gap-2">
        <p className="text-sm font-semibold tracking-[0.2em] text-clay uppercase">
          Customer service
        </p>
        <h1 className="text-3xl font-semibold sm:text-4xl">Contact Us</h1>
        <p className="text-lg text-ink-soft">
          A question about an order, the Mail Club or a custom piece? Write to us here: every
          message is read by the maker, who writes back by e-mail.
        </p>
      </header>
      <div className="flex flex-col gap-8 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section
          ref={cardRef}
          aria-labelledby="contact-card-title"
          className="paper-card relative px-5 pt-9 pb-7 sm:px-8"
        >
          <span
            aria-hidden="true"
            className="tape tape-sage absolute -top-3 left-8 w-24 -rotate-3"
          />
          {thanking ? (
            <ContactThanks seconds={THANKS_MS / 1000} />
          ) : (
            <ContactForm
              key={formKey}
              fetcher={fetcher}
              refused={refused}
              ownerEmail={ownerEmail}
            />
          )}
        </section>
        <aside aria-labelledby="contact-other-title" className="flex flex-col gap-4 lg:pt-2">
          <h2 id="contact-other-title" className="text-xl font-semibold">
            Other ways to reach us
          </h2>
          {ownerEmail ? (
            <p className="flex flex-col gap-1 text-ink-soft">
              <span>Prefer your own mail app? Write to</span>
              <a
                href={`mailto:${ownerEmail}`}
                className="inline-flex min-h-11 items-center gap-2 self-start font-medium break-all text-sage-deep underline decoration-sage/40 underline-offset-4 hover:decoration-sage"
              >
                <MailIcon className="size-5 shrink-0" />
                {ownerEmail}
              </a>
            </p>
          ) : null}
          <p className="text-ink-soft">
            About an order? Its number (it starts with W-) helps us find it quickly.
          </p>
          <p className="text-ink-soft">
            Many answers are already in the{" "}
            <Link to="/faq" className={textLink}>
              FAQ
            </Link>{" "}
            and the{" "}
            <Link to="/shipping" className={textLink}>
              shipping information
            </Link>
            .
          </p>
        </aside>
      </div>
    </div>
  );
}
