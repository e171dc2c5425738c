/**
 * A gift from start to finish through the simulator (issue 24): a guest gives 3 issues with a
 * message, beginning a month later than the next issue, the recipient e-mailed today; pays at
 * PayPal's simulator; the reveal e-mail arrives. The gift is then moved back a few months in
 * the database (PostgreSQL, as the other journeys that live months in a moment), so its issues'
 * cutoffs have passed and the maker freezes them now: the recipient is on exactly its three
 * lists, the message on the first one's packing list, never the gifter's billing address on a
 * label; the last issue's freeze tells both that it ends, and its mailing invites the recipient.
 */
import type { Page } from "@playwright/test";
import { firstIssueFor } from "#server/mail-club/cutoff.ts";
import {
  addMonths,
  formatIssueMonth,
  type IssueMonth,
  issueMonthKey,
} from "#server/mail-club/issue-month.ts";
import { readPdfLines } from "#server/mail-club/issues/pdf-text.ts";
import { currentIssueMonth } from "#server/mail-club/studio/issue-form.ts";
import { registerAndSignIn, uniqueEmail } from "#tests/support/account.ts";
import { expectNoAxeViolationsAtBothWidths } from "#tests/support/axe.ts";
import { approveOnPayPal, confirmedOrderNumber } from "#tests/support/checkout.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { field } from "#tests/support/form-field.ts";
import { findLink, onServer, waitForMailWithSubject } from "#tests/support/mail.ts";
import { serverOfItsOwn } from "#tests/support/server-of-its-own.ts";
import { queryShop } from "#tests/support/simulated-months.ts";
import { newStudioPage, studioAdminEnv, studioPanel } from "#tests/support/studio.ts";

test.describe.configure({ timeout: 180_000 });
test.skip(({ databaseKind, layout }) => databaseKind !== "postgres" || layout !== "desktop");

const SHOP_TIMEZONE = "America/New_York";
const server = serverOfItsOwn({
  mail: true,
  env: { ...studioAdminEnv, SHOP_TIMEZONE, PAYPAL_SIMULATOR_CONTROLS: "true" },
});

async function fillAddress(
  page: Page,
  legend: string,
  who: { first: string; last: string; street: string; city: string; state: string; zip: string },
) {
  const group = page.getByRole("group", { name: legend });
  await field(group, "First name").fill(who.first);
  await field(group, "Last name").fill(who.last);
  await field(group, "Street address").fill(who.street);
  await field(group, "City").fill(who.city);
  await field(group, "State").selectOption(who.state);
  await field(group, "ZIP code").fill(who.zip);
}

async function pdfText(page: Page, path: string) {
  const answer = await page.request.get(path);
  expect(answer.status()).toBe(200);
  return (await readPdfLines(new Uint8Array(await answer.body()))).flat().join("\n");
}

