/**
 * Contact and newsletter end to end (spec §2 Contact and Footer, §4 Contact form, §8 Contact
 * failure, §9; decisions.md 6), on a built server of its own with SMTP_URL and OWNER_EMAIL
 * set, so a real SMTP server started by the test receives what the shop sends: the visitor's
 * message (its script inert) for the owner, and the newsletter's confirmation, whose
 * unsubscribe link then works in the browser. axe checks /contact and the unsubscribe page at
 * both widths. Runs once (desktop project, PGlite): it brings its own server, whose rate
 * limits it exhausts.
 */
import type { Browser, Page } from "@playwright/test";
import { uniqueEmail } from "#tests/support/account.ts";
import { expectNoAxeViolationsAtBothWidths } from "#tests/support/axe.ts";
import { contactForm } from "#tests/support/contact.ts";
import { recordDialogs } from "#tests/support/dialogs.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { gotoHydrated } from "#tests/support/hydration.ts";
import { findLink, mailsTo, waitForMail, waitForMailContaining } from "#tests/support/mail.ts";
import { serverOfItsOwn } from "#tests/support/server-of-its-own.ts";

const ownerEmail = "maker@washi.example";

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.skip(({ databaseKind, layout }) => databaseKind !== "pglite" || layout !== "desktop");

const server = serverOfItsOwn({ mail: true, env: { OWNER_EMAIL: ownerEmail } });

/** The toast with this title. */
function toast(page: Page, title: string) {
  return page.getByRole("region", { name: "Notifications" }).getByText(title, { exact: true });
}

test("/contact: the form's fields, no accessibility violations at 390 and 1280 px", async ({
  page,
}, testInfo) => {
  await page.goto(`${server.url}/contact`);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  const form = contactForm(page);
  await expect(form.name).toHaveAttribute("required", "");
  await expect(form.email).toHaveAttribute("type", "email");
  await expect(form.email).toHaveAttribute("required", "");
  await expect(form.message).toHaveAttribute("required", "");
  // The honeypot is out of reach of people and assistive technology.
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(honeypot).toHaveAttribute("autocomplete", "off");
  await expect(page.getByRole("textbox", { name: "Website" })).toHaveCount(0);
  await expectNoAxeViolationsAtBothWidths(page, testInfo, "/contact");
});

test("a message reaches the owner over SMTP, inert; thank-you for 5 s, then a cleared form", async ({
  page,
}, testInfo) => {
  const dialogs = recordDialogs(page);
  await gotoHydrated(page, `${server.url}/contact`);
  const form = contactForm(page);
  const sender = uniqueEmail("contact");
  await form.name.fill("Ana López");
  await form.email.fill(sender);
  await form.message.fill('Do you ship to Norway?\n<script>alert("owned")</script> <b>bold</b>');
  await form.send.click();

  const thanks = page.getByRole("heading", { name: "Thank you for your message!" });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expect(form.send).toHaveCount(0);
  await expectNoAxeViolationsAtBothWidths(page, testInfo, "/contact thank-you");
  // The form comes back, empty, once the 5 seconds are over.
  await expect(form.send).toBeVisible({ timeout: 8_000 });
  await expect(thanks).toHaveCount(0);
  await expect(form.name).toHaveValue("");
  await expect(form.email).toHaveValue("");
  await expect(form.message).toHaveValue("");

  const mail = await waitForMailContaining(server.smtp, ownerEmail, sender);
  expect(mail.subject).toMatch(/New.message.from.Ana/);
  expect(mail.text).toContain("Do you ship to Norway?");
  // The HTML part shows the visitor's markup as text; the plain-text part is text anyway.
  const { html } = mail;
  expect(html).toContain(`href="mailto:${sender}"`);
  expect(html).toContain("&lt;script&gt;alert(");
  expect(html).not.toMatch(/<script|<b>bold/i);
  expect(dialogs).toEqual([]);
});

