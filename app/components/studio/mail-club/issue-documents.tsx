import { Link } from "react-router";

const linkClass =
  "inline-flex min-h-11 items-center font-semibold text-clay-deep underline underline-offset-4";

/** The mailing documents of a frozen issue, all made from its final list, in label order. */
export function IssueDocuments(props: {
  issueId: number;
  /** How many envelopes get a label (every one whose address names its country). */
  labels: number;
  international: number;
}) {
  const base = `/studio/mail-club/issues/${props.issueId}`;
  const documents = [
    {
      href: `${base}/mailing-list.csv`,
      label: "Mailing list (CSV)",
      detail: "Names, addresses, plans and e-mails, for a spreadsheet or a postage tool.",
    },
    {
      href: `${base}/labels.pdf`,
      label: "Address labels (PDF)",
      detail: `Avery 5160 sheets, 30 labels a sheet: ${Math.max(1, Math.ceil(props.labels / 30))} to print.`,
    },
    {
      href: `${base}/packing-list.pdf`,
      label: "Packing list (PDF)",
      detail:
        "Every envelope with its label, address and what else goes in it, such as shop items riding along.",
    },
    {
      href: `${base}/packing-list.txt`,
      label: "Packing list (text)",
      detail: "Counts by plan and country, your notes, then every envelope to tick off.",
    },
  ];
  return (
    <ul className="flex flex-col gap-2">
      {documents.map((document) => (
        <li key={document.href} className="flex flex-col">
          {/* A plain link: the browser downloads the file (React Router would fetch it as a page). */}
          <a href={document.href} download className={linkClass}>
            {document.label}
          </a>
          <span className="text-sm text-ink-soft">{document.detail}</span>
        </li>
      ))}
      <li className="flex flex-col">
        <Link to={`${base}/customs`} className={linkClass}>
          Customs declarations (CN22)
        </Link>
        <span className="text-sm text-ink-soft">
          {props.international === 0
            ? "No envelope goes abroad this month."
            : `${props.international} envelope${props.international === 1 ? " goes" : "s go"} abroad and need${props.international === 1 ? "s" : ""} a CN22.`}
        </span>
      </li>
    </ul>
  );
}
