import { buttonClasses } from "#app/components/ui/button.tsx";
import type { DownloadItem } from "#server/downloads/download-items.ts";

/** Files a buyer can download, a row each, with a plain link (a download, not a navigation). */
export function DownloadList(props: { items: DownloadItem[] }) {
  return (
    <ul className="flex flex-col divide-y divide-line" aria-label="Files to download">
      {props.items.map((item) => (
        <li key={item.key} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="flex min-w-0 flex-col gap-0.5 text-sm text-ink-soft">
            <span className="text-base font-semibold text-ink">{item.productTitle}</span>
            <span className="break-all">{item.details}</span>
            <span>{item.note}</span>
          </div>
          {item.href ? (
            <a
              href={item.href}
              download={item.fileName}
              className={buttonClasses({ variant: "secondary", size: "sm", className: "min-h-11" })}
            >
              Download<span className="sr-only"> {item.fileName}</span>
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
