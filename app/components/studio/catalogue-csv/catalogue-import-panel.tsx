import { useId } from "react";
import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { ImportProgressView } from "./import-progress-view.tsx";
import { ImportReportView } from "./import-report-view.tsx";
import { useCatalogueImport } from "./use-catalogue-import.ts";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * Choosing a CSV file, its dry run (what would change, nothing written) and then, once the
 * maker has read it, the import itself with its progress.
 */
export function CatalogueImportPanel() {
  const hydrated = useHydrated();
  const { state, check, apply, reset } = useCatalogueImport();
  const inputId = useId();
  const busy = state.step === "checking" || state.step === "applying";
  const report = "report" in state ? state.report : undefined;
  const changes = report ? report.created.length + report.updated.length : 0;

  return (
    <>
      <StudioPanel title="1. Check a file">
        <form
          className="flex flex-col items-start gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const file = new FormData(event.currentTarget).get("file");
            if (file instanceof File && file.size > 0) void check(file);
          }}
        >
          <label htmlFor={inputId} className="text-sm font-semibold">
            CSV file
          </label>
          <input
            id={inputId}
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            disabled={busy}
            onChange={() => state.step !== "idle" && !busy && reset()}
            className="max-w-full text-sm text-ink-soft file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-pill file:border file:border-line-strong file:bg-paper-raised file:px-5 file:font-semibold file:text-ink hover:file:bg-paper-deep"
          />
          <Button type="submit" disabled={!hydrated || busy}>
            {state.step === "checking" ? "Checking…" : "Check the file"}
          </Button>
          <noscript>
            <p className="text-sm text-ink-soft">Importing needs JavaScript turned on.</p>
          </noscript>
          <p className="text-sm text-ink-soft">
            Checking writes nothing: it shows what would change.
          </p>
        </form>
        {state.step === "refused" ? (
          <FormAlert title="This file can't be imported" className="mt-4">
            <p>{state.message}</p>
          </FormAlert>
        ) : null}
      </StudioPanel>

      {report ? (
        <StudioPanel title="2. What the import would do">
          <ImportReportView report={report} />
        </StudioPanel>
      ) : null}

      {report && state.step === "checked" ? (
        <StudioPanel title="3. Import">
          {report.errors.length > 0 ? (
            <FormAlert title={`${plural(report.errors.length, "error")} to fix first`}>
              <p>Nothing is imported while a row has an error. Fix the file and check it again.</p>
            </FormAlert>
          ) : changes === 0 ? (
            <FormAlert tone="notice" title="Nothing to change">
              <p>Every product in the file is already as the file says.</p>
            </FormAlert>
          ) : (
            <div className="flex flex-col items-start gap-3">
              <p>
                This creates {plural(report.created.length, "product")} and updates{" "}
                {plural(report.updated.length, "product")}, in parts of a hundred.
              </p>
              <Button onClick={() => void apply()}>Import {plural(changes, "change")}</Button>
            </div>
          )}
        </StudioPanel>
      ) : null}

      {state.step === "applying" || state.step === "finished" || state.step === "stopped" ? (
        <StudioPanel title="3. Import">
          <ImportProgressView
            progress={state.progress}
            outcome={state.step === "applying" ? "running" : state.step}
            message={state.step === "stopped" ? state.message : undefined}
          />
        </StudioPanel>
      ) : null}
    </>
  );
}
