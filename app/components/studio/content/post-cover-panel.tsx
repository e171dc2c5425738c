import { Form } from "react-router";
import { ProductPicture } from "#app/components/catalogue/product-image.tsx";
import { FileUpload } from "#app/components/studio/file-upload.tsx";
import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { BlogCover } from "#server/content/blog/blog-post-shape.ts";

/** The post's cover as the blog shows it, a new one uploaded with a progress bar, or none. */
export function PostCoverPanel(props: { postId: number; cover: BlogCover | null; busy: boolean }) {
  return (
    <StudioPanel title="Cover picture">
      <div className="flex flex-col gap-4">
        {props.cover ? (
          <>
            <div className="overflow-hidden rounded-md border border-line">
              <ProductPicture
                image={props.cover}
                alt={props.cover.alt}
                sizes="(min-width: 1024px) 320px, 90vw"
              />
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="remove-cover" />
              <Button
                type="submit"
                variant="secondary"
                size="sm"
                className="min-h-11"
                disabled={props.busy}
              >
                Remove the cover
              </Button>
            </Form>
          </>
        ) : (
          <p className="text-ink-soft">No cover yet: the blog shows the post without a picture.</p>
        )}
        <FileUpload
          endpoint={`/api/studio/content/posts/${props.postId}/cover`}
          fileLabel={props.cover ? "Replace with a new picture" : "Picture"}
          submitLabel="Upload cover"
          hint="JPEG, PNG, WebP, AVIF, GIF or TIFF up to 25 MB, at least 400 × 300. Cropped to 4:3 around its middle."
          doneTitle="Cover picture saved"
        />
      </div>
    </StudioPanel>
  );
}
