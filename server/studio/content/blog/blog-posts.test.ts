import { existsSync } from "node:fs";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  imageMessages,
  MIN_CONTENT_IMAGE,
} from "#server/catalogue/studio/images/image-upload-limits.ts";
import { getPublishedPost } from "#server/content/blog/get-published-post.ts";
import { listPublishedPosts } from "#server/content/blog/list-published-posts.ts";
import { blogPosts, storefrontVersion, studioAuditLog } from "#server/db/schema.ts";
import { formatLocalDateTime, parseLocalDateTime } from "#server/lib/local-date-time.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { refusal } from "#tests/support/refusal.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { createBlogPost } from "./create-blog-post.ts";
import { deleteBlogPost } from "./delete-blog-post.ts";
import { getStudioPost } from "./get-studio-post.ts";
import { listStudioPosts } from "./list-studio-posts.ts";
import { postMessages } from "./post-input.ts";
import { publishBlogPost, readPublicationDate } from "./publish-blog-post.ts";
import { removePostCover } from "./remove-post-cover.ts";
import { setPostCover } from "./set-post-cover.ts";
import { unpublishBlogPost } from "./unpublish-blog-post.ts";
import { updateBlogPost } from "./update-blog-post.ts";

const ZONE = "America/New_York";
let test: TestDatabase;
let account: StudioAccount;

beforeAll(async () => {
  test = await createTestDatabase();
  ({ account } = await studioSessionCookie(test.db));
});
afterAll(() => test?.close());

const post = (fields: Record<string, string> = {}) => ({
  title: "A Morning in the Studio",
  slug: "",
  excerpt: "",
  author: "Mina",
  content: "## Hello\n\nFirst **light**.",
  coverAlt: "",
  ...fields,
});

async function lastChange() {
  const [row] = await test.db.select().from(studioAuditLog).orderBy(desc(studioAuditLog.id));
  return row;
}

async function version() {
  const [row] = await test.db.select().from(storefrontVersion);
  return row?.version ?? 0;
}

function picture(width: number, height: number, format: "png" | "jpeg" = "png") {
  return sharp({ create: { width, height, channels: 3, background: "#c96a52" } })
    .toFormat(format)
    .toBuffer()
    .then((bytes) => new File([new Uint8Array(bytes)], `cover.${format}`));
}

describe("creating and editing a post", () => {
  it("writes a draft with a slug made from the title, -2 when it is taken", async () => {
    const first = await createBlogPost(test.db, account, post({ title: "Café Crème & Cats!" }));
    expect(first.slug).toBe("cafe-creme-cats");
    const second = await createBlogPost(test.db, account, post({ title: "Café crème: cats" }));
    expect(second.slug).toBe("cafe-creme-cats-2");
    const row = await getStudioPost(test.db, first.id);
    expect(row).toMatchObject({
      status: "draft",
      publishedAt: null,
      author: "Mina",
      excerpt: "",
      content: "## Hello\n\nFirst **light**.",
    });
    expect(await lastChange()).toMatchObject({
      action: "blog-post.create",
      subject: `blog-post:${second.id}`,
      actorEmail: account.email,
    });
    // A draft is not on the blog.
    expect(await getPublishedPost(test.db, first.slug)).toBeNull();
  });

  it("refuses a typed slug another post has, naming that post", async () => {
    await createBlogPost(test.db, account, post({ title: "Taken", slug: "taken-slug" }));
    const error = await refusal(
      createBlogPost(test.db, account, post({ title: "Other", slug: "taken-slug" })),
    );
    expect(error.code).toBe("conflict");
    expect(error.details).toEqual({ slug: postMessages.slugTaken("Taken") });
    const rows = await test.db.select().from(blogPosts).where(eq(blogPosts.slug, "taken-slug"));
    expect(rows).toHaveLength(1);
  });

  it("refuses a blank title, a malformed slug, a long excerpt and control characters", async () => {
    const error = await refusal(
      createBlogPost(test.db, account, {
        title: "   ",
        slug: "Not A Slug",
        excerpt: "x".repeat(151),
        author: "Mina\u0000",
        content: "fine",
      }),
    );
    expect(error.code).toBe("bad_request");
    expect(error.details).toEqual({
      title: postMessages.titleRequired,
      slug: postMessages.slugInvalid,
      excerpt: "This can be at most 150 characters",
      author: "Please remove unusual characters",
    });
    expect((await refusal(createBlogPost(test.db, account, null))).code).toBe("bad_request");
    expect((await refusal(createBlogPost(test.db, account, post({ slug: "-a" })))).details).toEqual(
      { slug: postMessages.slugInvalid },
    );
  });

  it("saves edits, keeps its own slug, refuses another's, and is not found once gone", async () => {
    const { id } = await createBlogPost(test.db, account, post({ title: "Edit me" }));
    const saved = await updateBlogPost(
      test.db,
      account,
      id,
      post({ title: "Edited", slug: "edit-me", excerpt: "Short.", author: "" }),
    );
    expect(saved.slug).toBe("edit-me");
    expect(await getStudioPost(test.db, id)).toMatchObject({
      title: "Edited",
      excerpt: "Short.",
      author: null,
    });
    const conflict = await refusal(
      updateBlogPost(test.db, account, id, post({ slug: "taken-slug" })),
    );
    expect(conflict.code).toBe("conflict");
    expect((await refusal(updateBlogPost(test.db, account, 999_999, post()))).code).toBe(
      "not_found",
    );
  });
});

