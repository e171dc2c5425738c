import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useFetchers, useLocation, useRevalidator } from "react-router";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { type FormReply, refusalOf } from "#app/forms/form-reply.ts";
import { type ManagedImage, moveButtonId, productImagesPath } from "./image-actions.ts";
import { ImageDropZone } from "./image-drop-zone.tsx";
import { inOrder } from "./image-order.ts";
import { ManagedImageItem } from "./managed-image-item.tsx";
import { UploadList } from "./upload-list.tsx";
import { useImageUploads } from "./use-image-uploads.ts";

export type { ManagedImage } from "./image-actions.ts";

export interface ProductImagesManagerProps {
  productId: number;
  productName: string;
  /** The product's pictures in order: `listProductImages` in the page's loader. */
  images: ManagedImage[];
}

/**
 * A product's pictures in the studio: photos added by drag and drop or the file input (several
 * at once, each with a progress bar), then each picture's alt text, place in the order and
 * deletion. Uploads go to the studio API; the rest posts to the pictures route's action (with
 * fetchers, or as plain forms without JavaScript), after which the page's loader runs again.
 */
export function ProductImagesManager({
  productId,
  productName,
  images,
}: ProductImagesManagerProps) {
  const action = productImagesPath(productId);
  const hydrated = useHydrated();
  const location = useLocation();
  const returnTo = hydrated ? "" : `${location.pathname}${location.search}`;
  const revalidator = useRevalidator();
  const { uploads, add, clearFinished } = useImageUploads(
    productId,
    () => void revalidator.revalidate(),
  );
  const orderFetcher = useFetcher<FormReply>({ key: `product-images-order-${productId}` });
  const [moved, setMoved] = useState<{ id: number; direction: "up" | "down" } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const summaryId = useId();

  // What is being saved shows at once: the order sent, without the pictures being deleted.
  const pending = useFetchers().filter(
    (fetcher) => fetcher.formAction === action && fetcher.formData,
  );
  const deleting = new Set(
    pending
      .filter((fetcher) => fetcher.formData?.get("intent") === "delete")
      .map((fetcher) => Number(fetcher.formData?.get("imageId"))),
  );
  const sentOrder = orderFetcher.formData?.get("order");
  const shown = inOrder(
    images,
    typeof sentOrder === "string" ? sentOrder.split(",").map(Number) : undefined,
  ).filter((image) => !deleting.has(image.id));
  const order = shown.map((image) => image.id);

  // After a move the list is redrawn: focus goes back to the moved picture's button.
  const orderKey = order.join(",");
  useEffect(() => {
    if (!moved || !orderKey) return;
    const wanted = document.getElementById(moveButtonId(moved.id, moved.direction));
    const other = document.getElementById(
      moveButtonId(moved.id, moved.direction === "up" ? "down" : "up"),
    );
    const target = wanted instanceof HTMLButtonElement && !wanted.disabled ? wanted : other;
    target?.focus();
  }, [moved, orderKey]);

  const onMove = (id: number, direction: "up" | "down", next: number[]) => {
    setMoved({ id, direction });
    setAnnouncement(`Picture moved to position ${next.indexOf(id) + 1} of ${next.length}.`);
    orderFetcher.submit({ intent: "order", order: next.join(",") }, { method: "post", action });
  };
  const refusedOrder = orderFetcher.state === "idle" ? refusalOf(orderFetcher.data) : undefined;
  const settled = uploads.every((upload) => upload.status === "done" || upload.status === "failed");
  const uploaded = uploads.filter((upload) => upload.status === "done").length;
  const uploadNews =
    settled && uploads.length > 0 ? `${uploaded} of ${uploads.length} photos uploaded.` : "";

  return (
    <div className="flex flex-col gap-4">
      <ImageDropZone onFiles={add} disabled={!hydrated} />
      <noscript>
        <p className="text-sm text-ink-soft">Uploading photos needs JavaScript turned on.</p>
      </noscript>
      <UploadList uploads={uploads} onClear={clearFinished} />
      <p
        ref={summaryRef}
        id={summaryId}
        tabIndex={-1}
        className="text-sm text-ink-soft focus:outline-none"
      >
        {shown.length === 0
          ? "No pictures yet: the shop shows 'Image Coming Soon' in their place."
          : `${shown.length} ${shown.length === 1 ? "picture" : "pictures"}; the first is the one listings show. New photos are described as “${productName}” until you change their alt text.`}
      </p>
      {refusedOrder ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {refusedOrder.message}
        </p>
      ) : null}
      {shown.length > 0 ? (
        <ol aria-labelledby={summaryId} className="flex flex-col gap-3">
          {shown.map((image, index) => (
            <ManagedImageItem
              key={image.id}
              image={image}
              index={index}
              order={order}
              action={action}
              returnTo={returnTo}
              onMove={onMove}
              onDelete={() => {
                setAnnouncement("Picture deleted.");
                summaryRef.current?.focus();
              }}
            />
          ))}
        </ol>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <p aria-live="polite" className="sr-only">
        {uploadNews}
      </p>
    </div>
  );
}
