/**
 * The studio's content screens (issue 8, Build 6). On a server of its own (desktop, PGlite;
 * what it publishes would change the blog and pages the shared server's specs count): the
 * maker writes a post with the Markdown preview, gives it a cover picture and publishes it,
 * and /blog and /blog/{slug} show it; does the same without JavaScript; edits the shipping
 * page's text and /shipping shows it; adds, moves and deletes a gallery picture; reads a
 * message sent through /contact, as text; sees the newsletter list and exports it. axe checks
 * each screen at 390 and 1280 px. On the phone project, read-only on the shared server: every
 * content screen fits 390 px, passes axe, and the preview answers a tap.
 */
import { readFileSync } from "node:fs";
import {
  expectNoAxeViolations,
  expectNoAxeViolationsAtBothWidths,
  expectPhoneScreen,
} from "#tests/support/axe.ts";
import { contactForm } from "#tests/support/contact.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { gotoHydrated, waitForHydration } from "#tests/support/hydration.ts";
import { serverOfItsOwn } from "#tests/support/server-of-its-own.ts";
import { pictureFile, signInToStudio, studioAdminEnv, studioPanel } from "#tests/support/studio.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

/** A photo-like picture: a file the upload takes. */
const photo = (name: string, colour: string) => pictureFile(name, colour, { format: "jpeg" });