describe("publishing", () => {
  it("publishes now, shows it on the blog, and unpublishing hides it again", async () => {
    const { id, slug } = await createBlogPost(test.db, account, post({ title: "Fresh news" }));
    const before = await version();
    const now = new Date();
    await publishBlogPost(test.db, account, { id, publishedAt: now });
    expect(await version()).toBeGreaterThan(before);
    expect(await lastChange()).toMatchObject({ action: "blog-post.publish" });
    const shown = await getPublishedPost(test.db, slug);
    expect(shown).toMatchObject({ title: "Fresh news", publishedAt: now });
    expect((await listPublishedPosts(test.db, { pageSize: 1 })).posts[0]?.slug).toBe(slug);

    await unpublishBlogPost(test.db, account, id);
    expect(await getPublishedPost(test.db, slug)).toBeNull();
    expect((await getStudioPost(test.db, id))?.status).toBe("draft");
    expect(await lastChange()).toMatchObject({ action: "blog-post.unpublish" });
  });

  it("takes the date on the shop's clocks, schedules a later one, refuses a non-date", async () => {
    const { id, slug } = await createBlogPost(test.db, account, post({ title: "Dated" }));
    const date = (typed: string) => readPublicationDate(typed, ZONE);
    await publishBlogPost(test.db, account, { id, publishedAt: date("2026-03-05T09:30") });
    expect((await getStudioPost(test.db, id))?.publishedAt).toEqual(
      new Date("2026-03-05T14:30:00Z"),
    );
    await publishBlogPost(test.db, account, { id, publishedAt: date("2999-01-01T00:00") });
    expect(await getPublishedPost(test.db, slug)).toBeNull();
    expect(await getPublishedPost(test.db, slug, new Date("3000-01-01T00:00:00Z"))).not.toBeNull();
    for (const bad of ["yesterday", "2026-02-30T10:00", "2026-03-05T25:00", "<script>"]) {
      const error = await refusal(Promise.resolve().then(() => date(bad)));
      expect(error.details, bad).toEqual({ publishedAt: postMessages.publishDateInvalid });
    }
    const now = new Date("2026-05-01T12:00:00Z");
    expect(readPublicationDate("  ", ZONE, now)).toBe(now);
    const missing = publishBlogPost(test.db, account, { id: 999_999, publishedAt: now });
    expect((await refusal(missing)).code).toBe("not_found");
  });

  it("round-trips a date through the form's local value", () => {
    const instant = new Date("2026-07-04T16:05:00Z");
    const local = formatLocalDateTime(instant, ZONE);
    expect(local).toBe("2026-07-04T12:05");
    expect(parseLocalDateTime(local, ZONE)).toEqual(instant);
    expect(parseLocalDateTime("2026-07-04T12:05:00", ZONE)).toEqual(instant);
  });
});

