import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { useMarkdownPreview } from "#app/components/studio/use-markdown-preview.ts";
import { cx } from "#app/components/ui/cx.ts";
import {
  controlClasses,
  FieldLabel,
  FieldMessages,
  useFieldIds,
} from "#app/components/ui/field.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import type { Block } from "#server/markdown/blocks.ts";

type Tab = "write" | "preview";

const tabClasses = (selected: boolean) =>
  cx(
    "-mb-px min-h-11 border-b-2 px-4 text-sm font-semibold",
    selected ? "border-clay text-ink" : "border-transparent text-ink-soft hover:text-ink",
  );

/**
 * A Markdown field with Write and Preview tabs: the preview is `renderPreview` of what is
 * typed, drawn by the storefront's own renderer, so it shows what visitors will see. Before
 * the page's script has loaded it is a plain text field (the tabs need script).
 */
export function MarkdownEditor(props: {
  label: string;
  name: string;
  defaultValue: string;
  renderPreview: (blocks: Block[]) => ReactNode;
  hint?: ReactNode;
  error?: string;
  maxLength?: number;
  rows?: number;
}) {
  const hydrated = useHydrated();
  const [tab, setTab] = useState<Tab>("write");
  const [source, setSource] = useState(props.defaultValue);
  const blocks = useMarkdownPreview(source, tab === "preview");
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(undefined, props);
  const base = useId();
  const tabRefs = {
    write: useRef<HTMLButtonElement>(null),
    preview: useRef<HTMLButtonElement>(null),
  };
  const ids = (which: Tab) => ({ tab: `${base}-${which}-tab`, panel: `${base}-${which}-panel` });

  function choose(which: Tab) {
    setTab(which);
    tabRefs[which].current?.focus();
  }

  function onTabKey(event: KeyboardEvent) {
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      choose(tab === "write" ? "preview" : "write");
    }
  }

  const tabButton = (which: Tab, label: string) => (
    <button
      ref={tabRefs[which]}
      type="button"
      role="tab"
      id={ids(which).tab}
      aria-selected={tab === which}
      aria-controls={ids(which).panel}
      tabIndex={tab === which ? 0 : -1}
      onClick={() => setTab(which)}
      onKeyDown={onTabKey}
      className={tabClasses(tab === which)}
    >
      {label}
    </button>
  );

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-end justify-between gap-x-4 border-b border-line">
        <div className="pb-2">
          <FieldLabel htmlFor={fieldId}>{props.label}</FieldLabel>
        </div>
        {hydrated ? (
          <div role="tablist" aria-label={`${props.label}: write or preview`} className="flex">
            {tabButton("write", "Write")}
            {tabButton("preview", "Preview")}
          </div>
        ) : null}
      </div>
      <div
        id={ids("write").panel}
        {...(hydrated ? { role: "tabpanel", "aria-labelledby": ids("write").tab } : {})}
        hidden={tab !== "write"}
        className="flex flex-col gap-1.5"
      >
        <textarea
          id={fieldId}
          name={props.name}
          value={source}
          onChange={(event) => setSource(event.target.value)}
          rows={props.rows ?? 14}
          maxLength={props.maxLength}
          aria-describedby={describedBy}
          aria-invalid={props.error ? true : undefined}
          spellCheck
          className={cx(controlClasses, "resize-y font-mono text-sm leading-relaxed")}
        />
        <FieldMessages hint={props.hint} hintId={hintId} error={props.error} errorId={errorId} />
      </div>
      {hydrated ? (
        <div
          id={ids("preview").panel}
          role="tabpanel"
          aria-labelledby={ids("preview").tab}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is reached by Tab (APG).
          tabIndex={0}
          hidden={tab !== "preview"}
          className="min-h-40 rounded-md border border-line bg-paper px-4 py-3"
        >
          {tab === "preview" ? (
            !source.trim() ? (
              <p className="text-ink-soft">Nothing to preview yet.</p>
            ) : blocks ? (
              props.renderPreview(blocks)
            ) : (
              <p className="text-ink-soft">Preparing the preview…</p>
            )
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
