import type { ReactNode } from "react";
import { Link } from "react-router";
import { StampMark } from "#app/components/layout/logo.tsx";

/** The frame of the studio's sign-in steps: the shop's mark, a card, a way back to the shop. */
export function StudioAuthCard(props: {
  shopName: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <main id="main-content" className="flex min-h-dvh items-center justify-center px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-8 flex flex-col items-center gap-3 text-center">
          <StampMark className="size-14" />
          <p className="flex flex-col gap-1">
            <span className="font-display text-2xl font-semibold">{props.shopName}</span>
            <span className="text-xs font-semibold tracking-[0.2em] text-ink-soft uppercase">
              Studio
            </span>
          </p>
        </div>
        <section
          aria-labelledby="studio-title"
          className="paper-card relative px-6 pt-9 pb-7 sm:px-8"
        >
          <span
            aria-hidden="true"
            className="tape tape-sage absolute -top-3 left-8 w-24 -rotate-3"
          />
          <h1 id="studio-title" className="text-3xl font-semibold">
            {props.title}
          </h1>
          <p className="mt-2 text-ink-soft">{props.intro}</p>
          {props.children}
        </section>
        <p className="mt-6 text-center">
          <Link to="/" className="text-ink-soft underline underline-offset-4 hover:text-ink">
            Back to the shop
          </Link>
        </p>
      </div>
    </main>
  );
}