test("without JavaScript the message is sent and the thank-you shown", async ({ browser }) => {
  const context = await (browser as Browser).newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`${server.url}/contact`);
    const form = contactForm(page);
    const sender = uniqueEmail("no-script");
    await form.name.fill("Mika Sato");
    await form.email.fill(sender);
    await form.message.fill("Sent from a browser without scripts.");
    await form.send.click();
    await expect(page.getByRole("heading", { name: "Thank you for your message!" })).toBeVisible();
    await waitForMailContaining(server.smtp, ownerEmail, sender);
  } finally {
    await context.close();
  }
});

test("too many messages: the alert, with the form and what was typed kept", async ({ page }) => {
  // The browser's messages count from the same address as these.
  for (let i = 0; i < 10; i += 1) {
    const response = await page.request.post(`${server.url}/api/contact`, {
      data: { fullName: "Filler", email: "filler@example.com", message: "Filling the limit." },
    });
    if (response.status() === 429) break;
    expect(response.status()).toBe(201);
  }
  await gotoHydrated(page, `${server.url}/contact`);
  const form = contactForm(page);
  await form.name.fill("Ana López");
  await form.email.fill("ana@example.com");
  await form.message.fill("One message too many, perhaps.");
  await form.send.click();
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert).toContainText("Message not sent");
  await expect(alert).toContainText("Please wait an hour");
  await expect(form.name).toHaveValue("Ana López");
  await expect(form.email).toHaveValue("ana@example.com");
  await expect(form.message).toHaveValue("One message too many, perhaps.");
});

test("the footer's sign-up, its confirmation over SMTP and the unsubscribe link", async ({
  page,
}, testInfo) => {
  const reader = uniqueEmail("reader");
  await gotoHydrated(page, `${server.url}/`);
  const footer = page.getByRole("contentinfo");
  const email = footer.getByPlaceholder("Your email");
  const send = footer.getByRole("button", { name: "Send" });

  // An address the server refuses: the message under the field.
  await email.fill("reader@localhost");
  await send.click();
  await expect(footer.getByText("Please enter a valid email address")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");

  await email.fill(reader.toUpperCase());
  await send.click();
  await expect(toast(page, "Thanks for subscribing!")).toBeVisible();
  await expect(email).toHaveValue("");
  await expect(footer.getByText("Please enter a valid email address")).toHaveCount(0);

  await email.fill(reader);
  await send.click();
  await expect(toast(page, "You're already on the list")).toBeVisible();

  const mail = await waitForMail(
    server.smtp,
    reader,
    (candidate) => findLink(candidate, "/newsletter/unsubscribe?token=") !== undefined,
    "with an unsubscribe link",
  );
  expect(mail.subject).toMatch(/You're.on.the.+list/);
  const link = findLink(mail, "/newsletter/unsubscribe");
  expect(link).toBeTruthy();
  expect(link?.startsWith(server.url)).toBe(true);

  // Opening the link asks first; the button unsubscribes.
  await gotoHydrated(page, link as string);
  await expect(
    page.getByRole("heading", { level: 1, name: "Unsubscribe from the newsletter?" }),
  ).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, testInfo, "/newsletter/unsubscribe");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, testInfo, "/newsletter/unsubscribe, done");

  // The link again, and a made-up one.
  await page.goto(link as string);
  await expect(
    page.getByRole("heading", { level: 1, name: "You're already unsubscribed" }),
  ).toBeVisible();
  await page.goto(`${server.url}/newsletter/unsubscribe?token=${"x".repeat(43)}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "This link doesn't work" }),
  ).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, testInfo, "/newsletter/unsubscribe, bad link");

  // Signing up again after unsubscribing works, with a new link.
  await gotoHydrated(page, `${server.url}/`);
  await email.fill(reader);
  await send.click();
  await expect(toast(page, "Thanks for subscribing!")).toBeVisible();
  await expect.poll(() => mailsTo(server.smtp, reader).length, { timeout: 30_000 }).toBe(2);
});

test("without JavaScript the footer's sign-up answers with a page", async ({ browser }) => {
  const context = await (browser as Browser).newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`${server.url}/faq`);
    const footer = page.getByRole("contentinfo");
    await footer.getByPlaceholder("Your email").fill(uniqueEmail("no-script-reader"));
    await footer.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Thanks for subscribing!" }),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});
