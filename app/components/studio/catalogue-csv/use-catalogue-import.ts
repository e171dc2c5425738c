import { useState } from "react";
import type { ImportBatchResult } from "#server/catalogue/csv/apply-catalogue-import.ts";
import type { ImportReport } from "#server/catalogue/csv/import-report.ts";

export interface ImportProgress {
  done: number;
  total: number;
  created: number;
  updated: number;
  unchanged: number;
}

export type ImportState =
  | { step: "idle" }
  | { step: "checking"; file: File }
  | { step: "refused"; message: string }
  | { step: "checked"; file: File; report: ImportReport }
  | { step: "applying"; file: File; report: ImportReport; progress: ImportProgress }
  | { step: "finished"; report: ImportReport; progress: ImportProgress }
  | { step: "stopped"; report: ImportReport; progress: ImportProgress; message: string };

const api = "/api/studio/products/imports";
const offline = "The shop could not be reached. Check the connection and try again.";

async function post<Answer>(path: string, fields: Record<string, Blob | string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  try {
    const response = await fetch(`${api}/${path}`, { method: "POST", body });
    const answer = await response.json().catch(() => null);
    if (response.ok && answer) return { ok: true as const, answer: answer as Answer };
    return { ok: false as const, message: answer?.error?.message ?? offline };
  } catch {
    return { ok: false as const, message: offline };
  }
}

/**
 * The catalogue import in the browser: the dry run of a chosen file, then its apply a part at
 * a time (each part one transaction on the server), counting what was done after each part.
 * The file stays in the page, so nothing about an import is kept on any server in between.
 */
export function useCatalogueImport() {
  const [state, setState] = useState<ImportState>({ step: "idle" });

  async function check(file: File) {
    setState({ step: "checking", file });
    const result = await post<{ report: ImportReport }>("dry-run", { file });
    if (!result.ok) setState({ step: "refused", message: result.message });
    else setState({ step: "checked", file, report: result.answer.report });
  }

  async function apply() {
    if (state.step !== "checked") return;
    const { file, report } = state;
    const progress: ImportProgress = {
      done: 0,
      total: report.total,
      created: 0,
      updated: 0,
      unchanged: 0,
    };
    setState({ step: "applying", file, report, progress: { ...progress } });
    while (progress.done < progress.total) {
      const result = await post<ImportBatchResult>("apply", { file, from: String(progress.done) });
      if (!result.ok) {
        setState({ step: "stopped", report, progress, message: result.message });
        return;
      }
      const part = result.answer;
      progress.done = part.to;
      progress.created += part.created;
      progress.updated += part.updated;
      progress.unchanged += part.unchanged;
      setState({ step: "applying", file, report, progress: { ...progress } });
    }
    setState({ step: "finished", report, progress });
  }

  return { state, check, apply, reset: () => setState({ step: "idle" }) };
}
