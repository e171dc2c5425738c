/**
 * The studio's Mail Club (issue 8, Build 5): the maker finds members by status, plan, name or
 * e-mail, opens one (plan, price, PayPal id, address, payments, issues) and tries to cancel it
 * while PayPal refuses, which changes nothing; creates an issue (a month twice or in the past
 * is refused with a clear message); freezes the issue whose cutoff has passed, downloads its
 * mailing list, whose CSV holds exactly the members expected, its labels, packing list and
 * CN22 data, and marks it mailed. axe on every screen, at both widths.
 *
 * It brings its own server: the members are written with the domain's fixtures into a fresh
 * database before the server opens it (PGlite is one process at a time), joined months ago,
 * so last month's issue (its cutoff always behind us, and never the one the freeze job picks)
 * is there to freeze without waiting for any clock.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Download, Locator, Page } from "@playwright/test";
import { openPglite } from "#server/db/client.ts";
import { subscriptionPayments } from "#server/db/schema.ts";
import { cutoffOf, nextCutoff } from "#server/mail-club/cutoff.ts";
import { addMonths, formatIssueMonth, issueMonthKey } from "#server/mail-club/issue-month.ts";
import { createIssue } from "#server/mail-club/issues/create-issue.ts";
import { currentIssueMonth } from "#server/mail-club/studio/issue-form.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { type BuiltServer, startBuiltServer } from "#tests/support/built-server.ts";
import { insertTestMember } from "#tests/support/fixtures/issues.ts";
import { test as base, expect } from "#tests/support/fixtures.ts";
import { signInToStudio, studioAdminEnv, studioPanel } from "#tests/support/studio.ts";

const timeZone = "America/New_York";
const now = new Date();
const thisMonth = currentIssueMonth(now, timeZone);
const lastMonth = addMonths(thisMonth, -1);
const laterMonth = addMonths(thisMonth, 3);
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

const ada = { email: "ada.member@example.com", name: "Ada Sato" };
const kai = { email: "kai.member@example.com", name: "Kai Lee" };

interface MailClubShop {
  server: BuiltServer;
  adaId: number;
  lastMonthIssueId: number;
}

/** The members and last month's issue, written before the server opens the database. */
async function prepareShop(dataDir: string) {
  const handle = await openPglite(path.join(dataDir, "db"));
  try {
    await handle.migrate();
    const db = handle.db;
    const longAgo = daysAgo(150);
    const { subscriptionId: adaId } = await insertTestMember(db, {
      joinedAt: longAgo,
      email: ada.email,
      firstName: "Ada",
      address: { firstName: "Ada" },
    });
    await db.insert(subscriptionPayments).values([
      { subscriptionId: adaId, paypalSaleId: "SALE-ADA-1", amountCents: 888, paidAt: longAgo },
      { subscriptionId: adaId, paypalSaleId: "SALE-ADA-2", amountCents: 888, paidAt: daysAgo(120) },
    ]);
    await insertTestMember(db, {
      joinedAt: longAgo,
      email: kai.email,
      firstName: "Kai",
      address: {
        firstName: "Kai",
        lastName: "Lee",
        addressLine1: "200 King Street West",
        city: "Toronto",
        stateProvince: "ON",
        postalCode: "M5H 3T4",
        country: "CA",
      },
    });
    // Left before last month's cutoff, never approved at PayPal, joined an hour ago: none of
    // them is on last month's list.
    await insertTestMember(db, {
      joinedAt: longAgo,
      endedAt: new Date(cutoffOf(lastMonth, timeZone).getTime() - 86_400_000),
      email: "gone.member@example.com",
      firstName: "Gus",
    });
    await insertTestMember(db, { joinedAt: null, email: "waiting.member@example.com" });
    await insertTestMember(db, { joinedAt: daysAgo(1 / 24), email: "new.member@example.com" });
    // Made in the studio earlier, as the maker would; its cutoff passed, not frozen yet.
    const issue = await createIssue(db, { month: lastMonth, title: "Pressed Flowers" });
    return { adaId, lastMonthIssueId: issue.id };
  } finally {
    await handle.close();
  }
}

