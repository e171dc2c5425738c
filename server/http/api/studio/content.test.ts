import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageMessages } from "#server/catalogue/studio/images/image-upload-limits.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";
import { createBlogPost } from "#server/studio/content/blog/create-blog-post.ts";
import { getStudioPost } from "#server/studio/content/blog/get-studio-post.ts";
import { listStudioGallery } from "#server/studio/content/gallery/list-studio-gallery.ts";
import { altMessages } from "#server/studio/content/images/alt-text.ts";
import { createTestHttpApp } from "#tests/support/http-app.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let app: ReturnType<typeof createTestHttpApp>["app"];
let cookie: string;
let postId: number;

beforeAll(async () => {
  test = await createTestDatabase();
  app = createTestHttpApp({ database: test.handle, dataDir: test.dataDir }).app;
  const session = await studioSessionCookie(test.db);
  cookie = session.cookie;
  ({ id: postId } = await createBlogPost(test.db, session.account, {
    title: "Covered",
    content: "Hello",
  }));
});
afterAll(() => test?.close());

const form = (fields: Record<string, Blob | string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};
const post = (path: string, body: BodyInit, headers: Record<string, string> = { cookie }) =>
  app.request(`http://localhost/api/studio/content${path}`, { method: "POST", body, headers });
const photo = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 800, height: 600, channels: 3, background: "#e3b958" } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    "desk.jpg",
    { type: "image/jpeg" },
  );

describe("/api/studio/content uploads", () => {
  it("answer only the studio: 403 for anyone else, nothing stored", async () => {
    for (const path of [`/posts/${postId}/cover`, "/gallery", "/about-photo"]) {
      const response = await post(path, form({ image: await photo(), alt: "x" }), {});
      expect(response.status, path).toBe(403);
    }
    expect(await listStudioGallery(test.db)).toHaveLength(0);
  });

  it("store a post's cover in four sizes and answer it", async () => {
    const response = await post(
      `/posts/${postId}/cover`,
      form({ image: await photo(), alt: "A desk" }),
    );
    expect(response.status).toBe(200);
    const { cover } = await response.json();
    expect(cover.alt).toBe("A desk");
    expect(cover.variants.large).toMatchObject({ width: 1000, height: 750 });
    expect(cover.variants.thumbnail.webp).toMatch(
      /^\/uploads\/blog\/covered-245-[0-9a-f]{12}\.webp$/,
    );
    expect((await getStudioPost(test.db, postId))?.coverVariants).toEqual(cover.variants);
  });

  it("add a gallery picture with its text, and the About me photo", async () => {
    const added = await post("/gallery", form({ image: await photo(), alt: "Tape rolls" }));
    expect(added.status).toBe(201);
    expect((await added.json()).image).toMatchObject({ alt: "Tape rolls" });
    const about = await post("/about-photo", form({ image: await photo() }));
    expect(about.status).toBe(200);
    const { photo: stored } = await about.json();
    expect((await getShopSettings(test.db)).aboutMe.imageUrl).toBe(stored.imagePath);
  });

  it("refuse in JSON what they cannot take, with the field it is about", async () => {
    const noAlt = await post("/gallery", form({ image: await photo() }));
    expect(noAlt.status).toBe(400);
    expect((await noAlt.json()).error).toMatchObject({ details: { alt: altMessages.required } });
    const notImage = await post("/about-photo", form({ image: new File(["%PDF-1.7"], "a.pdf") }));
    const refused =
      "“a.pdf” is not a picture the shop can use. Upload a JPEG, PNG, WebP, AVIF, GIF or TIFF file.";
    expect(await notImage.json()).toMatchObject({
      error: { code: "bad_request", message: refused, details: { image: refused } },
    });
    const json = await post("/about-photo", JSON.stringify({ image: "x" }), {
      cookie,
      "content-type": "application/json",
    });
    expect((await json.json()).error.message).toBe(imageMessages.noFile);
    const broken = await post("/gallery", "--x\r\nnot multipart", {
      cookie,
      "content-type": "multipart/form-data; boundary=nope",
    });
    expect(broken.status).toBe(400);
    for (const id of ["999999", "abc", "99999999999"]) {
      const missing = await post(`/posts/${id}/cover`, form({ image: await photo() }));
      expect(missing.status, id).toBe(404);
    }
    expect(await listStudioGallery(test.db)).toHaveLength(1);
  });
});
