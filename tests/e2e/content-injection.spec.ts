import type { Browser } from "@playwright/test";
import { sql } from "drizzle-orm";
import { contactFailureMessage } from "#server/content/contact/contact-limits.ts";
import { blogPosts } from "#server/db/schema.ts";
import { demoShopSettings } from "#server/seed/demo-settings.ts";
import { uniqueEmail } from "#tests/support/account.ts";
import { contactForm } from "#tests/support/contact.ts";
import { recordDialogs } from "#tests/support/dialogs.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { gotoHydrated, waitForHydration } from "#tests/support/hydration.ts";
import { waitForMailContaining } from "#tests/support/mail.ts";
import type { SeededShop } from "#tests/support/seeded-shop.ts";
import { serverOfItsOwn } from "#tests/support/server-of-its-own.ts";

/** Where the shop sends contact messages (OWNER_EMAIL). */
const ownerEmail = "maker@washi.example";
/** A message containing this is refused by the database: an unexpected failure. */
const failureMarker = "[e2e: the database refuses this]";

const slug = "hostile-markdown";
const hostile = {
  title: `<script>alert("title")</script></script><img src=x onerror=alert("title")> Hostile post`,
  excerpt: `</title><script>alert("excerpt")</script>" onmouseover="alert('excerpt')`,
  author: `<img src=x onerror=alert("author")>`,
  content: [
    `Raw script: <script>alert("script")</script> and <script src="data:text/javascript,alert(1)"></script>`,
    "",
    `<img src=x onerror="alert('img')"> <img src=x onerror=alert(1)>`,
    "",
    "Links: [x](javascript:alert(1)), [encoded](javascript:alert%28%27link%27%29), [mixed case](JaVaScRiPt:alert(1)), [vb](vbscript:msgbox), [entity](&#106;avascript:alert(1)) and [data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==).",
    "",
    `<iframe src="javascript:alert('iframe')"></iframe><iframe srcdoc="<script>alert('srcdoc')</script>"></iframe>`,
    "",
    `<a href="#" onclick="alert('click')" onmouseover="alert('hover')">hover me</a> <div tabindex="0" autofocus onfocus="alert('focus')">focus me</div> <svg onload=alert('svg')></svg> <details open ontoggle=alert('toggle')>x</details>`,
    "",
    "## <script>alert('heading')</script> A heading",
    "",
    "- [list link](javascript:alert('list'))",
    "- **[bold link](data:text/html,hi)**",
    "",
    "> <img src=x onerror=alert('quote')>",
    "",
    "![data picture](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
    "",
    "![outside picture](https://evil.example/x.png)",
    "",
    "A safe [link to the FAQ](/faq) stays a link.",
  ].join("\n"),
};

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.skip(({ databaseKind, layout }) => databaseKind !== "pglite" || layout !== "desktop");

/** A hostile published post, and a contact message the database refuses (by its marker). */
async function writeHostileContent(shop: SeededShop) {
  const handle = await shop.openDatabase();
  try {
    await handle.db.insert(blogPosts).values({
      slug,
      ...hostile,
      status: "published",
      publishedAt: new Date(Date.now() - 60_000),
    });
    // A constraint takes no parameters: the marker (no quotes in it) is written in as SQL.
    await handle.db.execute(
      sql`alter table contact_messages add constraint e2e_refuses_marker
          check (position(${sql.raw(`'${failureMarker}'`)} in message) = 0)`,
    );
  } finally {
    await handle.close();
  }
}

const server = serverOfItsOwn({
  mail: true,
  env: { OWNER_EMAIL: ownerEmail },
  prepare: writeHostileContent,
  startTimeout: 180_000,
});

