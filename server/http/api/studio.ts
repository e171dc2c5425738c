import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Database } from "#server/db/client.ts";
import { createStudioContentRoutes } from "#server/http/api/studio/content.ts";
import { createStudioProductFileRoutes } from "#server/http/api/studio/product-files.ts";
import { createStudioProductRoutes } from "#server/http/api/studio/products.ts";
import { type StudioHttpEnv, studioOnly } from "#server/http/api/studio/studio-guard.ts";
import type { FileStorage } from "#server/storage/file-storage.ts";

/** Studio uploads (photos, catalogue CSV files) are larger than the shop's JSON bodies. */
const MAX_STUDIO_BODY_BYTES = 25 * 1024 * 1024;

/**
 * The studio's JSON endpoints under /api/studio, for what a page does without a navigation
 * (uploads with a progress bar, long imports). All of them sit behind `studioOnly`.
 */
export function createStudioApi(options: { db: Database; storage: FileStorage }) {
  const { db } = options;
  const studio = new Hono<StudioHttpEnv>();
  studio.use(studioOnly(db));
  // Before the body limit: these stream files of up to 100 MB and count the bytes themselves.
  studio.route("/products", createStudioProductFileRoutes({ db, storage: options.storage }));
  studio.use(
    bodyLimit({
      maxSize: MAX_STUDIO_BODY_BYTES,
      onError: (c) =>
        c.json(
          {
            error: { code: "payload_too_large", message: "The file is too large (25 MB at most)." },
          },
          413,
        ),
    }),
  );
  studio.get("/me", (c) => {
    const { email, name, twoFactorEnabled } = c.get("studioAccount");
    return c.json({ email, name, twoFactorEnabled });
  });
  studio.route("/content", createStudioContentRoutes({ db, storage: options.storage }));
  studio.route("/products", createStudioProductRoutes({ db, storage: options.storage }));
  return studio;
}