test(
  "a 3-issue gift: the reveal, exactly its three lists, the message, the ending",
  {
    tag: "@engine",
  },
  async ({ page, browser }, testInfo) => {
    const recipient = uniqueEmail("gift-recipient");
    const gifter = uniqueEmail("gift-giver");
    await page.goto(`${server.url}/mail-club/gift`);
    await expectNoAxeViolationsAtBothWidths(page, testInfo, "the gift form");
    await page.getByRole("radio", { name: /^3 issues: \$25\.00 in the USA/ }).check();
    await fillAddress(page, "Their name and address", {
      first: "Rosa",
      last: "Recipient",
      street: "8 Birch Lane",
      city: "Burlington",
      state: "VT",
      zip: "05401",
    });
    await field(page, "Their e-mail (optional)").fill(recipient);
    // A later first issue: the one after the next open.
    const open = firstIssueFor(new Date(), SHOP_TIMEZONE);
    await field(page, "First issue").selectOption(issueMonthKey(addMonths(open, 1)));
    await field(page, "Your message (optional)").fill("Happy birthday, Rosa!\nLove, Gwen");
    await page.getByRole("radio", { name: "E-mail them on the day I choose" }).check();
    await field(page, "Your name").fill("Gwen Gifter");
    await field(page, "Your e-mail").fill(gifter);
    await fillAddress(page, "Your billing address", {
      first: "Gwen",
      last: "Gifter",
      street: "99 Billing Avenue",
      city: "Austin",
      state: "TX",
      zip: "73301",
    });
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await approveOnPayPal(page);
    await confirmedOrderNumber(page);
    const yourGift = page.getByRole("region", { name: "Your gift" });
    await expect(yourGift).toContainText("For Rosa Recipient");
    await expectNoAxeViolationsAtBothWidths(page, testInfo, "the gift's order page");

    // The day chosen is today: the gift's job sends the reveal within seconds.
    const reveal = await waitForMailWithSubject(
      server.smtp,
      recipient,
      "has given you the Mail Club",
    );
    expect(reveal.text).toContain(`First issue: ${formatIssueMonth(addMonths(open, 1))}`);
    expect(reveal.text).toContain("Happy birthday, Rosa!");
    // Its link shows the gift to anyone holding it, and asks to sign in to claim it.
    const giftLink = findLink(reveal, "/mail-club/gift/claim");
    if (!giftLink) throw new Error("the reveal has no gift link");
    const visitor = await browser.newPage();
    await visitor.goto(onServer(giftLink, server.url));
    await expect(visitor.getByRole("heading", { name: "A gift from Gwen Gifter" })).toBeVisible();
    await expect(visitor.getByRole("link", { name: "Sign in to claim my gift" })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(visitor, testInfo, "the gift's link");
    // The recipient makes an account, claims the gift, and may skip (here undone at once).
    await registerAndSignIn(visitor, server.url, {
      fullName: "Rosa Recipient",
      email: recipient,
      password: "folded-paper-crane",
    });
    await visitor.reload();
    await visitor.getByRole("button", { name: "Claim my gift" }).click();
    const firstName = formatIssueMonth(addMonths(open, 1));
    await visitor.getByRole("button", { name: `Skip the ${firstName} issue` }).click();
    await expect(visitor.getByText(`You are skipping the ${firstName} issue`)).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(visitor, testInfo, "the claimed gift, a skip ahead");
    await visitor.getByRole("button", { name: "Undo the skip" }).click();
    await expect(
      visitor.getByRole("button", { name: `Skip the ${firstName} issue` }),
    ).toBeVisible();
    await visitor.close();

    // Months later: its three issues are the three before this month's, all past their cutoffs.
    const thisMonth = currentIssueMonth(new Date(), SHOP_TIMEZONE);
    const first = addMonths(thisMonth, -3);
    await queryShop(server, "UPDATE mail_club_gifts SET first_issue = $1", [issueMonthKey(first)]);
    const months = [-1, 0, 1, 2, 3].map((ahead) => addMonths(first, ahead));
    const issues = await queryShop<{ id: number; month: string }>(
      server,
      `INSERT INTO mail_club_issues (month, title) SELECT unnest($1::text[]), 'Gift test'
     ON CONFLICT (month) DO UPDATE SET title = mail_club_issues.title RETURNING id, month`,
      [months.map(issueMonthKey)],
    );
    const issueOf = (month: IssueMonth) =>
      issues.find((row) => row.month === issueMonthKey(month))?.id;

    const maker = await newStudioPage(browser, "/studio/mail-club/gifts", { baseURL: server.url });
    await expect(maker.getByRole("region", { name: "Gift memberships" })).toContainText(
      "Rosa Recipient",
    );
    await expectNoAxeViolationsAtBothWidths(maker, testInfo, "the studio's gifts");
    for (const month of months) {
      await maker.goto(`/studio/mail-club/issues/${issueOf(month)}`);
      const freeze = maker.getByRole("button", { name: "Freeze now" });
      if (await freeze.isVisible()) {
        await freeze.click();
        await expect(maker.getByText("The list is fixed.")).toBeVisible();
      }
      const gifted = months.indexOf(month) >= 1 && months.indexOf(month) <= 3;
      await expect(
        studioPanel(maker, "Who gets it").getByRole("link", { name: "Rosa Recipient" }),
        issueMonthKey(month),
      ).toHaveCount(gifted ? 1 : 0);
      if (!gifted) continue;
      const labels = await pdfText(maker, `/studio/mail-club/issues/${issueOf(month)}/labels.pdf`);
      expect(labels).toContain("Rosa Recipient");
      expect(labels).not.toContain("Billing Avenue");
      const packing = await pdfText(
        maker,
        `/studio/mail-club/issues/${issueOf(month)}/packing-list.pdf`,
      );
      if (issueMonthKey(month) === issueMonthKey(first))
        expect(packing).toContain("Happy birthday, Rosa!");
      else expect(packing).not.toContain("Happy birthday");
    }

    // The last issue's list is fixed: both hear that the gift ends with it.
    const last = formatIssueMonth(addMonths(first, 2));
    await waitForMailWithSubject(server.smtp, recipient, `The ${last} issue is the last`);
    await waitForMailWithSubject(server.smtp, gifter, `Your Mail Club gift ends with the ${last}`);

    // Mailed: the recipient is told it is on its way, then invited to join for themselves.
    await maker.goto(`/studio/mail-club/issues/${issueOf(addMonths(first, 2))}`);
    await maker.getByRole("button", { name: "Mark mailed" }).click();
    await maker.getByRole("dialog").getByRole("button", { name: "Yes, it is mailed" }).click();
    await waitForMailWithSubject(
      server.smtp,
      recipient,
      `Your ${last} Mail Club issue is on its way`,
    );
    await waitForMailWithSubject(server.smtp, recipient, "Keep the Mail Club coming");
    await maker.context().close();
  },
);
