import { eq } from "drizzle-orm";
import { outboxEmails } from "#server/db/schema.ts";
import { queueMail } from "#server/mail/queue-mail.ts";
import { MAX_MAIL_ATTEMPTS } from "#server/mail/record-mail-failure.ts";
import { expectNoAxeViolationsAtBothWidths, expectPhoneScreen } from "#tests/support/axe.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { waitForHydration } from "#tests/support/hydration.ts";
import { mailsTo } from "#tests/support/mail.ts";
import type { SeededShop } from "#tests/support/seeded-shop.ts";
import { serverOfItsOwn } from "#tests/support/server-of-its-own.ts";
import { signInToStudio, studioAdminEnv } from "#tests/support/studio.ts";

const lostRecipient = "lost-letter@example.com";
const lastError = "ECONNECTION: connect ECONNREFUSED 10.0.0.9:587";

test.describe.configure({ mode: "serial", timeout: 120_000 });

/** An e-mail the mail job gave up on, written while the server is stopped (PGlite is one process's). */
async function writeFailedMail(shop: SeededShop) {
  const handle = await shop.openDatabase();
  try {
    const { id } = await queueMail(handle.db, {
      template: "welcome",
      to: lostRecipient,
      props: {
        firstName: "Lou",
        accountUrl: "http://127.0.0.1/account",
        verifyUrl: "http://127.0.0.1/verify-email?token=t",
        shopName: "Washi Paper Studio",
      },
    });
    await handle.db
      .update(outboxEmails)
      .set({ status: "failed", attempts: MAX_MAIL_ATTEMPTS, lastError })
      .where(eq(outboxEmails.id, id));
  } finally {
    await handle.close();
  }
}

test.describe("on a server of its own, with SMTP", () => {
  test.skip(({ databaseKind, layout }) => databaseKind !== "pglite" || layout !== "desktop");

  const server = serverOfItsOwn({
    mail: true,
    env: studioAdminEnv,
    prepare: writeFailedMail,
    startTimeout: 180_000,
  });
  /** An address on this spec's server. */
  const at = (pathname: string) => `${server.url}${pathname}`;

  test("a failed e-mail shows its reason, and Retry sends it through the SMTP server", async ({
    page,
  }, testInfo) => {
    await signInToStudio(page, "/studio/outbox", server.url);
    await expect(
      page.getByText(/E-mails go out over the SMTP server set in SMTP_URL/),
    ).toBeVisible();
    expect(await page.content()).not.toContain(server.smtp.url);
    await expectNoAxeViolationsAtBothWidths(page, testInfo, "outbox");

    await page.getByRole("link", { name: /^Failed 1/ }).click();
    await expect(page).toHaveURL(/\?status=failed$/);
    const row = page.getByRole("row").filter({ hasText: lostRecipient });
    await expect(row).toContainText(lastError);
    await expect(row).toContainText("Welcome to Washi Paper Studio");
    await expect(row.getByRole("cell").nth(4)).toHaveText(String(MAX_MAIL_ATTEMPTS));
    await expect(row).toContainText("Given up");
    await expectNoAxeViolationsAtBothWidths(page, testInfo, "failed e-mails");

    await row.getByRole("button", { name: /^Retry/ }).click();
    await expect(
      page.getByText("Back in the queue: the e-mail goes out within a few seconds."),
    ).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: lostRecipient })).toHaveCount(0);
    await expect
      .poll(() => mailsTo(server.smtp, lostRecipient).length > 0, {
        timeout: 30_000,
        message: "the retried e-mail reaches the SMTP server",
      })
      .toBe(true);
    await page.goto(at("/studio/outbox?status=sent"));
    const sent = page.getByRole("row").filter({ hasText: lostRecipient });
    await expect(sent.getByText("Sent", { exact: true })).toBeVisible();
    await expect(sent.getByRole("button", { name: /^Retry/ })).toHaveCount(0);

    await page.goto(at("/studio/audit"));
    await expect(page.getByRole("row").filter({ hasText: "outbox.retry" }).first()).toBeVisible();
  });

  test("settings refuse a bad address and a script link, then the new name shows in the shop", async ({
    page,
    browser,
  }, testInfo) => {
    await signInToStudio(page, "/studio/settings", server.url);
    await waitForHydration(page);
    await expect(page.getByText("Simulator: payments go to the PayPal simulator")).toBeVisible();
    await expect(page.getByText(/In effect now:\s*America\/New_York/)).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, testInfo, "settings");

    const main = page.getByRole("main");
    await main.getByLabel(/^Shop name/).fill("Paper Nook");
    await main.getByLabel(/^Owner e-mail/).fill("owner@");
    await main.getByRole("button", { name: "Add a link" }).click();
    const names = main.getByLabel(/^Link \d: name/);
    const addresses = main.getByLabel(/^Link \d: address/);
    await expect(names).toHaveCount(4);
    await names.nth(2).fill("Mastodon");
    await addresses.nth(2).fill("javascript:alert(document.cookie)");
    // The browser's own check of type=email would stop the form before the shop sees it.
    await main.locator("form").evaluate((form) => form.setAttribute("novalidate", ""));
    await main.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Please fix the fields marked below")).toBeVisible();
    await expect(main.getByText("Please enter a valid email address")).toBeVisible();
    await expect(
      main.getByText(
        "Enter a web address starting with https://, like https://www.instagram.com/yourshop",
      ),
    ).toBeVisible();
    await expect(main.getByLabel(/^Shop name/)).toHaveValue("Paper Nook");
    await expectNoAxeViolationsAtBothWidths(page, testInfo, "settings with errors");

    await main.getByLabel(/^Owner e-mail/).fill("owner@papernook.example");
    await addresses.nth(2).fill("https://mastodon.social/@papernook");
    await main.getByLabel("Time zone").selectOption("Europe/Berlin");
    await main.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Saved. The shop's pages show the change.")).toBeVisible();
    await expect(page.getByText(/In effect now:\s*Europe\/Berlin/)).toBeVisible();

    // A visitor's very next page shows the change.
    const visitor = await browser.newContext();
    const shop = await visitor.newPage();
    try {
      await shop.goto(at("/"));
      await expect(shop.getByRole("banner").getByText("Paper Nook", { exact: true })).toBeVisible();
      await expect(shop).toHaveTitle(/Paper Nook/);
      await expect(
        shop.getByRole("contentinfo").getByRole("link", { name: /Mastodon/ }),
      ).toHaveAttribute("href", "https://mastodon.social/@papernook");
    } finally {
      await visitor.close();
    }
  });
});

test.describe("on a phone, on the shared server", () => {
  test.skip(({ layout }) => layout !== "phone");

  test(
    "the outbox and the settings fit 390 px and have no accessibility violations",
    { tag: "@layout" },
    async ({ page }, testInfo) => {
      await signInToStudio(page, "/studio/outbox");
      await expectPhoneScreen(page, testInfo, "Outbox");
      await page.goto("/studio/outbox?status=pending");
      await expectPhoneScreen(page, testInfo, "Outbox");
      await page.goto("/studio/settings");
      await waitForHydration(page);
      await expectPhoneScreen(page, testInfo, "Settings");
      const names = page.getByRole("main").getByLabel(/^Link \d+: name/);
      const before = await names.count();
      await page.getByRole("button", { name: "Add a link" }).tap();
      await expect(names).toHaveCount(before + 1);
      await page.getByRole("button", { name: `Remove link ${before + 1}` }).tap();
      await expect(names).toHaveCount(before);
    },
  );
});
