import { FormAlert } from "#app/forms/form-alert.tsx";
import type { ImportProgress } from "./use-catalogue-import.ts";

const summary = (progress: ImportProgress) =>
  `${progress.created} created, ${progress.updated} updated, ${progress.unchanged} unchanged.`;

/** How far the import has got, then how it ended. */
export function ImportProgressView(props: {
  progress: ImportProgress;
  outcome: "running" | "finished" | "stopped";
  message?: string;
}) {
  const { progress, outcome } = props;
  const text = `Imported ${progress.done} of ${progress.total}`;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <progress
          aria-label="Import progress"
          max={progress.total}
          value={progress.done}
          className="h-3 w-full overflow-hidden rounded-pill [&::-webkit-progress-bar]:bg-paper-deep [&::-webkit-progress-value]:bg-sage"
        />
        <p role="status" className="text-sm font-semibold">
          {text}
        </p>
      </div>
      {outcome === "finished" ? (
        <FormAlert tone="notice" title="Import finished">
          <p>{summary(progress)} The shop shows the changes now.</p>
        </FormAlert>
      ) : null}
      {outcome === "stopped" ? (
        <FormAlert title={`Stopped after ${progress.done} of ${progress.total}`}>
          <p>{props.message}</p>
          <p>
            What was imported before stays: {summary(progress)} Check the file again to import the
            rest.
          </p>
        </FormAlert>
      ) : null}
    </div>
  );
}