test.describe("on a server of its own, with what it publishes", () => {
  test.skip(({ databaseKind, layout }) => databaseKind !== "pglite" || layout !== "desktop");

  const server = serverOfItsOwn({ env: studioAdminEnv });
  /** An address on this spec's server. */
  const at = (pathname: string) => `${server.url}${pathname}`;

  test("a post written with a preview, given a cover and published shows on the blog", async ({
    page,
  }, testInfo) => {
    await signInToStudio(page, "/studio/content", server.url);
    await expectNoAxeViolationsAtBothWidths(page, testInfo, "/studio/content");
    await page.getByRole("link", { name: "New post" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolationsAtBothWidths(page, testInfo, "new post");

    const main = page.getByRole("main");
    await main.getByLabel(/^Title/).fill("Pressed Flowers, Week One");
    await main.getByLabel("Author").fill("Mina");
    await main
      .getByRole("textbox", { name: "Content" })
      .fill(
        "## What I picked\n\nA **bright** morning in the garden.\n\n<script>window.owned = 1</script>",
      );
    await main.getByLabel("Cover picture description").fill("Pressed violets on cotton paper");
    await main.getByRole("tab", { name: "Preview" }).click();
    const preview = main.getByRole("tabpanel", { name: "Preview" });
    await expect(preview.getByRole("heading", { level: 2, name: "What I picked" })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("bright");
    // Markup in the text is shown as typed, never run.
    await expect(preview).toContainText("<script>window.owned = 1</script>");
    await expectNoAxeViolationsAtBothWidths(page, testInfo, "new post preview");
    await main.getByRole("tab", { name: "Write" }).click();
    await main.getByRole("button", { name: "Save draft" }).click();

    await page.waitForURL(/\/studio\/content\/posts\/\d+\?created$/);
    await expect(page.getByText("Draft saved.")).toBeVisible();
    const slug = await main.getByLabel("Address").inputValue();
    expect(slug).toBe("pressed-flowers-week-one");
    expect((await page.request.get(at(`/blog/${slug}`))).status()).toBe(404);

    const cover = studioPanel(page, "Cover picture");
    await cover.getByLabel(/^Picture/).setInputFiles(await photo("violets.jpg", "#b9a3d6"));
    await cover.getByRole("button", { name: "Upload cover" }).click();
    await expect(page.getByText("Cover picture saved")).toBeVisible({ timeout: 20_000 });
    await expect(cover.getByRole("img", { name: "Pressed violets on cotton paper" })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, testInfo, "post editor");

    await studioPanel(page, "Publishing").getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Saved and published.")).toBeVisible();
    await expect(
      studioPanel(page, "Publishing").getByText("Published", { exact: true }),
    ).toBeVisible();

    const visitor = await page.context().browser()?.newContext();
    const reader = await visitor?.newPage();
    if (!reader) throw new Error("no visitor page");
    try {
      await reader.goto(at("/blog"));
      const card = reader.getByRole("article").filter({ hasText: "Pressed Flowers, Week One" });
      await expect(card).toBeVisible();
      await expect(card.getByText("A bright morning in the garden.")).toBeVisible();
      await reader.goto(at(`/blog/${slug}`));
      await expect(reader.getByRole("heading", { level: 1 })).toHaveText(
        "Pressed Flowers, Week One",
      );
      await expect(
        reader.getByRole("img", { name: "Pressed violets on cotton paper" }),
      ).toBeVisible();
      await expect(reader.getByRole("heading", { level: 2, name: "What I picked" })).toBeVisible();
      await expect(reader.getByText("By Mina")).toBeVisible();
      expect(await reader.evaluate(() => "owned" in window)).toBe(false);
    } finally {
      await visitor?.close();
    }
  });

  test("without JavaScript a post is written, published and unpublished", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await signInToStudio(page, "/studio/content/posts/new", server.url);
      const main = page.getByRole("main");
      await main.getByLabel(/^Title/).fill("Written Without Script");
      await main.getByRole("textbox", { name: "Content" }).fill("Plain words, **bold** ones.");
      await main.getByRole("button", { name: "Save draft" }).click();
      await page.waitForURL(/\/studio\/content\/posts\/\d+\?created$/);
      await studioPanel(page, "Publishing").getByRole("button", { name: "Publish" }).click();
      await expect(page.getByText("Saved and published.")).toBeVisible();
      expect((await page.request.get(at("/blog/written-without-script"))).status()).toBe(200);
      await studioPanel(page, "Publishing").getByRole("button", { name: "Unpublish" }).click();
      await expect(page.getByText("Unpublished: the post is a draft again.")).toBeVisible();
      expect((await page.request.get(at("/blog/written-without-script"))).status()).toBe(404);
      // A refused save keeps what was typed.
      await main.getByLabel("Address").fill("Not A Slug!");
      await main.getByRole("button", { name: "Save", exact: true }).click();
      await expect(
        main.getByText("Use lower-case letters, digits and single hyphens, like my-first-post"),
      ).toBeVisible();
      await expect(main.getByLabel("Address")).toHaveValue("Not A Slug!");
    } finally {
      await context.close();
    }
  });

  test("the shipping page's text, edited with its preview, shows on /shipping", async ({
    page,
  }, testInfo) => {
    await signInToStudio(page, "/studio/content/pages", server.url);
    await expectNoAxeViolationsAtBothWidths(page, testInfo, "page texts");
    await page.getByRole("link", { name: "Shipping information" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Shipping information" }),
    ).toBeVisible();
    await waitForHydration(page);
    const main = page.getByRole("main");
    await main
      .getByLabel("Lead (one line under the title)")
      .fill("Every parcel is wrapped in paper and leaves within two days.");
    const body = main.getByRole("textbox", { name: "Page text" });
    await body.fill(`${await body.inputValue()}\n\n## Gift wrapping\n\nAsk for it at {email}.`);
    await main.getByRole("tab", { name: "Preview" }).click();
    const preview = main.getByRole("tabpanel", { name: "Preview" });
    const gift = preview.getByRole("region", { name: "Gift wrapping" });
    await expect(gift.getByRole("link", { name: "hello@washi.example" })).toHaveAttribute(
      "href",
      "mailto:hello@washi.example",
    );
    await expectNoAxeViolationsAtBothWidths(page, testInfo, "shipping text preview");
    await main.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. The shop shows the new words now.")).toBeVisible();

    await page.goto(at("/shipping"));
    await expect(
      page.getByText("Every parcel is wrapped in paper and leaves within two days."),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Gift wrapping" })).toContainText(
      "Ask for it at",
    );
    await expect(page.getByRole("region", { name: "Shop orders" })).toBeVisible();
  });

  test("a gallery picture is added with its description, moved onto the home page and deleted", async ({
    page,
  }, testInfo) => {
    await signInToStudio(page, "/studio/content/gallery", server.url);
    await waitForHydration(page);
    const add = studioPanel(page, "Add a picture");
    await add.getByLabel(/^Picture/).setInputFiles(await photo("ribbon.jpg", "#e8a49c"));
    await add.getByLabel(/^Description/).fill("Scissors and a spool of ribbon on the desk");
    await add.getByRole("button", { name: "Add to the gallery" }).click();
    await expect(page.getByText("Picture added to the gallery")).toBeVisible({ timeout: 20_000 });

    const pictures = page.getByRole("list", { name: /^Gallery pictures/ }).getByRole("listitem");
    const added = pictures.filter({
      has: page.getByRole("img", { name: "Scissors and a spool of ribbon on the desk" }),
    });
    await expect(added.getByText("Picture 5")).toBeVisible();
    await expect(added.getByText("Not shown: the home page shows the first 4")).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, testInfo, "gallery");

    await added.getByRole("button", { name: /^Move earlier/ }).click();
    await expect(page.getByText("Moved earlier.")).toBeVisible();
    await expect(added.getByText("Picture 4")).toBeVisible();
    await expect(added.getByText("On the home page")).toBeVisible();
    const home = await page.request.get(at("/"));
    expect(await home.text()).toContain(
      "Scissors and a spool of ribbon on the desk: view full screen",
    );

    await added.getByRole("button", { name: /^Delete/ }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this picture?" });
    await expectNoAxeViolationsAtBothWidths(page, testInfo, "delete picture dialog");
    await dialog.getByRole("button", { name: "Delete picture" }).click();
    await expect(page.getByText("The picture was deleted.")).toBeVisible();
    await expect(added).toHaveCount(0);
    await expect(pictures).toHaveCount(4);
  });

  test("a message sent through /contact is read in the inbox as plain text", async ({
    page,
    browser,
  }, testInfo) => {
    const visitor = await browser.newContext();
    const contact = await visitor.newPage();
    try {
      await gotoHydrated(contact, at("/contact"));
      const form = contactForm(contact);
      await form.name.fill("Ola Nordmann");
      await form.email.fill("ola@example.com");
      await form.message.fill("Do you ship to Norway?\n<b>bold</b> <img src=x onerror=alert(1)>");
      await form.send.click();
      await expect(
        contact.getByRole("heading", { name: "Thank you for your message!" }),
      ).toBeVisible();
    } finally {
      await visitor.close();
    }

    await signInToStudio(page, "/studio/content/messages", server.url);
    const row = page.getByRole("row").filter({ hasText: "Ola Nordmann" });
    await expect(row.getByRole("button", { name: /^Mark read/ })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, testInfo, "messages");
    await row.getByRole("link", { name: "Read new message from Ola Nordmann" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Message from Ola Nordmann" }),
    ).toBeVisible();
    const text = page.getByText("Do you ship to Norway?");
    await expect(text).toHaveText(
      "Do you ship to Norway?\n<b>bold</b> <img src=x onerror=alert(1)>",
    );
    await expect(text.locator("b, img")).toHaveCount(0);
    await expect(page.getByText("Unread", { exact: true })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, testInfo, "a message");
    await page.getByRole("button", { name: "Mark as read" }).click();
    await expect(page.getByText("Marked as read.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark as unread" })).toBeVisible();
    await page.getByRole("link", { name: "All messages" }).click();
    await expect(
      page.getByRole("row").filter({ hasText: "Ola Nordmann" }).getByText("Read", { exact: true }),
    ).toBeVisible();
  });

  test("the newsletter list shows each sign-up's consent and exports it as CSV", async ({
    page,
  }, testInfo) => {
    await page.goto(at("/newsletter"));
    await waitForHydration(page);
    await page
      .getByRole("main")
      .getByLabel(/^Your email/)
      .fill("reader@example.com");
    await page.getByRole("main").getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText(/Thanks for subscribing/)).toBeVisible();

    await signInToStudio(page, "/studio/content/newsletter", server.url);
    const row = page.getByRole("row").filter({ hasText: "reader@example.com" });
    await expect(row.getByText("Subscribed", { exact: true })).toBeVisible();
    await expect(row.locator("time")).toHaveCount(1);
    await expectNoAxeViolationsAtBothWidths(page, testInfo, "newsletter");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) as string, "utf8");
    expect(csv.split("\r\n")[0]).toBe("Email,Status,Consented At (UTC),Unsubscribed At (UTC)");
    expect(csv).toMatch(
      /\r\nreader@example\.com,Subscribed,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},\r\n/,
    );
  });

  test(
    "the About me and banner screens have no accessibility violations",
    { tag: "@layout" },
    async ({ page }, testInfo) => {
      await signInToStudio(page, "/studio/content/pages/about-me", server.url);
      await expect(page.getByRole("heading", { level: 1, name: "Home: About me" })).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(page, testInfo, "about me");
      await page.goto(at("/studio/content/pages/banner"));
      await expect(
        page.getByRole("heading", { level: 1, name: "Banner above every page" }),
      ).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(page, testInfo, "banner");
      await page.goto(at("/studio/content/pages/home-hero"));
      await waitForHydration(page);
      await page.getByRole("tab", { name: "Preview" }).click();
      await expectNoAxeViolationsAtBothWidths(page, testInfo, "home hero text");
    },
  );
});

