import { Hono } from "hono";
import type { Database } from "#server/db/client.ts";
import type { StudioHttpEnv } from "#server/http/api/studio/studio-guard.ts";
import { uploadForm } from "#server/http/api/studio/upload-form.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import type { FileStorage } from "#server/storage/file-storage.ts";
import { setAboutPhoto } from "#server/studio/content/about/set-about-photo.ts";
import { postMessages } from "#server/studio/content/blog/post-input.ts";
import { setPostCover } from "#server/studio/content/blog/set-post-cover.ts";
import { addGalleryImage } from "#server/studio/content/gallery/add-gallery-image.ts";

/**
 * The content screens' picture uploads (sent with a progress bar): a post's cover, a gallery
 * picture, the About me photo. Each answers the stored picture's addresses.
 */
export function createStudioContentRoutes({ db, storage }: { db: Database; storage: FileStorage }) {
  const { pictures } = storage;
  const routes = new Hono<StudioHttpEnv>();

  routes.post("/posts/:postId/cover", async (c) => {
    const id = parseRowId(c.req.param("postId"));
    if (id === null) throw new AppError("not_found", postMessages.notFound);
    const form = await uploadForm(c);
    const cover = await setPostCover(db, c.get("studioAccount"), {
      id,
      file: form.image,
      alt: form.alt,
      pictures,
    });
    return c.json({ cover: { alt: cover.coverAlt, variants: cover.variants } });
  });

  routes.post("/gallery", async (c) => {
    const form = await uploadForm(c);
    const image = await addGalleryImage(db, c.get("studioAccount"), {
      file: form.image,
      alt: form.alt,
      pictures,
    });
    return c.json({ image }, 201);
  });

  routes.post("/about-photo", async (c) => {
    const form = await uploadForm(c);
    const photo = await setAboutPhoto(db, c.get("studioAccount"), { file: form.image, pictures });
    return c.json({ photo });
  });

  return routes;
}
