import { useCallback, useEffect, useRef, useState } from "react";
import {
  type UploadRefusal,
  uploadWithProgress,
} from "#app/components/studio/upload-with-progress.ts";
import {
  imageMessages,
  MAX_IMAGE_BYTES,
} from "#server/catalogue/studio/images/image-upload-limits.ts";

export type UploadStatus = "waiting" | "sending" | "processing" | "done" | "failed";

export interface ImageUpload {
  key: string;
  name: string;
  status: UploadStatus;
  /** Percent of the file sent. */
  progress: number;
  message?: string;
}

/**
 * The photos being uploaded to a product: sent one after the other, so the pictures land in
 * the order they were chosen, each with its progress; `onUploaded` runs after each one the
 * shop has stored (the page then reads the product's pictures again).
 */
export function useImageUploads(productId: number, onUploaded: () => void) {
  const [uploads, setUploads] = useState<ImageUpload[]>([]);
  const queue = useRef<{ key: string; file: File }[]>([]);
  const running = useRef(false);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  });

  const update = useCallback((key: string, change: Partial<ImageUpload>) => {
    setUploads((all) =>
      all.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
    );
  }, []);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    const url = `/api/studio/products/${productId}/images`;
    for (let next = queue.current.shift(); next; next = queue.current.shift()) {
      const { key, file } = next;
      update(key, { status: "sending" });
      const form = new FormData();
      form.append("file", file);
      try {
        await uploadWithProgress(url, form, (sent) =>
          update(
            key,
            sent < 1
              ? { progress: Math.round(sent * 100) }
              : { status: "processing", progress: 100 },
          ),
        );
        update(key, { status: "done", progress: 100 });
        onUploadedRef.current();
      } catch (error) {
        update(key, { status: "failed", message: (error as UploadRefusal).message });
      }
    }
    running.current = false;
  }, [productId, update]);

  const add = useCallback(
    (files: File[]) => {
      const added = files.map((file) => ({
        key: `${Date.now()}-${Math.random().toString(36).slice(2)}`,
        file,
        tooLarge: file.size > MAX_IMAGE_BYTES,
      }));
      setUploads((all) => [
        ...all,
        ...added.map(({ key, file, tooLarge }) => ({
          key,
          name: file.name,
          progress: 0,
          status: (tooLarge ? "failed" : "waiting") as UploadStatus,
          message: tooLarge ? imageMessages.tooLarge(file.name) : undefined,
        })),
      ]);
      queue.current.push(...added.filter((upload) => !upload.tooLarge));
      void run();
    },
    [run],
  );

  const clearFinished = useCallback(() => {
    setUploads((all) =>
      all.filter((upload) => upload.status !== "done" && upload.status !== "failed"),
    );
  }, []);

  return { uploads, add, clearFinished };
}
