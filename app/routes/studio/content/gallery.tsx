import { useNavigation } from "react-router";
import { GalleryCard } from "#app/components/studio/content/gallery-card.tsx";
import { FileUpload } from "#app/components/studio/file-upload.tsx";
import { ReplyAlert } from "#app/components/studio/reply-alert.tsx";
import { contentTabs } from "#app/components/studio/studio-nav.ts";
import { StudioPage, StudioPanel } from "#app/components/studio/studio-page.tsx";
import { StudioTabs } from "#app/components/studio/studio-tabs.tsx";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import { deleteGalleryImage } from "#server/studio/content/gallery/delete-gallery-image.ts";
import { galleryMessages } from "#server/studio/content/gallery/gallery-messages.ts";
import { listStudioGallery } from "#server/studio/content/gallery/list-studio-gallery.ts";
import { moveGalleryImage } from "#server/studio/content/gallery/move-gallery-image.ts";
import { updateGalleryAlt } from "#server/studio/content/gallery/update-gallery-alt.ts";
import type { Route } from "./+types/gallery";

export function meta() {
  return [{ title: "Gallery — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  return { images: await listStudioGallery(db) };
}

/** intent=alt (with alt), up, down or delete, each with the picture's id. */
export async function action({ request, context }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const { db } = context.get(appContext);
  const form = formText(await request.formData());
  const intent = form.intent ?? "";
  const done = (message: string) => ({ ok: true as const, intent, message });
  return replyTo({ intent, values: form }, async () => {
    const id = parseRowId(form.id);
    if (id === null) throw new AppError("not_found", galleryMessages.notFound);
    switch (intent) {
      case "alt":
        await updateGalleryAlt(db, account, { id, alt: form.alt });
        return done("The description was saved.");
      case "up":
      case "down":
        await moveGalleryImage(db, account, { id, direction: intent });
        return done(intent === "up" ? "Moved earlier." : "Moved later.");
      case "delete":
        await deleteGalleryImage(db, account, id);
        return done("The picture was deleted.");
      default:
        throw new AppError("bad_request", "Unknown action.");
    }
  });
}

export default function Gallery({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { images } = loaderData;
  return (
    <StudioPage
      title="Content"
      description="The blog, the gallery, the shop's own words, visitors' messages and the newsletter list."
    >
      <StudioTabs label="Content" tabs={contentTabs} />
      <h2 className="text-xl font-semibold">Gallery</h2>
      <StudioPanel title="Add a picture">
        <FileUpload
          endpoint="/api/studio/content/gallery"
          fileLabel="Picture"
          submitLabel="Add to the gallery"
          hint="JPEG, PNG, WebP, AVIF, GIF or TIFF up to 25 MB, at least 400 × 300. Cropped to 4:3 around its middle."
          alt={{
            label: "Description (alt text)",
            hint: "What the picture shows, read aloud to people who can't see it.",
            required: true,
          }}
          doneTitle="Picture added to the gallery"
        />
      </StudioPanel>
      <ReplyAlert reply={actionData} />
      {images.length === 0 ? (
        <p className="text-ink-soft">The gallery is empty, so the home page shows none.</p>
      ) : (
        <ol aria-label="Gallery pictures, in the home page's order" className="flex flex-col gap-3">
          {images.map((image, index) => (
            <GalleryCard
              key={image.id}
              image={image}
              position={index + 1}
              count={images.length}
              reply={actionData}
              busy={busy}
            />
          ))}
        </ol>
      )}
    </StudioPage>
  );
}
