import { Button } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import type { ImageUpload, UploadStatus } from "./use-image-uploads.ts";

const statusText: Record<UploadStatus, (upload: ImageUpload) => string> = {
  waiting: () => "Waiting to upload",
  sending: (upload) => `Uploading… ${upload.progress}%`,
  processing: () => "Making the picture sizes…",
  done: () => "Uploaded",
  failed: (upload) => upload.message ?? "Not uploaded",
};

/** Each photo being uploaded, with its progress bar and how it went. */
export function UploadList(props: { uploads: ImageUpload[]; onClear: () => void }) {
  const { uploads } = props;
  if (uploads.length === 0) return null;
  const finished = uploads.some((upload) => upload.status === "done" || upload.status === "failed");
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label="Uploads" className="flex flex-col gap-2">
        {uploads.map((upload) => (
          <li
            key={upload.key}
            data-testid="image-upload"
            className="flex flex-col gap-1 rounded-md border border-line bg-paper-raised px-3 py-2"
          >
            <span className="truncate text-sm font-semibold" title={upload.name}>
              {upload.name}
            </span>
            {upload.status === "failed" ? null : (
              <progress
                aria-label={`Upload of ${upload.name}`}
                max={100}
                value={upload.progress}
                className="h-2 w-full overflow-hidden rounded-pill [&::-webkit-progress-bar]:bg-paper-deep [&::-webkit-progress-value]:bg-sage"
              />
            )}
            <span
              role={upload.status === "failed" ? "alert" : undefined}
              className={cx(
                "text-sm",
                upload.status === "failed" ? "font-medium text-danger" : "text-ink-soft",
              )}
            >
              {statusText[upload.status](upload)}
            </span>
          </li>
        ))}
      </ul>
      {finished ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={props.onClear}>
          Clear finished uploads
        </Button>
      ) : null}
    </div>
  );
}