const test = base.extend<{ shop: MailClubShop }, { workerShop: MailClubShop }>({
  // One server a worker (each width runs in its own), started before the first test needs it.
  workerShop: [
    async ({ browserName: _ }, use) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "washi-e2e-studio-mail-club-"));
      const ids = await prepareShop(dataDir);
      const server = await startBuiltServer({
        DATA_DIR: dataDir,
        SEED_DEMO_SHOP: "false",
        SHOP_TIMEZONE: timeZone,
        ...studioAdminEnv,
      });
      await use({ server, ...ids });
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 180_000 },
  ],
  shop: async ({ workerShop }, use) => use(workerShop),
  baseURL: async ({ workerShop }, use) => use(workerShop.server.url),
});

test.describe.configure({ mode: "serial", timeout: 90_000 });
test.skip(({ databaseKind }) => databaseKind !== "pglite");

function membersTable(page: Page) {
  return page.getByRole("table");
}

/** The e-mail addresses of a table's rows, sorted; `column` counts from 1. */
async function rowEmails(table: Locator, column = 2) {
  return (await table.locator(`tbody tr > :nth-child(${column})`).allTextContents()).sort();
}

/** A download's text, from the file the browser saved. */
async function downloadedText(download: Download) {
  const file = await download.path();
  return readFileSync(file, "utf8");
}

