/**
 * The content screens' loaders and actions called as React Router calls them: each refuses a
 * visitor without a studio session (to the studio's sign-in, nothing changed), and forged
 * posts are answered in words with a 4xx, never a failure.
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as aboutMe from "#app/routes/studio/content/about-me.tsx";
import * as banner from "#app/routes/studio/content/banner.tsx";
import * as gallery from "#app/routes/studio/content/gallery.tsx";
import * as message from "#app/routes/studio/content/message.tsx";
import * as messages from "#app/routes/studio/content/messages.tsx";
import * as newsletter from "#app/routes/studio/content/newsletter.tsx";
import * as subscribersCsv from "#app/routes/studio/content/newsletter-subscribers[.]csv.ts";
import * as pageTextEdit from "#app/routes/studio/content/page-text-edit.tsx";
import * as pages from "#app/routes/studio/content/pages.tsx";
import * as postEdit from "#app/routes/studio/content/post-edit.tsx";
import * as postNew from "#app/routes/studio/content/post-new.tsx";
import * as posts from "#app/routes/studio/content/posts.tsx";
import { parseConfig } from "#server/config.ts";
import { type AppContext, appContext } from "#server/context.ts";
import { blogPosts, studioAuditLog } from "#server/db/schema.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let cookie = "";
const context = new RouterContextProvider();

beforeAll(async () => {
  test = await createTestDatabase();
  ({ cookie } = await studioSessionCookie(test.db));
  const config = parseConfig({ DATA_DIR: test.dataDir, PUBLIC_URL: "https://washi.test" });
  context.set(appContext, { db: test.db, config } as unknown as AppContext);
});
afterAll(() => test?.close());

type Handler = (args: never) => unknown;
interface Screen {
  path: string;
  params?: Record<string, string>;
  loader?: Handler;
  action?: Handler;
}

const screens: Screen[] = [
  { path: "/studio/content", loader: posts.loader },
  { path: "/studio/content/posts/new", loader: postNew.loader, action: postNew.action },
  {
    path: "/studio/content/posts/1",
    params: { postId: "1" },
    loader: postEdit.loader,
    action: postEdit.action,
  },
  { path: "/studio/content/gallery", loader: gallery.loader, action: gallery.action },
  { path: "/studio/content/pages", loader: pages.loader },
  {
    path: "/studio/content/pages/faq",
    params: { key: "faq" },
    loader: pageTextEdit.loader,
    action: pageTextEdit.action,
  },
  { path: "/studio/content/pages/about-me", loader: aboutMe.loader, action: aboutMe.action },
  { path: "/studio/content/pages/banner", loader: banner.loader, action: banner.action },
  { path: "/studio/content/messages", loader: messages.loader, action: messages.action },
  {
    path: "/studio/content/messages/1",
    params: { messageId: "1" },
    loader: message.loader,
    action: message.action,
  },
  { path: "/studio/content/newsletter", loader: newsletter.loader },
  { path: "/studio/content/newsletter/subscribers.csv", loader: subscribersCsv.loader },
];

function call(
  handler: Handler,
  path: string,
  options: { params?: Record<string, string>; form?: Record<string, string>; signedIn?: boolean },
) {
  const request = new Request(`https://washi.test${path}`, {
    method: options.form ? "POST" : "GET",
    headers: options.signedIn === false ? {} : { Cookie: cookie },
    body: options.form ? new URLSearchParams(options.form) : undefined,
  });
  const args = { request, params: options.params ?? {}, context };
  return Promise.resolve()
    .then(() => handler(args as never))
    .catch((thrown: unknown) => thrown);
}

/** The status of what a loader or action answered: a Response, data() with a status, or 200. */
function statusOf(value: unknown) {
  if (value instanceof Response) return value.status;
  const init = (value as { init?: { status?: number } } | null)?.init;
  return init?.status ?? 200;
}

describe("the content screens", () => {
  it("send a visitor without a studio session to the studio's sign-in, changing nothing", async () => {
    const [before] = await test.db.select().from(studioAuditLog);
    for (const screen of screens) {
      for (const handler of [screen.loader, screen.action]) {
        if (!handler) continue;
        const form =
          handler === screen.action ? { intent: "delete", id: "1", title: "x" } : undefined;
        const answer = await call(handler, screen.path, {
          params: screen.params,
          form,
          signedIn: false,
        });
        expect(answer, screen.path).toBeInstanceOf(Response);
        expect((answer as Response).status, screen.path).toBe(302);
        expect((answer as Response).headers.get("Location"), screen.path).toMatch(
          /^\/studio\/login\?returnTo=/,
        );
      }
    }
    expect(await test.db.select().from(blogPosts)).toHaveLength(0);
    expect(before).toBeUndefined();
  });

  it("open for the studio; a missing post, page text or message is a 404 screen", async () => {
    for (const screen of screens) {
      if (!screen.loader) continue;
      const answer = await call(screen.loader, screen.path, { params: screen.params });
      const expected = /posts\/1|messages\/1/.test(screen.path) ? 404 : 200;
      expect(statusOf(answer), screen.path).toBe(expected);
    }
    const unknownKey = await call(pageTextEdit.loader, "/studio/content/pages/terms", {
      params: { key: "terms" },
    });
    expect(statusOf(unknownKey)).toBe(404);
  });

  it("answer forged posts in words with a 4xx", async () => {
    const cases: [Handler, string, Record<string, string>, Record<string, string>, number][] = [
      [postEdit.action, "/studio/content/posts/abc", { postId: "abc" }, { intent: "publish" }, 404],
      [
        postEdit.action,
        "/studio/content/posts/99999999999",
        { postId: "99999999999" },
        { intent: "delete" },
        404,
      ],
      [postNew.action, "/studio/content/posts/new", {}, { title: "", slug: "../../etc" }, 400],
      [gallery.action, "/studio/content/gallery", {}, { intent: "up", id: "-1" }, 404],
      [gallery.action, "/studio/content/gallery", {}, { intent: "explode", id: "1" }, 400],
      [
        pageTextEdit.action,
        "/studio/content/pages/terms",
        { key: "terms" },
        { title: "Terms" },
        404,
      ],
      [messages.action, "/studio/content/messages", {}, { intent: "read", id: "<script>" }, 404],
      [banner.action, "/studio/content/pages/banner", {}, { bannerText: "a\u0000b" }, 400],
    ];
    for (const [handler, path, params, form, status] of cases) {
      const answer = await call(handler, path, { params, form });
      expect(statusOf(answer), `${path} ${JSON.stringify(form)}`).toBe(status);
      const data = (answer as { data?: { ok: boolean; message: string } }).data;
      expect(data?.ok).toBe(false);
      expect(data?.message.length).toBeGreaterThan(5);
    }
  });

  it("download the newsletter list as a CSV file that is never cached", async () => {
    const answer = (await call(
      subscribersCsv.loader,
      "/studio/content/newsletter/subscribers.csv",
      {},
    )) as Response;
    expect(answer.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="newsletter-subscribers-/,
    );
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await answer.text()).toBe("Email,Status,Consented At (UTC),Unsubscribed At (UTC)\r\n");
  });
});
