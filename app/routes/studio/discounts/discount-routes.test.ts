/**
 * The discounts screens' loaders and actions called as React Router calls them, as a browser
 * without JavaScript posts them: the studio guard, a discount made, refused field by field,
 * changed, archived and restored, and the list and its CSV.
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as discountEdit from "#app/routes/studio/discounts/discount-edit.tsx";
import * as discountNew from "#app/routes/studio/discounts/discount-new.tsx";
import * as discounts from "#app/routes/studio/discounts/discounts.tsx";
import * as report from "#app/routes/studio/discounts/report[.]csv.ts";
import { parseConfig } from "#server/config.ts";
import { type AppContext, appContext } from "#server/context.ts";
import { discountFormMessages } from "#server/discounts/studio/studio-messages.ts";
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
  options: { params?: Record<string, string>; form?: [string, string][]; signedIn?: boolean } = {},
) {
  const request = new Request(`https://washi.test${path}`, {
    method: options.form ? "POST" : "GET",
    headers: options.signedIn === false ? {} : { Cookie: cookie },
    body: options.form ? new URLSearchParams(options.form) : undefined,
  });
  const args = { request, params: options.params ?? {}, context };
  return Promise.resolve()
    .then(() => handler(args as never))
    .catch((thrown: unknown) => thrown);
}

interface Reply {
  ok: boolean;
  message?: string;
  errors?: Record<string, string>;
}
const replyOf = (answer: unknown) => (answer as { data?: Reply }).data ?? (answer as Reply);

describe("the discounts screens", () => {
  it("send a visitor without a studio session to the studio's sign-in", async () => {
    for (const [handler, path] of [
      [discounts.loader, "/studio/discounts"],
      [discountNew.loader, "/studio/discounts/new"],
      [report.loader, "/studio/discounts/report.csv"],
    ] as const) {
      const answer = (await call(handler, path, { signedIn: false })) as Response;
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("Location"), path).toMatch(/^\/studio\/login/);
    }
    const posted = (await call(discountNew.action, "/studio/discounts/new", {
      signedIn: false,
      form: [
        ["name", "Sneaky"],
        ["code", "SNEAKY1"],
        ["kind", "percent"],
        ["percentOff", "90"],
      ],
    })) as Response;
    expect(posted.status).toBe(302);
    const list = (await call(discounts.loader, "/studio/discounts")) as Awaited<
      ReturnType<typeof discounts.loader>
    >;
    expect(list.discounts.map((row) => row.code)).not.toContain("SNEAKY1");
  });

  it("make, refuse, change, archive and restore a discount; the list and CSV show it", async () => {
    const refused = await call(discountNew.action, "/studio/discounts/new", {
      form: [
        ["name", ""],
        ["code", "x"],
        ["kind", "percent"],
        ["percentOff", "0"],
      ],
    });
    expect(replyOf(refused).errors).toMatchObject({
      name: discountFormMessages.nameRequired,
      code: discountFormMessages.codeLength,
      percentOff: discountFormMessages.percentInvalid,
    });

    const made = (await call(discountNew.action, "/studio/discounts/new", {
      form: [
        ["name", "Newsletter thanks"],
        ["code", "inkwell"],
        ["kind", "percent"],
        ["percentOff", "15"],
        ["scope", "order"],
        ["perCustomerLimit", "1"],
      ],
    })) as Response;
    expect(made.status).toBe(302);
    const id = made.headers
      .get("Location")
      ?.match(/\/studio\/discounts\/(\d+)\?notice=created$/)?.[1];
    expect(id).toBeDefined();
    const params = { discountId: id ?? "" };

    const saved = await call(discountEdit.action, `/studio/discounts/${id}`, {
      params,
      form: [
        ["intent", "save"],
        ["name", "Newsletter thanks"],
        ["code", "INKWELL"],
        ["kind", "fixed"],
        ["amountOff", "3.50"],
        ["scope", "order"],
      ],
    });
    expect(replyOf(saved)).toMatchObject({ ok: true, message: "Saved." });
    const page = (await call(discountEdit.loader, `/studio/discounts/${id}`, { params })) as {
      discount: { stored: Record<string, unknown>; status: string };
    };
    expect(page.discount.stored).toMatchObject({
      kind: "fixed",
      amountOff: "3.50",
      perCustomerLimit: "",
    });

    await call(discountEdit.action, `/studio/discounts/${id}`, {
      params,
      form: [["intent", "archive"]],
    });
    const list = (await call(discounts.loader, "/studio/discounts")) as Awaited<
      ReturnType<typeof discounts.loader>
    >;
    expect(list.discounts.find((row) => row.code === "INKWELL")).toMatchObject({
      off: "$3.50 off",
      status: "archived",
      uses: "0",
    });
    await call(discountEdit.action, `/studio/discounts/${id}`, {
      params,
      form: [["intent", "restore"]],
    });

    const csv = (await call(report.loader, "/studio/discounts/report.csv")) as Response;
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(await csv.text()).toContain("Newsletter thanks,INKWELL,fixed,active,0,0,0.00,0.00");
  });
});
