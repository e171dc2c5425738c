/**
 * Skipping from the e-mail (issue 23): the welcome e-mail, read from a real SMTP server
 * started here, carries a signed link to skip the member's next issue. Opened while signed in
 * as another member it is refused; changed, it is refused; opened on a browser without
 * scripts and without a sign-in it asks, and its button skips that issue, which the member
 * then sees on /account. (Refusal after the cutoff is tested on a fixed clock in
 * server/mail-club/holds/skip-link.test.ts.) Runs once (desktop, PGlite): it brings its own
 * server.
 */
import type { Browser } from "@playwright/test";
import { firstIssueFor } from "#server/mail-club/cutoff.ts";
import { formatIssueMonth } from "#server/mail-club/issue-month.ts";
import { uniqueEmail } from "#tests/support/account.ts";
import { expectNoAxeViolationsAtBothWidths } from "#tests/support/axe.ts";
import { continueButton } from "#tests/support/checkout.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { onServer, waitForLink } from "#tests/support/mail.ts";
import { fillMember, joinFrom, mailClubCard } from "#tests/support/mail-club.ts";
import { serverOfItsOwn } from "#tests/support/server-of-its-own.ts";

const PASSWORD = "folded-paper-crane";
const SHOP_TIMEZONE = "America/New_York";

test.describe.configure({ mode: "serial", timeout: 150_000 });
test.skip(({ databaseKind, layout }) => databaseKind !== "pglite" || layout !== "desktop");

const server = serverOfItsOwn({ mail: true });

/** A new member joins through the simulator in a browser of their own, left signed in. */
async function join(browser: Browser, label: string) {
  const email = uniqueEmail(label);
  const context = await browser.newContext();
  const page = await context.newPage();
  await joinFrom(page, `${server.url}/subscribe/usa`);
  await fillMember(page, { email, password: PASSWORD });
  await continueButton(page).click();
  await page.getByRole("button", { name: "Agree & Subscribe" }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 10_000 });
  const link = onServer(await waitForLink(server.smtp, email, "/mail-club/skip?"), server.url);
  return { email, context, page, link };
}

test("a member skips their next issue from the welcome e-mail's link; nobody else can", async ({
  browser,
}, testInfo) => {
  const issue = formatIssueMonth(firstIssueFor(new Date(), SHOP_TIMEZONE));
  const mika = await join(browser, "skip-link-mika");
  const kai = await join(browser, "skip-link-kai");

  // Kai, signed in, cannot use Mika's link.
  await kai.page.goto(mika.link);
  await expect(
    kai.page.getByText("This skip link is for another member's Mail Club"),
  ).toBeVisible();
  await expect(kai.page.getByRole("button", { name: /Skip the/ })).toHaveCount(0);
  await expectNoAxeViolationsAtBothWidths(kai.page, testInfo, "/mail-club/skip, refused");

  // A link changed to another issue is not one the shop signed.
  const changed = new URL(mika.link);
  changed.searchParams.set("issue", "2099-01");
  await kai.page.goto(changed.toString());
  await expect(kai.page.getByText("This skip link doesn't work")).toBeVisible();

  // Opening the link, signed out, only asks.
  const reader = await browser.newContext();
  const readerPage = await reader.newPage();
  await readerPage.goto(mika.link);
  await expect(readerPage.getByRole("heading", { name: `Skip the ${issue} issue?` })).toBeVisible();
  await expect(readerPage.getByText("You can undo this on your account page until")).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(readerPage, testInfo, "/mail-club/skip");
  await reader.close();

  // On a phone's mail app: no sign-in, no scripts. The button skips.
  const phone = await browser.newContext({ javaScriptEnabled: false });
  const page = await phone.newPage();
  await page.goto(mika.link);
  await page.getByRole("button", { name: `Skip the ${issue} issue` }).click();
  await expect(page.getByRole("heading", { name: `The ${issue} issue is skipped` })).toBeVisible();

  // The same link again says the skip is already there.
  await page.goto(mika.link);
  await expect(page.getByText("Your membership already has a skip")).toBeVisible();
  await phone.close();

  // Mika's account shows it, with the undo.
  await mika.page.goto(`${server.url}/account`);
  await expect(
    mailClubCard(mika.page).getByText(`You are skipping the ${issue} issue`),
  ).toBeVisible();
  await mika.context.close();

  // Kai's issue was never touched.
  await kai.page.goto(`${server.url}/account`);
  await expect(
    mailClubCard(kai.page).getByRole("button", { name: `Skip the ${issue} issue` }),
  ).toBeVisible();
  await kai.context.close();
});
