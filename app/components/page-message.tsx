import type { ReactNode } from "react";

/** A calm, centred message page: not found, errors, redirects. */
export function PageMessage(props: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-5 py-16 text-center sm:py-24">
      <div className="relative mb-8" aria-hidden="true">
        <div className="h-28 w-40 -rotate-3 rounded-md border border-line bg-paper-raised shadow-paper">
          <div className="absolute inset-x-0 top-0 h-14 [clip-path:polygon(0_0,100%_0,50%_100%)] bg-paper-deep" />
          <div className="absolute right-3 bottom-3 h-10 w-8 rotate-6 rounded-[2px] border-2 border-dashed border-clay bg-clay-tint" />
        </div>
        <span className="tape absolute -top-2 -left-4 w-16 -rotate-12" />
        <span className="tape tape-sage absolute -right-5 -bottom-1 w-14 rotate-12" />
      </div>
      {props.eyebrow ? (
        <p className="mb-2 text-sm font-semibold tracking-[0.2em] text-clay uppercase">
          {props.eyebrow}
        </p>
      ) : null}
      <h1 className="text-3xl font-semibold sm:text-4xl">{props.title}</h1>
      {props.children ? (
        <div className="mt-4 flex flex-col gap-3 text-lg text-ink-soft">{props.children}</div>
      ) : null}
      {props.actions ? (
        <div className="mt-8 flex flex-wrap justify-center gap-3">{props.actions}</div>
      ) : null}
    </section>
  );
}
