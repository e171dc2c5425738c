import type { ReactNode } from "react";
import { AlertIcon } from "#app/components/icons.tsx";
import { cx } from "#app/components/ui/cx.ts";

/**
 * A message about the whole form (a refused sign-in, an expired link) or a notice (a password
 * just reset). Errors are announced at once (role="alert"), notices politely.
 */
export function FormAlert(props: {
  tone?: "error" | "notice";
  title?: string;
  children: ReactNode;
  id?: string;
  className?: string;
}) {
  const error = (props.tone ?? "error") === "error";
  return (
    <div
      id={props.id}
      role={error ? "alert" : "status"}
      tabIndex={-1}
      className={cx(
        "flex items-start gap-3 rounded-md border px-4 py-3 text-sm focus:outline-none",
        error ? "border-danger/40 bg-danger-tint text-ink" : "border-sage/40 bg-sage-wash text-ink",
        props.className,
      )}
    >
      {error ? <AlertIcon className="mt-0.5 size-5 shrink-0 text-danger" /> : null}
      <div className="flex flex-col gap-1">
        {props.title ? (
          <p className={cx("font-semibold", error ? "text-danger" : "text-sage-deep")}>
            {props.title}
          </p>
        ) : null}
        <div>{props.children}</div>
      </div>
    </div>
  );
}
