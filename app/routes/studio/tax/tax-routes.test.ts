/**
 * The Tax screens' loaders and actions called as React Router calls them (decision 042): the
 * studio guard, registrations saved and refused, a rates file loaded and a bad one refused by
 * line, the rates in use, and the report's CSV.
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as report from "#app/routes/studio/tax/report[.]csv.ts";
import * as tax from "#app/routes/studio/tax/tax.tsx";
import { parseConfig } from "#server/config.ts";
import { type AppContext, appContext } from "#server/context.ts";
import { taxMessages } from "#server/tax/tax-messages.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let cookie = "";
const context = new RouterContextProvider();

beforeAll(async () => {
  test = await createTestDatabase();
  ({ cookie } = await studioSessionCookie(test.db));
  const config = parseConfig({ DATA_DIR: test.dataDir, PUBLIC_URL: "https://washi.test" });
  context.set(appContext, { db: test.db, config } as unknown as AppContext);
});
afterAll(() => test?.close());

type Handler = (args: never) => unknown;

function call(
  handler: Handler,
  path: string,
  options: { body?: FormData; signedIn?: boolean } = {},
) {
  const request = new Request(`https://washi.test${path}`, {
    method: options.body ? "POST" : "GET",
    headers: options.signedIn === false ? {} : { Cookie: cookie },
    body: options.body,
  });
  return Promise.resolve()
    .then(() => handler({ request, params: {}, context } as never))
    .catch((thrown: unknown) => thrown);
}

interface Reply {
  ok: boolean;
  message?: string;
}
const replyOf = (answer: unknown) => (answer as { data?: Reply }).data ?? (answer as Reply);
const form = (fields: [string, string | File][]) => {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  return body;
};
type Loaded = Awaited<ReturnType<typeof tax.loader>>;

describe("the Tax screens", () => {
  it("send a visitor without a studio session to the studio's sign-in", async () => {
    for (const [handler, path] of [
      [tax.loader, "/studio/tax"],
      [report.loader, "/studio/tax/report.csv"],
    ] as const) {
      const answer = (await call(handler, path, { signedIn: false })) as Response;
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("Location"), path).toMatch(/^\/studio\/login/);
    }
  });

  it("start registered nowhere, then save New York as home and the EU's non-Union scheme", async () => {
    const before = (await call(tax.loader, "/studio/tax")) as Loaded;
    expect(before.overview.settings.registrations).toEqual([]);

    // A post that is not one of the page's forms (no intent, or another) changes nothing.
    const probe = replyOf(
      await call(tax.action, "/studio/tax", { body: form([["intent", "probe"]]) }),
    );
    expect(probe).toMatchObject({ ok: false, message: taxMessages.unknownForm });

    const refused = replyOf(
      await call(tax.action, "/studio/tax", {
        body: form([
          ["intent", "save"],
          ["homeState", "NY"],
          ["euScheme", "eu_non_union"],
          ["euNumber", " "],
        ]),
      }),
    );
    expect(refused).toMatchObject({ ok: false, message: taxMessages.vatNumber });

    const saved = replyOf(
      await call(tax.action, "/studio/tax", {
        body: form([
          ["intent", "save"],
          ["states", "NY"],
          ["homeState", "NY"],
          ["homePermit", "NY-1234"],
          ["euScheme", "eu_non_union"],
          ["euNumber", "EU372000041"],
          ["usTaxedClasses", "physical"],
          ["usTaxedClasses", "gift_card"],
        ]),
      }),
    );
    expect(saved).toMatchObject({
      ok: true,
      message: "Saved: tax is collected under 2 registrations.",
    });
    const after = (await call(tax.loader, "/studio/tax")) as Loaded;
    expect(after.overview.settings.registrations).toEqual([
      { kind: "us_state", region: "NY", number: "NY-1234", isHome: true },
      { kind: "eu_non_union", region: "EU", number: "EU372000041", isHome: false },
    ]);
    // Gift cards are never taxed, whatever the form says.
    expect(after.overview.settings.usTaxedClasses).toEqual(["physical"]);
    expect(after.overview.vatRates[0]?.countries).toContainEqual(
      expect.objectContaining({ country: "DE", ratePpm: 190_000 }),
    );
  });

  it("load a rates file from a day, and refuse a bad line by its number", async () => {
    const csv = (body: string) =>
      new File(
        [`State,ZipCode,TaxRegionName,EstimatedCombinedRate,StateRate\r\n${body}`],
        "ny-q4.csv",
        {
          type: "text/csv",
        },
      );
    const bad = replyOf(
      await call(tax.action, "/studio/tax", {
        body: form([
          ["intent", "rates"],
          ["appliesFrom", "2026-10-01"],
          ["file", csv("NY,1001,New York City,0.08875,0.04\r\n")],
        ]),
      }),
    );
    expect(bad).toMatchObject({ ok: false, message: `Line 2: ${taxMessages.ratesZip}` });

    const loaded = replyOf(
      await call(tax.action, "/studio/tax", {
        body: form([
          ["intent", "rates"],
          ["appliesFrom", "2026-10-01"],
          [
            "file",
            csv("NY,10001,New York City,0.08875,0.04\r\nNY,12201,Albany County,0.08,0.04\r\n"),
          ],
        ]),
      }),
    );
    expect(loaded).toMatchObject({
      ok: true,
      message: "Rates loaded from 2026-10-01 (NY: 2 ZIP codes).",
    });
    const { overview } = (await call(tax.loader, "/studio/tax")) as Loaded;
    expect(
      overview.usRates[0]?.regions.map((region) => [region.regionName, region.ratePpm]),
    ).toEqual([
      ["Albany County", 80_000],
      ["New York City", 88_750],
    ]);
  });

  it("download the report as CSV", async () => {
    const answer = (await call(report.loader, "/studio/tax/report.csv?by=quarter")) as Response;
    expect(answer.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("Content-Disposition")).toContain("tax-by-quarter.csv");
    expect(await answer.text()).toMatch(/^Period,Jurisdiction,Region,Orders/);
  });
});
