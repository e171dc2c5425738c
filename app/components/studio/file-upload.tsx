import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import {
  type UploadRefusal,
  uploadWithProgress,
} from "#app/components/studio/upload-with-progress.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FieldMessages, useFieldIds } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { acceptedImageTypes } from "#server/catalogue/studio/images/image-upload-limits.ts";
import { acceptedDownloadTypes } from "#server/downloads/download-limits.ts";

type Stage = { kind: "idle" } | { kind: "sending"; sent: number } | { kind: "processing" };

/** What is uploaded: a picture (made into the shop's sizes) or a product's download. */
const uploadKinds = {
  picture: {
    field: "image",
    accept: acceptedImageTypes,
    processing: "Making the picture's sizes…",
    needsScript: "Uploading pictures needs JavaScript in this browser.",
  },
  download: {
    field: "file",
    accept: acceptedDownloadTypes,
    processing: "Checking the file…",
    needsScript: "Uploading files needs JavaScript in this browser.",
  },
} as const;

/**
 * A file upload to a studio endpoint with a progress bar, an optional text alternative,
 * and the page's data reloaded once the shop has stored it. Uploading needs the page's
 * script; before it has loaded the form says so.
 */
export function FileUpload(props: {
  kind?: keyof typeof uploadKinds;
  endpoint: string;
  fileLabel: string;
  submitLabel: string;
  /** A text alternative field sent as `alt`. */
  alt?: { label: string; hint?: string; required?: boolean; defaultValue?: string };
  hint?: string;
  doneTitle: string;
}) {
  const kind = uploadKinds[props.kind ?? "picture"];
  const hydrated = useHydrated();
  const { revalidate } = useRevalidator();
  const { toast } = useToast();
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const [refusal, setRefusal] = useState<UploadRefusal | null>(null);
  // A refusal about the text alternative shows under it; any other under the file.
  const fileError = refusal?.details?.alt
    ? refusal.details[kind.field]
    : (refusal?.details?.[kind.field] ?? refusal?.message);
  const file = useFieldIds(undefined, {
    label: props.fileLabel,
    hint: props.hint,
    error: fileError,
  });

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setRefusal(null);
    setStage({ kind: "sending", sent: 0 });
    try {
      await uploadWithProgress(props.endpoint, new FormData(form), (sent) =>
        setStage(sent < 1 ? { kind: "sending", sent } : { kind: "processing" }),
      );
      form.reset();
      toast({ title: props.doneTitle, variant: "success" });
      await revalidate();
    } catch (error) {
      setRefusal(error as UploadRefusal);
    } finally {
      setStage({ kind: "idle" });
    }
  }

  if (!hydrated) {
    return <p className="text-sm text-ink-soft">{kind.needsScript}</p>;
  }
  const busy = stage.kind !== "idle";
  return (
    <form onSubmit={upload} encType="multipart/form-data" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={file.fieldId} className="text-sm font-semibold text-ink">
          {props.fileLabel}
          <span aria-hidden="true" className="text-clay">
            {" "}
            *
          </span>
        </label>
        <input
          id={file.fieldId}
          name={kind.field}
          type="file"
          accept={kind.accept}
          required
          disabled={busy}
          aria-describedby={file.describedBy}
          aria-invalid={fileError ? true : undefined}
          className="block w-full text-sm file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-pill file:border file:border-line-strong file:bg-paper-raised file:px-4 file:font-semibold file:text-ink hover:file:bg-paper-deep"
        />
        <FieldMessages
          hint={props.hint}
          hintId={file.hintId}
          error={fileError}
          errorId={file.errorId}
        />
      </div>
      {props.alt ? (
        <Input
          label={props.alt.label}
          name="alt"
          hint={props.alt.hint}
          required={props.alt.required}
          defaultValue={props.alt.defaultValue}
          maxLength={250}
          disabled={busy}
          error={refusal?.details?.alt}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? "Uploading…" : props.submitLabel}
        </Button>
        <UploadProgress stage={stage} processing={kind.processing} />
      </div>
    </form>
  );
}

function UploadProgress({ stage, processing }: { stage: Stage; processing: string }) {
  if (stage.kind === "idle") return null;
  const percent = stage.kind === "sending" ? Math.round(stage.sent * 100) : 100;
  const words = stage.kind === "sending" ? `Uploading… ${percent}%` : processing;
  return (
    <div className="flex min-w-48 flex-1 flex-col gap-1" role="status">
      <progress
        max={100}
        value={percent}
        aria-label="Upload progress"
        className="h-2 w-full overflow-hidden rounded-pill [&::-webkit-progress-bar]:bg-paper-deep [&::-webkit-progress-value]:bg-sage"
      />
      <span className="text-sm text-ink-soft">{words}</span>
    </div>
  );
}
