/**
 * The Mail Club overview and its CSV called as React Router calls them: the studio guard on
 * both, the print run and history shown to the maker, the CSV as an attachment.
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as csvLoader } from "#app/routes/studio/mail-club/history[.]csv.ts";
import { loader } from "#app/routes/studio/mail-club/overview.tsx";
import { parseConfig } from "#server/config.ts";
import { type AppContext, appContext } from "#server/context.ts";
import { parseCsv } from "#server/csv/csv-text.ts";
import { historyCsvHeader } from "#server/mail-club/studio/history/history-csv.ts";
import { insertTestMember } from "#tests/support/fixtures/issues.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let cookie = "";
const context = new RouterContextProvider();

beforeAll(async () => {
  test = await createTestDatabase();
  ({ cookie } = await studioSessionCookie(test.db));
  const config = parseConfig({
    DATA_DIR: test.dataDir,
    PUBLIC_URL: "https://washi.test",
    SHOP_TIMEZONE: "America/New_York",
  });
  context.set(appContext, { db: test.db, config } as unknown as AppContext);
});
afterAll(() => test?.close());

function args(path: string, signedIn: boolean) {
  const headers = new Headers(signedIn ? { Cookie: cookie } : {});
  return { request: new Request(`https://washi.test${path}`, { headers }), params: {}, context };
}

const thrown = (promise: Promise<unknown>) => promise.catch((error: unknown) => error);

describe("the Mail Club overview", () => {
  it("sends a visitor without a studio session to the studio's sign-in, page and CSV alike", async () => {
    for (const [path, load] of [
      ["/studio/mail-club/overview", loader],
      ["/studio/mail-club/history.csv", csvLoader],
    ] as const) {
      const answer = await thrown(load(args(path, false) as never));
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(302);
      expect((answer as Response).headers.get("Location")).toMatch(/^\/studio\/login\?returnTo=/);
    }
  });

  it("shows an empty shop's print run, and no history yet", async () => {
    const data = await loader(args("/studio/mail-club/overview", true) as never);
    expect(data.months).toEqual([]);
    expect(data.runs).toHaveLength(2);
    expect(data.runs[0]?.figures.envelopes).toBe(0);
    expect(data.runs[0]?.status).toMatch(/^Forecast/);
    expect(data.runs[0]?.postage.amount).toBe("—");
  });

  it("counts a member in the forecast and the history, and gives the CSV as an attachment", async () => {
    const joinedAt = new Date(Date.now() - 70 * 86_400_000);
    await insertTestMember(test.db, { joinedAt, address: { country: "CA" } });
    const data = await loader(args("/studio/mail-club/overview", true) as never);
    expect(data.runs[0]?.figures).toMatchObject({ envelopes: 1, customsDeclarations: 1 });
    expect(data.months.at(-1)?.activeAtEnd).toBe(1);
    expect(data.months.at(-1)?.name).toMatch(/\(so far\)$/);

    const response = await csvLoader(args("/studio/mail-club/history.csv", true) as never);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toContain("mail-club-history.csv");
    const records = parseCsv(await response.text()).map((record) => record.cells);
    expect(records[0]).toEqual(historyCsvHeader);
    expect(records).toHaveLength(data.months.length + 1);
    expect(records.slice(1).reduce((joins, row) => joins + Number(row[2]), 0)).toBe(1);
  });
});