/** RFC 4180 rows: quoted fields may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += 1;
    } else field += char;
  }
  if (field || row.length > 0) rows.push([...row, field]);
  return rows;
}

test(
  "the maker finds members, opens one, and a cancel PayPal refuses changes nothing",
  { tag: "@layout" },
  async ({ page, shop }, testInfo) => {
    await signInToStudio(page, "/studio/mail-club");
    await expect(page.getByRole("heading", { level: 1, name: "Mail Club members" })).toBeVisible();
    await expect(page.getByText("5 members")).toBeVisible();
    await expectNoAxeViolations(page, testInfo, { label: "members" });

    await page.getByLabel("Status").selectOption("cancelled");
    await page.getByRole("button", { name: "Show members" }).click();
    await expect(page).toHaveURL(/status=cancelled/);
    await expect.poll(() => rowEmails(membersTable(page))).toEqual(["gone.member@example.com"]);

    await page.goto("/studio/mail-club?plan=international");
    await expect.poll(() => rowEmails(membersTable(page))).toEqual([kai.email]);
    await page.getByLabel("Name or e-mail").fill("ADA SATO");
    await page.getByLabel("Plan").selectOption("");
    await page.getByRole("button", { name: "Show members" }).click();
    await expect.poll(() => rowEmails(membersTable(page))).toEqual([ada.email]);
    await expect(membersTable(page)).toContainText("Active");

    await membersTable(page).getByRole("link", { name: ada.name }).click();
    await expect(page.getByRole("heading", { level: 1, name: ada.name })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/studio/mail-club/members/${shop.adaId}`);
    const membership = studioPanel(page, "Membership");
    await expect(membership).toContainText("USA");
    await expect(membership).toContainText("$8.88 / month");
    await expect(membership).toContainText("Active");
    await expect(membership).toContainText(/I-[0-9a-f]{8}/);
    await expect(studioPanel(page, "Delivery address")).toContainText("12 Lantern Street");
    const payments = studioPanel(page, "Payments");
    await expect(payments.getByRole("row")).toHaveCount(3);
    await expect(payments).toContainText("SALE-ADA-2");
    // The issue whose cutoff is next comes to her, whatever day the test runs.
    const coming = studioPanel(page, "Issues").getByRole("listitem").first();
    await expect(coming).toContainText(formatIssueMonth(nextCutoff(now, timeZone).issue));
    await expect(coming).toContainText("Will get it");
    await expectNoAxeViolations(page, testInfo, { label: "member" });

    // Ada's subscription was never made at PayPal (the simulator): PayPal refuses the cancel.
    await page.getByRole("button", { name: "Cancel membership" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this membership?" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, testInfo, { label: "cancel-dialog" });
    await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "The membership was not cancelled" });
    await expect(alert).toContainText("Failed to cancel subscription. Please try again.");
    await expect(alert).toContainText("Nothing was changed");
    await expect(membership).toContainText("Active");
    await page.reload();
    await expect(membership).toContainText("Active");
    await expect(page.getByRole("button", { name: "Cancel membership" })).toBeVisible();
  },
);

test(
  "the maker creates an issue, freezes last month's, downloads its documents and mails it",
  { tag: "@layout" },
  async ({ page, shop }, testInfo) => {
    test.setTimeout(120_000);
    await signInToStudio(page, "/studio/mail-club/issues");
    await expect(page.getByRole("heading", { level: 1, name: "Mail Club issues" })).toBeVisible();
    const lastRow = page.getByRole("row").filter({ hasText: formatIssueMonth(lastMonth) });
    await expect(lastRow).toContainText("Cutoff passed");
    await expectNoAxeViolations(page, testInfo, { label: "issues" });

    // A new issue: refused for a past month and for a month that has one, then created.
    await page.getByRole("link", { name: "New issue" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New issue" })).toBeVisible();
    await expectNoAxeViolations(page, testInfo, { label: "new-issue" });
    const month = page.getByLabel("Month");
    await month.fill(issueMonthKey(addMonths(thisMonth, -2)));
    await page.getByRole("button", { name: "Create issue" }).click();
    await expect(
      page.getByText(`Please choose ${formatIssueMonth(thisMonth)} or a later month`).first(),
    ).toBeVisible();
    await expect(page.getByText("Please give the issue a title.").first()).toBeVisible();
    await expectNoAxeViolations(page, testInfo, { label: "new-issue-errors" });

    await month.fill(issueMonthKey(laterMonth));
    await page.getByLabel("Title").fill("Autumn Leaves");
    await page.getByLabel("Notes").fill("A leaf print, a bookmark and the letter");
    await page.getByRole("button", { name: "Create issue" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: `${formatIssueMonth(laterMonth)} issue` }),
    ).toBeVisible();
    await expect(page.getByText("Issue created")).toBeVisible();
    await expect(
      page.getByText("It is fixed automatically at the cutoff and cannot be fixed earlier"),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Freeze now" })).toHaveCount(0);
    // Live: everyone active now, the newest member too.
    const live = studioPanel(page, "Who will get it");
    await expect
      .poll(() => rowEmails(live.getByRole("table"), 3))
      .toEqual([ada.email, kai.email, "new.member@example.com"].sort());
    await expectNoAxeViolations(page, testInfo, { label: "issue-open" });

    await page.goto("/studio/mail-club/issues/new");
    await page.getByLabel("Month").fill(issueMonthKey(laterMonth));
    await page.getByLabel("Title").fill("Twice");
    await page.getByRole("button", { name: "Create issue" }).click();
    await expect(
      page.getByText(`The ${formatIssueMonth(laterMonth)} issue already exists.`).first(),
    ).toBeVisible();

    // Last month's issue: its cutoff has passed, so the maker may fix the list now.
    await page.goto(`/studio/mail-club/issues/${shop.lastMonthIssueId}`);
    await expect(page.getByText("The cutoff has passed")).toBeVisible();
    await expectNoAxeViolations(page, testInfo, { label: "issue-cutoff-passed" });
    await page.getByRole("button", { name: "Freeze now" }).click();
    await expect(page.getByText("The list is fixed.")).toBeVisible();
    const status = studioPanel(page, "Status");
    await expect(status).toContainText("Frozen");
    const fixed = studioPanel(page, "Who gets it");
    await expect.poll(() => rowEmails(fixed.getByRole("table"), 3)).toEqual([ada.email, kai.email]);
    await expectNoAxeViolations(page, testInfo, { label: "issue-frozen" });

    const documents = studioPanel(page, "Mailing documents");
    const [csvDownload] = await Promise.all([
      page.waitForEvent("download"),
      documents.getByRole("link", { name: "Mailing list (CSV)" }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toBe(
      `mail-club-${issueMonthKey(lastMonth)}-mailing-list.csv`,
    );
    const [header, ...rows] = parseCsv(await downloadedText(csvDownload));
    expect(header).toEqual([
      "Name",
      "Address Line 1",
      "Address Line 2",
      "City",
      "State/Province",
      "Postal Code",
      "Country",
      "Plan",
      "Email",
    ]);
    // Exactly the two members of last month, in label order (Canada before the USA).
    expect(rows.map((row) => [row[0], row[6], row[7], row[8]])).toEqual([
      [kai.name, "Canada", "International", kai.email],
      [ada.name, "United States", "USA", ada.email],
    ]);

    const [labels] = await Promise.all([
      page.waitForEvent("download"),
      documents.getByRole("link", { name: "Address labels (PDF)" }).click(),
    ]);
    expect(
      readFileSync(await labels.path())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const [packing] = await Promise.all([
      page.waitForEvent("download"),
      documents.getByRole("link", { name: "Packing list (text)" }).click(),
    ]);
    const packingText = await downloadedText(packing);
    expect(packingText).toContain("Envelopes: 2");
    expect(packingText).toContain("Pressed Flowers");

    await documents.getByRole("link", { name: "Customs declarations (CN22)" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: /Customs declarations/ }),
    ).toBeVisible();
    await page.getByLabel("Street address").fill("1 Mill Road");
    await page.getByLabel("City").fill("Hudson");
    await page.getByLabel("State").fill("NY");
    await page.getByLabel("ZIP code").fill("12534");
    await page.getByRole("button", { name: "Show the declarations" }).click();
    const declarations = studioPanel(page, "Declarations");
    await expect(declarations.getByRole("row")).toHaveCount(2);
    await expect(declarations).toContainText(kai.name);
    await expect(declarations).toContainText("$9.88");
    await expectNoAxeViolations(page, testInfo, { label: "customs" });
    const [customs] = await Promise.all([
      page.waitForEvent("download"),
      declarations.getByRole("link", { name: "Download CN22 data (CSV)" }).click(),
    ]);
    const customsRows = parseCsv(await downloadedText(customs));
    expect(customsRows).toHaveLength(2);
    expect(customsRows[1]?.slice(0, 2)).toEqual(["1", kai.name]);

    await page
      .getByRole("link", { name: `Back to the ${formatIssueMonth(lastMonth)} issue` })
      .click();
    await page.getByRole("button", { name: "Mark mailed" }).click();
    const confirm = page.getByRole("dialog", {
      name: `Mark the ${formatIssueMonth(lastMonth)} issue mailed?`,
    });
    await expect(confirm).toContainText(
      "Each of the 2 recipients is sent the 'on its way' e-mail, once.",
    );
    await expectNoAxeViolations(page, testInfo, { label: "mark-mailed-dialog" });
    await confirm.getByRole("button", { name: "Yes, it is mailed" }).click();
    await expect(
      page.getByText("Marked mailed. 2 'on its way' e-mails are on the way."),
    ).toBeVisible();
    await expect(status).toContainText("Mailed");
    await expect(page.getByRole("button", { name: "Mark mailed" })).toHaveCount(0);
    await expectNoAxeViolations(page, testInfo, { label: "issue-mailed" });

    // Each change is in the audit log.
    await page.goto("/studio/audit");
    for (const action of [
      "mail-club.issue.mark-mailed",
      "mail-club.issue.freeze",
      "mail-club.issue.create",
    ]) {
      await expect(page.getByText(action, { exact: true }).first()).toBeVisible();
    }
  },
);

test("strangers are sent to the sign-in, bad addresses get a clear answer", {
  tag: "@desktop",
}, async ({ page, shop }) => {
  const base = shop.server.url;
  const issue = `/studio/mail-club/issues/${shop.lastMonthIssueId}`;
  for (const path of [
    "/studio/mail-club",
    `/studio/mail-club/members/${shop.adaId}`,
    "/studio/mail-club/issues",
    "/studio/mail-club/issues/new",
    issue,
    `${issue}/customs`,
    `${issue}/mailing-list.csv`,
    `${issue}/labels.pdf`,
    `${issue}/packing-list.txt`,
    `${issue}/customs.csv`,
  ]) {
    const response = await fetch(`${base}${path}`, { redirect: "manual" });
    expect(response.status, path).toBe(302);
    expect(response.headers.get("location"), path).toMatch(/^\/studio\/login\?returnTo=/);
  }
  const post = await fetch(`${base}${issue}`, {
    method: "POST",
    body: new URLSearchParams({ intent: "mailed" }),
    headers: { Origin: base },
    redirect: "manual",
  });
  expect(post.status).toBe(302);

  await signInToStudio(page, "/studio/mail-club");
  for (const path of [
    "/studio/mail-club/members/abc",
    "/studio/mail-club/members/99999999999",
    "/studio/mail-club/issues/0",
    "/studio/mail-club/issues/424242/customs",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: /not found/ })).toBeVisible();
  }
  const missing = await page.request.get("/studio/mail-club/issues/424242/mailing-list.csv");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toBe("Issue not found\n");
  const customs = await page.request.get(`${issue}/customs.csv?name=Shop`);
  expect(customs.status()).toBe(400);
  expect(await customs.text()).toContain("Please enter the sender's street address.");
  const unknown = await page.request.post(issue, { form: { intent: "explode" } });
  expect(unknown.status()).toBe(400);
});
