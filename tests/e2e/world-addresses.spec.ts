/**
 * Every country's address (issue 21): members join the international Mail Club from Berlin
 * (a 5-digit postcode, no state) and from Tokyo (a prefecture, a name in kanji); a US ZIP of
 * four digits and a Canadian postcode of the wrong shape are refused with their messages on
 * the way. Their joins are then moved five months back in the database (PostgreSQL, while the
 * server runs), the maker freezes last month's issue in the studio, and its labels PDF, read
 * back label by label, has Berlin in German order ending in GERMANY and Tokyo in kanji.
 */
import type { Page } from "@playwright/test";
import pg from "pg";
import { addMonths, issueMonthKey } from "#server/mail-club/issue-month.ts";
import { readLabels } from "#server/mail-club/issues/read-labels.ts";
import { currentIssueMonth } from "#server/mail-club/studio/issue-form.ts";
import { uniqueEmail } from "#tests/support/account.ts";
import { continueButton } from "#tests/support/checkout.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { field } from "#tests/support/form-field.ts";
import { waitForHydration } from "#tests/support/hydration.ts";
import { MEMBER_PASSWORD } from "#tests/support/mail-club.ts";
import { serverOfItsOwn } from "#tests/support/server-of-its-own.ts";
import { newStudioPage, studioAdminEnv } from "#tests/support/studio.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.skip(({ databaseKind, layout }) => databaseKind !== "postgres" || layout !== "desktop");

const SHOP_TIMEZONE = "America/New_York";
const server = serverOfItsOwn({ env: { ...studioAdminEnv, SHOP_TIMEZONE } });
const berlinEmail = uniqueEmail("berlin");
const tokyoEmail = uniqueEmail("tokyo");

async function joinInternational(page: Page, email: string) {
  await page.goto(`${server.url}/subscribe/international`);
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 10_000 });
  await waitForHydration(page);
  await field(page, "Email").fill(email);
  await field(page, MEMBER_PASSWORD).fill("folded-paper-crane");
}

async function approveJoin(page: Page) {
  await continueButton(page).click();
  await page.getByRole("button", { name: "Agree & Subscribe" }).click();
  await expect(page.getByRole("heading", { name: "Subscription Activated!" })).toBeVisible();
}

test("a member in Berlin joins; a short ZIP and a Canadian postcode of the wrong shape are refused", {
  tag: "@engine",
}, async ({ page }) => {
  await joinInternational(page, berlinEmail);
  await field(page, "First name").fill("Anna");
  await field(page, "Last name").fill("Schmidt");
  await field(page, "Street address").fill("Musterstraße 5");
  await field(page, "City").fill("Portland");
  await field(page, "State").selectOption("OR");
  await field(page, "ZIP code").fill("9720");
  await continueButton(page).click();
  await expect(page.getByText("ZIP code should look like 95014")).toBeVisible();

  await field(page, "Country").selectOption("CA");
  await field(page, "Province").selectOption("ON");
  await field(page, "Postal code").fill("K1A 0B");
  await continueButton(page).click();
  await expect(page.getByText("Postal code should look like H3Z 2Y7")).toBeVisible();

  await field(page, "Country").selectOption("DE");
  await expect(page.getByRole("main").getByLabel(/^(State|Province)/)).toHaveCount(0);
  await field(page, "Postal code").fill("10115");
  await field(page, "City").fill("Berlin");
  await approveJoin(page);
});

test("a member in Tokyo joins with a prefecture and a name in kanji", { tag: "@engine" }, async ({
  page,
}) => {
  await joinInternational(page, tokyoEmail);
  await field(page, "Country").selectOption("JP");
  await expect(field(page, "Prefecture")).toBeVisible();
  await field(page, "First name").fill("太郎");
  await field(page, "Last name").fill("山田");
  await field(page, "Postal code").fill("100-8111");
  await field(page, "Prefecture").selectOption("13");
  await field(page, "Street address").fill("千代田区千代田1-1");
  await approveJoin(page);
});

test("the frozen issue's labels: Berlin in German order ending in GERMANY, Tokyo in kanji", {
  tag: "@engine",
}, async ({ browser }) => {
  const lastMonth = addMonths(currentIssueMonth(new Date(), SHOP_TIMEZONE), -1);
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  let issueId: number;
  try {
    await client.query(
      `UPDATE subscriptions SET started_at = now() - interval '150 days', first_issue = $1
       WHERE customer_id IN (SELECT id FROM customers WHERE email = ANY($2))`,
      [issueMonthKey(addMonths(lastMonth, -4)), [berlinEmail, tokyoEmail]],
    );
    const inserted = await client.query<{ id: number }>(
      `INSERT INTO mail_club_issues (month, title) VALUES ($1, 'Post from afar') RETURNING id`,
      [issueMonthKey(lastMonth)],
    );
    issueId = inserted.rows[0]?.id ?? 0;
  } finally {
    await client.end();
  }

  const maker = await newStudioPage(browser, `/studio/mail-club/issues/${issueId}`, {
    baseURL: server.url,
  });
  await maker.getByRole("button", { name: "Freeze now" }).click();
  await expect(maker.getByText("The list is fixed.")).toBeVisible();
  const pdf = await maker.request.get(
    `${server.url}/studio/mail-club/issues/${issueId}/labels.pdf`,
  );
  expect(pdf.status()).toBe(200);
  const labels = (await readLabels(new Uint8Array(await pdf.body()))).map((label) => label.lines);
  expect(labels).toContainEqual(["Anna Schmidt", "Musterstraße 5", "10115 BERLIN", "GERMANY"]);
  expect(labels).toContainEqual([
    "〒100-8111",
    "東京都",
    "千代田区千代田1-1",
    "山田 太郎",
    "JAPAN",
  ]);
  await maker.context().close();
});
