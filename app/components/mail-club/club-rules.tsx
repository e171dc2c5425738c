import { MailIcon } from "#app/components/icons.tsx";

/** The rules spec §1 states to the member before joining, with the owner's address once. */
export function ClubRules({ ownerEmail }: { ownerEmail: string }) {
  const rules = [
    {
      title: "Billing",
      text: "Billing starts on the day you subscribe and renews every month until you cancel.",
    },
    {
      title: "Postage",
      text: "Your envelope travels by standard post with a real stamp, so there is no tracking.",
    },
    {
      title: "Your account",
      text: "You sign up before your first order: an account is created for you at checkout, to manage your subscription.",
    },
  ];
  return (
    <section aria-labelledby="rules-title" className="mx-auto w-full max-w-3xl px-5 sm:px-6">
      <div className="paper-card relative px-5 pt-8 pb-7 sm:px-8">
        <span
          aria-hidden="true"
          className="tape tape-mustard absolute -top-2.5 left-8 w-20 -rotate-2"
        />
        <h2 id="rules-title" className="text-2xl font-semibold sm:text-3xl">
          Good to know
        </h2>
        <dl className="mt-5 flex flex-col gap-4">
          {rules.map((rule) => (
            <div key={rule.title} className="sm:grid sm:grid-cols-[9rem_1fr] sm:gap-4">
              <dt className="font-semibold">{rule.title}</dt>
              <dd className="text-ink-soft">{rule.text}</dd>
            </div>
          ))}
        </dl>
        <p className="stitch mt-6 flex items-start gap-3 pt-5 text-ink-soft">
          <MailIcon className="mt-1 size-5 shrink-0 text-clay" />
          <span>
            A problem with your mail or your subscription? Write to me at{" "}
            <a
              href={`mailto:${ownerEmail}`}
              className="font-semibold wrap-anywhere text-clay-deep underline underline-offset-2 hover:text-clay"
            >
              {ownerEmail}
            </a>
            .
          </span>
        </p>
      </div>
    </section>
  );
}
