import type { ReactNode } from "react";
import { StampMark } from "#app/components/layout/logo.tsx";

const tapes = { clay: "tape-clay", sage: "tape-sage", mustard: "tape-mustard" } as const;

/**
 * The frame of the sign-in, registration and password screens: a taped paper card in the
 * middle of the page with its heading, a line of introduction, the form, and links below.
 */
export function AuthCard(props: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  tape?: "clay" | "sage" | "mustard";
}) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 pt-10 pb-16 sm:pt-14">
      <section aria-labelledby="auth-title" className="paper-card relative px-5 pt-9 pb-7 sm:px-8">
        <span
          aria-hidden="true"
          className={`tape ${tapes[props.tape ?? "sage"]} absolute -top-3 left-8 w-24 -rotate-3`}
        />
        <StampMark className="absolute top-5 right-5 size-9 rotate-6 opacity-90" />
        <h1
          id="auth-title"
          tabIndex={-1}
          className="pr-12 text-3xl font-semibold focus:outline-none"
        >
          {props.title}
        </h1>
        {props.intro ? <div className="mt-2 text-ink-soft">{props.intro}</div> : null}
        <div className="mt-6">{props.children}</div>
      </section>
      {props.footer ? (
        <div className="mt-6 flex flex-col items-center gap-2 text-center text-ink-soft">
          {props.footer}
        </div>
      ) : null}
    </div>
  );
}

/** An underlined text link in the look of the shop's secondary links. */
export const textLink =
  "font-semibold text-clay-deep underline underline-offset-4 decoration-clay/40 hover:decoration-clay";
