import type { ReactNode } from "react";
import { Link } from "react-router";

/** One of the dashboard's headline figures, linking to where the maker acts on it. */
export function FigureCard(props: {
  label: string;
  value: string;
  detail?: ReactNode;
  to?: string;
}) {
  const body = (
    <>
      <span className="text-sm font-semibold tracking-wide text-ink-soft uppercase">
        {props.label}
      </span>
      <span className="font-display text-3xl font-semibold">{props.value}</span>
      {props.detail ? <span className="text-sm text-ink-soft">{props.detail}</span> : null}
    </>
  );
  const classes = "flex h-full flex-col gap-1 rounded-lg border border-line bg-paper-raised p-4";
  return (
    <li>
      {props.to ? (
        <Link to={props.to} className={`${classes} hover:border-ink`}>
          {body}
        </Link>
      ) : (
        <div className={classes}>{body}</div>
      )}
    </li>
  );
}
