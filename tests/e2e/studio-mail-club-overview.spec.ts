/**
 * The Mail Club overview (issue 24, item 4): the maker reads the next issue's print run (a
 * forecast, with members skipping, abroad, on both plans), last month's frozen figures, the
 * month-by-month charts with their numbers, and downloads the monthly CSV. axe finds nothing
 * at 390 and 1280 px, with the numbers' tables open too.
 *
 * It brings its own server: members joined months ago are written into a fresh database before
 * the server opens it (PGlite is one process at a time), and last month's issue is frozen there.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openPglite } from "#server/db/client.ts";
import { mailClubHolds, subscriptionPayments } from "#server/db/schema.ts";
import { nextCutoff } from "#server/mail-club/cutoff.ts";
import { addMonths, formatIssueMonth, issueMonthKey } from "#server/mail-club/issue-month.ts";
import { freezeIssue } from "#server/mail-club/issues/freeze-issue.ts";
import { expectNoAxeViolationsAtBothWidths, expectPhoneScreen } from "#tests/support/axe.ts";
import { type BuiltServer, startBuiltServer } from "#tests/support/built-server.ts";
import { insertTestMember } from "#tests/support/fixtures/issues.ts";
import { test as base, expect } from "#tests/support/fixtures.ts";
import { signInToStudio, studioAdminEnv } from "#tests/support/studio.ts";

const timeZone = "America/New_York";
const now = new Date();
const nextIssue = nextCutoff(now, timeZone).issue;
const lastIssue = addMonths(nextIssue, -1);
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

async function prepareShop(dataDir: string) {
  const handle = await openPglite(path.join(dataDir, "db"));
  try {
    await handle.migrate();
    const db = handle.db;
    const joinedAt = daysAgo(120);
    const ada = await insertTestMember(db, { joinedAt, timeZone, email: "ada@example.com" });
    await insertTestMember(db, {
      joinedAt,
      timeZone,
      email: "kai@example.com",
      address: { city: "Toronto", stateProvince: "ON", postalCode: "M5H 3T4", country: "CA" },
    });
    const sam = await insertTestMember(db, { joinedAt, timeZone, email: "sam@example.com" });
    await insertTestMember(db, { joinedAt, timeZone, endedAt: daysAgo(40) });
    await db.insert(mailClubHolds).values({
      subscriptionId: sam.subscriptionId,
      kind: "skip",
      firstIssue: issueMonthKey(nextIssue),
      issueCount: 1,
    });
    await db.insert(subscriptionPayments).values([
      {
        subscriptionId: ada.subscriptionId,
        paypalSaleId: "SALE-1",
        amountCents: 888,
        paidAt: joinedAt,
      },
      {
        subscriptionId: ada.subscriptionId,
        paypalSaleId: "SALE-2",
        amountCents: 888,
        paidAt: daysAgo(90),
      },
      {
        subscriptionId: ada.subscriptionId,
        paypalSaleId: "SALE-3",
        amountCents: 888,
        paidAt: daysAgo(60),
      },
    ]);
    await freezeIssue(db, lastIssue, { now, timeZone });
  } finally {
    await handle.close();
  }
}

const test = base.extend<{ server: BuiltServer }, { workerServer: BuiltServer }>({
  workerServer: [
    async ({ browserName: _ }, use) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "washi-e2e-mail-club-overview-"));
      await prepareShop(dataDir);
      const server = await startBuiltServer({
        DATA_DIR: dataDir,
        SEED_DEMO_SHOP: "false",
        SHOP_TIMEZONE: timeZone,
        ...studioAdminEnv,
      });
      await use(server);
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 180_000 },
  ],
  server: async ({ workerServer }, use) => use(workerServer),
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
});

test.describe.configure({ mode: "serial", timeout: 90_000 });
test.skip(({ databaseKind }) => databaseKind !== "pglite");

test("the maker reads the print run and the club's history, and downloads it", async ({
  page,
}, testInfo) => {
  await signInToStudio(page, "/studio/mail-club");
  await page
    .getByRole("navigation", { name: "Mail Club" })
    .getByRole("link", { name: "Overview" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Mail Club overview" })).toBeVisible();

  const next = page.getByRole("article").filter({ hasText: formatIssueMonth(nextIssue) });
  await expect(next.getByText(/^Forecast/)).toBeVisible();
  // Ada, Kai and Sam would get it; Sam skips it: two envelopes, one abroad with a CN22.
  await expect(next.getByRole("definition").filter({ hasText: /^2$/ }).first()).toBeVisible();
  await expect(next.getByText("CN22 forms")).toBeVisible();
  const last = page.getByRole("article").filter({ hasText: formatIssueMonth(lastIssue) });
  await expect(last.getByText(/^Frozen at the cutoff/)).toBeVisible();

  for (const chart of [
    "Active members",
    "Joins and cancels",
    "Skips, pauses and held",
    "Monthly churn",
    "Revenue",
  ]) {
    await expect(page.getByRole("figure", { name: chart })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Every month's figures" })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, testInfo, "mail club overview");

  // The numbers under each chart, open.
  for (const summary of await page.getByText("Show the numbers").all()) await summary.click();
  await expectNoAxeViolationsAtBothWidths(page, testInfo, "mail club overview, numbers open");
  await page.setViewportSize({ width: 390, height: 844 });
  await expectPhoneScreen(page, testInfo, "Mail Club overview");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const csv = readFileSync(await (await downloading).path(), "utf8").split("\r\n");
  expect(csv[0]).toMatch(/^month,month_complete,joins,cancels,cancels_too_expensive,/);
  expect(csv.filter((line) => line !== "").length).toBeGreaterThan(1);
});