test.describe("on a phone, on the shared server", () => {
  test.skip(({ layout }) => layout !== "phone");

  test(
    "every content screen fits 390 px and has no accessibility violations",
    { tag: "@layout" },
    async ({ page }, testInfo) => {
      await signInToStudio(page, "/studio/content");
      await expectPhoneScreen(page, testInfo, "Content");
      await page.getByRole("main").getByRole("table").getByRole("link").first().click();
      await page.waitForURL(/\/studio\/content\/posts\/\d+$/);
      // The address changes a moment before the post's screen replaces the list's.
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Content");
      await expectPhoneScreen(
        page,
        testInfo,
        await page.getByRole("heading", { level: 1 }).innerText(),
      );
      for (const [address, title] of [
        ["/studio/content/posts/new", "New post"],
        ["/studio/content/gallery", "Content"],
        ["/studio/content/pages", "Content"],
        ["/studio/content/pages/faq", "Frequently asked questions"],
        ["/studio/content/pages/about-me", "Home: About me"],
        ["/studio/content/pages/banner", "Banner above every page"],
        ["/studio/content/messages", "Content"],
        ["/studio/content/newsletter", "Content"],
      ] as const) {
        await page.goto(address);
        await expectPhoneScreen(page, testInfo, title);
      }
      // The preview works with a finger too (nothing is saved).
      await page.goto("/studio/content/posts/new");
      await waitForHydration(page);
      await page
        .getByRole("textbox", { name: "Content" })
        .fill("## Seen on a phone\n\n- one\n- two");
      await page.getByRole("tab", { name: "Preview" }).tap();
      await expect(
        page
          .getByRole("tabpanel", { name: "Preview" })
          .getByRole("heading", { name: "Seen on a phone" }),
      ).toBeVisible();
      await expectNoAxeViolations(page, testInfo, { label: "post preview on a phone" });
    },
  );
});