test("a hostile blog post is shown as text: nothing runs, no handler, no script address", async ({
  page,
}) => {
  const dialogs = recordDialogs(page);
  const response = await page.goto(`${server.url}/blog/${slug}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  // Autofocus, hover and toggle get their chance to fire.
  await page.mouse.move(10, 10);
  await page.keyboard.press("Tab");

  const article = page.getByRole("main").getByRole("article");
  await expect(article.getByRole("heading", { level: 1 })).toHaveText(hostile.title);
  // What was written is on the page, as text.
  await expect(article).toContainText(`Raw script: <script>alert("script")</script>`);
  await expect(article).toContainText(`<img src=x onerror="alert('img')">`);
  await expect(article).toContainText(`<iframe src="javascript:alert('iframe')"></iframe>`);
  await expect(article).toContainText(`onclick="alert('click')"`);
  await expect(article).toContainText(hostile.author);
  // The safe link survives, so the checks below look at rendered links.
  await expect(article.getByRole("link", { name: "link to the FAQ" })).toHaveAttribute(
    "href",
    "/faq",
  );

  const found = await article.evaluate((root) => {
    const elements = [root, ...root.querySelectorAll("*")];
    return {
      scripts: root.querySelectorAll("script").length,
      frames: root.querySelectorAll("iframe, frame, object, embed").length,
      handlers: elements.flatMap((element) =>
        element
          .getAttributeNames()
          .filter((name) => name.toLowerCase().startsWith("on"))
          .map((name) => `${element.tagName.toLowerCase()}[${name}]`),
      ),
      addresses: elements.flatMap((element) =>
        ["href", "src", "srcset", "action", "formaction", "xlink:href", "srcdoc"]
          .map((name) => element.getAttribute(name))
          .filter((value): value is string => value !== null)
          .filter((value) => /^\s*(javascript|vbscript|data):/i.test(value)),
      ),
      pictures: [...root.querySelectorAll("img")].map((img) => img.getAttribute("src") ?? ""),
    };
  });
  expect(found.scripts, "script elements in the article").toBe(0);
  expect(found.frames, "frames or embeds in the article").toBe(0);
  expect(found.handlers, "event handler attributes in the article").toEqual([]);
  expect(found.addresses, "javascript:, vbscript: or data: addresses").toEqual([]);
  // Pictures come only from the shop's uploads (the cover has none: it is not set).
  for (const src of found.pictures) expect(src).toMatch(/^\/uploads\//);

  // The whole document holds only the app's own scripts: its modules, the inline scripts
  // React Router writes with the request's nonce, and JSON data blocks.
  const foreign = await page.evaluate(() =>
    [...document.querySelectorAll("script")]
      .filter((script) => {
        if (script.type === "application/ld+json") return false;
        if (script.src) return !new URL(script.src).pathname.startsWith("/assets/");
        return script.nonce === "";
      })
      .map((script) => script.outerHTML.slice(0, 120)),
  );
  expect(foreign, "scripts that are not the app's own").toEqual([]);
  expect(dialogs).toEqual([]);
});

const script = "<script>alert(1)</script>";
const image = "<img src=x onerror=alert(1)>";

test("a contact message carrying script reaches the owner escaped in HTML, as typed in text", async ({
  page,
}) => {
  const dialogs = recordDialogs(page);
  await gotoHydrated(page, `${server.url}/contact`);
  const form = contactForm(page);
  const sender = uniqueEmail("injection");
  await form.name.fill(`${script} ${image}`);
  await form.email.fill(sender);
  await form.message.fill(`Hello there!\n${script}\n${image}`);
  await form.send.click();
  await expect(page.getByRole("heading", { name: "Thank you for your message!" })).toBeVisible();

  const { html, text } = await waitForMailContaining(server.smtp, ownerEmail, sender);
  expect(html).toContain(`href="mailto:${sender}"`);
  expect(html).not.toMatch(/<script|<img src=x/i);
  expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  // The name is escaped too: its <script> is not in the HTML as a tag (checked above), but
  // as text, twice (the name, then the message).
  expect(html.split("&lt;script&gt;alert(1)&lt;/script&gt;").length - 1).toBeGreaterThanOrEqual(2);

  expect(text).toContain(`From: ${script} ${image}`);
  expect(text).toContain(script);
  expect(text).toContain(image);
  expect(text).not.toContain("&lt;");
  expect(dialogs).toEqual([]);
});

test("an unexpected failure: the spec's words with the shop's address, the form kept", async ({
  page,
  browser,
}) => {
  const expected = contactFailureMessage(demoShopSettings.ownerEmail);
  const typed = {
    name: "Ana López",
    email: "ana@example.com",
    message: `Will this arrive? ${failureMarker}`,
  };

  await gotoHydrated(page, `${server.url}/contact`);
  const form = contactForm(page);
  await form.name.fill(typed.name);
  await form.email.fill(typed.email);
  await form.message.fill(typed.message);
  await form.send.click();
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert).toContainText("Message not sent");
  await expect(alert).toContainText(expected);
  await expect(form.name).toHaveValue(typed.name);
  await expect(form.email).toHaveValue(typed.email);
  await expect(form.message).toHaveValue(typed.message);

  // Without JavaScript the answer is a page with the same alert and the same form.
  const context = await (browser as Browser).newContext({ javaScriptEnabled: false });
  try {
    const plain = await context.newPage();
    await plain.goto(`${server.url}/contact`);
    const plainForm = contactForm(plain);
    await plainForm.name.fill(typed.name);
    await plainForm.email.fill(typed.email);
    await plainForm.message.fill(typed.message);
    await plainForm.send.click();
    await expect(plain.getByRole("main").getByRole("alert")).toContainText(expected);
    await expect(plainForm.name).toHaveValue(typed.name);
    await expect(plainForm.email).toHaveValue(typed.email);
    await expect(plainForm.message).toHaveValue(typed.message);
  } finally {
    await context.close();
  }

  // The JSON API answers 500 with the same words, and nothing of the fault.
  const response = await page.request.post(`${server.url}/api/contact`, {
    data: { fullName: typed.name, email: typed.email, message: typed.message },
  });
  expect(response.status()).toBe(500);
  const body = await response.text();
  expect(JSON.parse(body)).toEqual({ error: { code: "internal", message: expected } });
  expect(body).not.toMatch(/constraint|contact_messages|e2e_refuses|insert into|stack|\n\s+at /i);
});
