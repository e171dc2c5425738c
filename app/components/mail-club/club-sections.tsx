import type { ReactNode } from "react";
import { withClubCountries } from "#server/content/club-countries.ts";

const contents = [
  {
    title: "Original artwork",
    text: "A watercolor painted for that month, printed on thick, textured card and ready to frame.",
    tape: "tape",
  },
  {
    title: "Surprise items",
    text: "A themed little extra: bookmarks, a sticker sheet, mini greeting cards or a calendar.",
    tape: "tape tape-mustard",
  },
  {
    title: "A personal letter",
    text: "A curated letter from the studio with news, stories and a few thoughts, for members only.",
    tape: "tape tape-sage",
  },
];

/** What is in every envelope (spec §1): 'What You'll Receive Each Month' or 'What to expect'. */
export function MonthlyContents({ title }: { title: string }) {
  return (
    <section aria-labelledby="contents-title" className="mx-auto w-full max-w-6xl px-5 sm:px-6">
      <h2 id="contents-title" className="text-center text-3xl font-semibold sm:text-4xl">
        {title}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-3">
        {contents.map((item, index) => (
          <li key={item.title} className="paper-card relative px-5 pt-7 pb-6">
            <span
              aria-hidden="true"
              className={`${item.tape} absolute -top-2.5 left-6 w-20 ${index % 2 ? "rotate-2" : "-rotate-2"}`}
            />
            <h3 className="text-xl font-semibold">{item.title}</h3>
            <p className="mt-2 text-ink-soft">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const steps: { title: string; text: ReactNode }[] = [
  { title: "Choose your plan", text: "USA only, or international to {countries} countries." },
  {
    title: "Join by the 25th",
    text: "Members who join by the 25th get the next month's envelope; later sign-ups start a month after.",
  },
  {
    title: "Watch your mailbox",
    text: "Mail is sent in the 1st week of each month by standard post with a real stamp.",
  },
  {
    title: "Change or cancel anytime",
    text: "Change your address or cancel anytime in the customer portal, your account.",
  },
];

/** The four steps of joining (spec §2): 'How It Works' or 'How it works'. */
export function HowItWorks({ title, clubCountries }: { title: string; clubCountries: number }) {
  return (
    <section aria-labelledby="how-title" className="px-3 sm:px-6">
      <div className="mx-auto max-w-6xl rounded-2xl bg-sage-wash px-5 py-12 ring-1 ring-sage/20 sm:px-10">
        <h2 id="how-title" className="text-center text-3xl font-semibold sm:text-4xl">
          {title}
        </h2>
        <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-4 lg:flex-col">
              <span
                aria-hidden="true"
                className="inline-flex size-12 shrink-0 items-center justify-center rounded-pill bg-paper-raised font-display text-2xl font-semibold text-clay ring-1 ring-line"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-xl font-semibold">{step.title}</h3>
                <p className="mt-1 text-ink-soft">
                  {typeof step.text === "string"
                    ? withClubCountries(step.text, clubCountries)
                    : step.text}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
