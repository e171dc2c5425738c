import { useId, useMemo, useState } from "react";
import { parseMarkdown } from "#app/components/catalog/markdown.ts";
import { Markdown } from "#app/components/catalog/markdown.tsx";
import { Textarea } from "#app/components/contact/textarea.tsx";
import { cx } from "#app/components/ui/cx.ts";

type Tab = "write" | "preview";

/**
 * A Markdown text with a Preview tab that shows it as the shop will, through the storefront's
 * own reader and renderer. The text area stays in the form while the preview shows, so the
 * text is always sent; without JavaScript the Write tab is all there is.
 */
export function MarkdownField(props: {
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  hint?: string;
  maxLength: number;
  rows?: number;
}) {
  const id = useId();
  const [tab, setTab] = useState<Tab>("write");
  const [text, setText] = useState(props.defaultValue);
  const blocks = useMemo(() => (tab === "preview" ? parseMarkdown(text) : []), [tab, text]);
  const tabButton = (value: Tab, label: string) => (
    <button
      type="button"
      role="tab"
      id={`${id}-${value}-tab`}
      aria-selected={tab === value}
      aria-controls={`${id}-${value}`}
      tabIndex={tab === value ? 0 : -1}
      onClick={() => setTab(value)}
      onKeyDown={(event) => {
        if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
        const next = tab === "write" ? "preview" : "write";
        setTab(next);
        document.getElementById(`${id}-${next}-tab`)?.focus();
      }}
      className={cx(
        "min-h-11 rounded-t-md border border-b-0 px-4 text-sm font-semibold",
        tab === value
          ? "border-line-strong bg-paper-raised text-ink"
          : "border-transparent text-ink-soft hover:text-ink",
      )}
    >
      {label}
    </button>
  );
  return (
    <div className="flex flex-col">
      <div role="tablist" aria-label={`${props.label}: write or preview`} className="flex gap-1">
        {tabButton("write", "Write")}
        {tabButton("preview", "Preview")}
      </div>
      <div
        role="tabpanel"
        id={`${id}-write`}
        aria-labelledby={`${id}-write-tab`}
        hidden={tab !== "write"}
        className="rounded-b-md rounded-tr-md border border-line-strong p-3"
      >
        <Textarea
          label={props.label}
          name={props.name}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={props.error}
          hint={props.hint}
          maxLength={props.maxLength}
          rows={props.rows ?? 8}
          className="font-mono text-sm"
        />
      </div>
      <div
        role="tabpanel"
        id={`${id}-preview`}
        aria-labelledby={`${id}-preview-tab`}
        hidden={tab !== "preview"}
        className="min-h-40 rounded-b-md rounded-tr-md border border-line-strong bg-paper-raised p-4"
      >
        {blocks.length > 0 ? (
          <Markdown blocks={blocks} className="leading-relaxed" />
        ) : (
          <p className="text-ink-soft">Nothing to preview yet.</p>
        )}
      </div>
    </div>
  );
}