describe("the studio's list and deleting", () => {
  it("lists drafts and published posts; a deleted post is gone and logged", async () => {
    const { id } = await createBlogPost(test.db, account, post({ title: "Delete me" }));
    const list = await listStudioPosts(test.db);
    expect(list.posts[0]).toMatchObject({ id, title: "Delete me", status: "draft" });
    expect(list.total).toBeGreaterThan(3);
    await deleteBlogPost(test.db, account, id);
    expect(await getStudioPost(test.db, id)).toBeNull();
    expect(await lastChange()).toMatchObject({
      action: "blog-post.delete",
      details: { title: "Delete me", slug: "delete-me" },
    });
    expect((await refusal(deleteBlogPost(test.db, account, id))).code).toBe("not_found");
  });
});

describe("the cover picture", () => {
  it("is encoded in four sizes of AVIF and WebP under uploads/blog, and shown on the blog", async () => {
    const { id, slug } = await createBlogPost(test.db, account, post({ title: "With a cover" }));
    const cover = await setPostCover(test.db, account, {
      id,
      file: await picture(1600, 1000, "jpeg"),
      alt: "A desk by the window",
      pictures: test.storage.pictures,
    });
    for (const [size, width] of [
      ["thumbnail", 245],
      ["small", 500],
      ["medium", 750],
      ["large", 1000],
    ] as const) {
      const variant = cover.variants[size];
      expect(variant).toMatchObject({ width, height: Math.round((width * 3) / 4) });
      expect(variant.webp).toMatch(
        new RegExp(`^/uploads/blog/with-a-cover-${width}-[0-9a-f]{12}\\.webp$`),
      );
      expect(variant.avif).toMatch(/\.avif$/);
      expect(existsSync(path.join(test.dataDir, variant.webp))).toBe(true);
      expect(existsSync(path.join(test.dataDir, variant.avif))).toBe(true);
    }
    await publishBlogPost(test.db, account, { id, publishedAt: new Date() });
    expect((await getPublishedPost(test.db, slug))?.cover).toEqual({
      alt: "A desk by the window",
      width: 1000,
      height: 750,
      variants: cover.variants,
    });
    expect(await lastChange()).toMatchObject({ action: "blog-post.publish" });

    await removePostCover(test.db, account, id);
    expect((await getPublishedPost(test.db, slug))?.cover).toBeNull();
  });

  it("refuses what is not a usable picture, changing nothing", async () => {
    const { id } = await createBlogPost(test.db, account, post({ title: "No cover" }));
    const upload = (file: unknown) =>
      refusal(setPostCover(test.db, account, { id, file, pictures: test.storage.pictures }));
    expect((await upload(undefined)).message).toBe(imageMessages.noFile);
    const notAnImage = /is not a picture the shop can use/;
    expect((await upload(new File(["hello"], "a.png"))).message).toMatch(notAnImage);
    const svg = new File(
      ['<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"/>'],
      "a.svg",
    );
    expect((await upload(svg)).details?.image).toMatch(notAnImage);
    expect((await upload(await picture(300, 200))).message).toBe(
      imageMessages.tooSmall(MIN_CONTENT_IMAGE),
    );
    expect((await getStudioPost(test.db, id))?.coverVariants).toBeNull();
    const missing = await refusal(
      setPostCover(test.db, account, {
        id: 999_999,
        file: await picture(800, 600),
        pictures: test.storage.pictures,
      }),
    );
    expect(missing.code).toBe("not_found");
  });
});
