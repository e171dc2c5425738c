import { type DragEvent, useId, useState } from "react";
import { cx } from "#app/components/ui/cx.ts";
import { acceptedImageTypes } from "#server/catalogue/studio/images/image-upload-limits.ts";

/**
 * Where photos are added: dropped from the computer onto the zone, or chosen with the file
 * input inside it (a native one, so the keyboard and screen readers know it), several at once.
 */
export function ImageDropZone(props: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const hintId = `${inputId}-hint`;

  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");
  const over = (event: DragEvent<HTMLFieldSetElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setDragging(true);
  };
  const drop = (event: DragEvent<HTMLFieldSetElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) props.onFiles(files);
  };

  return (
    <fieldset
      data-testid="image-drop-zone"
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={drop}
      className={cx(
        "flex min-w-0 flex-col items-start gap-2 rounded-lg border-2 border-dashed p-4 transition-colors sm:items-center sm:p-6 sm:text-center",
        dragging ? "border-clay bg-clay-wash" : "border-line-strong bg-paper",
      )}
    >
      <legend className="float-left mb-1 w-full font-semibold">
        {dragging ? "Drop the photos to upload them" : "Drag photos here, or choose them"}
      </legend>
      <label htmlFor={inputId} className="text-sm font-semibold">
        Add photos
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        accept={acceptedImageTypes}
        disabled={props.disabled}
        aria-describedby={hintId}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = "";
          if (files.length > 0) props.onFiles(files);
        }}
        className="max-w-full text-sm text-ink-soft file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-pill file:border file:border-line-strong file:bg-paper-raised file:px-5 file:font-semibold file:text-ink hover:file:bg-paper-deep"
      />
      <p id={hintId} className="text-sm text-ink-soft">
        JPEG, PNG, WebP, AVIF, GIF or TIFF, up to 25 MB each. New photos go after the others.
      </p>
    </fieldset>
  );
}
