import { Link } from "react-router";
import type { PrintRunFigures } from "#server/mail-club/studio/print-run/print-run-figures.ts";

/** One issue's print run as the overview shows it (the loader words its status and postage). */
export interface ShownPrintRun {
  month: string;
  status: string;
  issueHref: string | null;
  figures: PrintRunFigures;
  postage: { amount: string; note: string };
}

/** The print run of the next issue (a forecast) and of the last one (frozen), side by side. */
export function PrintRunPanel(props: { runs: ShownPrintRun[] }) {
  return (
    <section aria-labelledby="print-run-title" className="flex flex-col gap-3">
      <h2 id="print-run-title" className="text-xl font-semibold">
        Print run
      </h2>
      <div className="grid gap-3 lg:grid-cols-2">
        {props.runs.map((run) => (
          <PrintRunCard key={run.month} run={run} />
        ))}
      </div>
    </section>
  );
}

function PrintRunCard({ run }: { run: ShownPrintRun }) {
  const { figures } = run;
  const lines: [string, string, string][] = [
    ["Members", "", String(figures.members)],
    ["Gift issues", "+", String(figures.gifts)],
    ["Skips", "−", String(figures.skipped)],
    ["Pauses", "−", String(figures.paused)],
    ["Held for payment", "−", String(figures.held)],
  ];
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-line bg-paper-raised p-4 sm:p-5">
      <div className="flex flex-col gap-1">
        <h3 className="text-lg font-semibold">
          {run.issueHref ? <Link to={run.issueHref}>{run.month}</Link> : run.month}
        </h3>
        <p className="text-sm text-ink-soft">{run.status}</p>
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums">
        {lines.map(([label, sign, value]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right">
              {sign ? <span aria-hidden="true">{sign} </span> : null}
              {value}
            </dd>
          </div>
        ))}
        <div className="contents font-semibold">
          <dt className="border-t border-line pt-1">Envelopes</dt>
          <dd className="border-t border-line pt-1 text-right text-xl">{figures.envelopes}</dd>
        </div>
      </dl>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Figure label="USA plan" value={String(figures.byPlan.usa)} />
        <Figure label="International" value={String(figures.byPlan.international)} />
        <Figure label="CN22 forms" value={String(figures.customsDeclarations)} />
        <Figure label="Postage" value={run.postage.amount} />
      </dl>
      <p className="text-sm text-ink-soft">
        {run.postage.note}
        {figures.withoutCountry > 0
          ? ` ${figures.withoutCountry} address${figures.withoutCountry === 1 ? " names" : "es name"} no country: no label until you ask.`
          : ""}
      </p>
    </article>
  );
}

function Figure(props: { label: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-ink-soft">{props.label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{props.value}</dd>
    </div>
  );
}
