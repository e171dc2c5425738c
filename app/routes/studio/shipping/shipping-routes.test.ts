/**
 * The shipping screens' loaders and actions called as React Router calls them, as a browser
 * without JavaScript posts them: the studio guard on each, a zone, a method and its prices
 * made and changed, bad input answered field by field, forged posts answered in words.
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as methodEdit from "#app/routes/studio/shipping/method-edit.tsx";
import * as methodNew from "#app/routes/studio/shipping/method-new.tsx";
import * as shipping from "#app/routes/studio/shipping/shipping.tsx";
import * as zoneEdit from "#app/routes/studio/shipping/zone-edit.tsx";
import * as zoneNew from "#app/routes/studio/shipping/zone-new.tsx";
import { parseConfig } from "#server/config.ts";
import { type AppContext, appContext } from "#server/context.ts";
import { shippingZones, studioAuditLog } from "#server/db/schema.ts";
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

function statusOf(value: unknown) {
  if (value instanceof Response) return value.status;
  const init = (value as { init?: { status?: number } } | null)?.init;
  return init?.status ?? 200;
}

interface Reply {
  ok: boolean;
  intent?: string;
  message?: string;
  errors?: Record<string, string>;
  values?: Record<string, unknown>;
}
/** A refusal comes in data() with its status; a reply that is done, as it is. */
const replyOf = (answer: unknown) => (answer as { data?: Reply }).data ?? (answer as Reply);
const idIn = (answer: unknown) =>
  Number(((answer as Response).headers.get("Location") ?? "").match(/\/(\d+)\?created$/)?.[1]);

describe("the shipping screens", () => {
  it("send a visitor without a studio session to the studio's sign-in, changing nothing", async () => {
    const screens: [Handler, string, Record<string, string>][] = [
      [shipping.loader, "/studio/shipping", {}],
      [zoneNew.loader, "/studio/shipping/zones/new", {}],
      [zoneNew.action, "/studio/shipping/zones/new", {}],
      [zoneEdit.loader, "/studio/shipping/zones/1", { zoneId: "1" }],
      [zoneEdit.action, "/studio/shipping/zones/1", { zoneId: "1" }],
      [methodNew.loader, "/studio/shipping/methods/new", {}],
      [methodNew.action, "/studio/shipping/methods/new", {}],
      [methodEdit.loader, "/studio/shipping/methods/1", { methodId: "1" }],
      [methodEdit.action, "/studio/shipping/methods/1", { methodId: "1" }],
    ];
    for (const [handler, path, params] of screens) {
      const form: [string, string][] = [
        ["name", "Stolen"],
        ["countries", "US"],
        ["intent", "delete"],
      ];
      const isAction = handler.name === "action";
      const answer = await call(handler, path, {
        params,
        form: isAction ? form : undefined,
        signedIn: false,
      });
      expect((answer as Response).headers.get("Location"), path).toMatch(
        /^\/studio\/login\?returnTo=/,
      );
    }
    expect(await test.db.select().from(shippingZones)).toEqual([]);
    expect(await test.db.select().from(studioAuditLog)).toEqual([]);
  });

  it("add a zone from ticked countries, and answer bad input under each field, as typed", async () => {
    const refused = await call(zoneNew.action, "/studio/shipping/zones/new", {
      form: [
        ["name", " "],
        ["freeOver", "-3"],
        ["position", "1"],
      ],
    });
    expect(statusOf(refused)).toBe(400);
    expect(replyOf(refused).errors).toEqual({
      name: "Please enter the zone's name, like Europe",
      freeOver: "The amount can't be negative. Leave it blank for never, or 0 for always.",
    });
    const added = await call(zoneNew.action, "/studio/shipping/zones/new", {
      form: [
        ["name", "Europe"],
        ["countries", "FR"],
        ["countries", "DE"],
        ["freeOver", "60"],
        ["position", "2"],
      ],
    });
    expect(statusOf(added)).toBe(302);
    const zoneId = idIn(added);
    const page = (await call(zoneEdit.loader, `/studio/shipping/zones/${zoneId}?created`, {
      params: { zoneId: String(zoneId) },
    })) as { zone: { stored: unknown } };
    expect(page.zone.stored).toEqual({
      name: "Europe",
      countries: ["DE", "FR"],
      restOfWorld: false,
      freeOver: "60.00",
      position: "2",
    });
    // A country in a second zone is kept, and both zones say which one's prices apply.
    const france = await call(zoneNew.action, "/studio/shipping/zones/new", {
      form: [
        ["name", "France"],
        ["countries", "FR"],
        ["position", "3"],
      ],
    });
    const shared = (await call(zoneEdit.loader, "/", {
      params: { zoneId: String(idIn(france)) },
    })) as { shared: string[] };
    expect(shared.shared).toEqual([
      "France is in “Europe” too, which comes first: its prices apply there, not these.",
    ]);
    // A refused save shows the countries as they were ticked.
    const unsaved = await call(zoneEdit.action, `/studio/shipping/zones/${zoneId}`, {
      params: { zoneId: String(zoneId) },
      form: [
        ["intent", "save"],
        ["name", "Europe"],
        ["countries", "IT"],
        ["countries", "QQ"],
      ],
    });
    expect(replyOf(unsaved)).toMatchObject({
      ok: false,
      errors: { countries: "Choose the countries from the list" },
      values: { countries: ["IT", "QQ"] },
    });
  });

  it("add a method and its prices in a zone; a second price for one weight is refused", async () => {
    const [zone] = await test.db.select().from(shippingZones).limit(1);
    const added = await call(methodNew.action, "/studio/shipping/methods/new", {
      form: [
        ["name", "Tracked parcel"],
        ["isActive", "on"],
        ["position", "1"],
      ],
    });
    const methodId = String(idIn(added));
    const here = `/studio/shipping/methods/${methodId}`;
    const band = (form: [string, string][]) =>
      call(methodEdit.action, here, { params: { methodId }, form });
    const formKey = `rate-add-${zone?.id}`;
    const priced = await band([
      ["intent", "rate-add"],
      ["form", formKey],
      ["zoneId", String(zone?.id)],
      ["upToGrams", "500"],
      ["price", "16"],
    ]);
    expect(replyOf(priced)).toMatchObject({ ok: true, intent: formKey });
    const again = await band([
      ["intent", "rate-add"],
      ["form", formKey],
      ["zoneId", String(zone?.id)],
      ["upToGrams", "500"],
      ["price", "-2"],
    ]);
    expect(statusOf(again)).toBe(400);
    expect(replyOf(again)).toMatchObject({
      intent: formKey,
      errors: { price: "A price can't be negative. Enter 0 for free." },
    });
    const taken = await band([
      ["intent", "rate-add"],
      ["form", formKey],
      ["zoneId", String(zone?.id)],
      ["upToGrams", "500"],
      ["price", "2"],
    ]);
    expect(statusOf(taken)).toBe(409);
    expect(replyOf(taken).errors?.upToGrams).toBe(
      "Europe already has a price up to 500 g. Change that one instead.",
    );
    const overview = (await call(shipping.loader, "/studio/shipping")) as Awaited<
      ReturnType<typeof shipping.loader>
    >;
    expect(overview.methods[0]?.prices).toEqual([
      {
        zone: "Europe",
        bands: [{ id: expect.any(Number), upToGrams: 500, price: "16.00", priceText: "$16.00" }],
      },
    ]);
  });

  it("answer a missing zone or method with a 404 screen, and forged posts in words", async () => {
    for (const [loader, params] of [
      [zoneEdit.loader, { zoneId: "99999" }],
      [methodEdit.loader, { methodId: "abc" }],
    ] as const) {
      expect(statusOf(await call(loader, "/", { params }))).toBe(404);
    }
    const cases: [Handler, Record<string, string>, [string, string][], number][] = [
      [zoneEdit.action, { zoneId: "abc" }, [["intent", "delete"]], 404],
      [methodEdit.action, { methodId: "99999999999" }, [["intent", "save"]], 404],
      [methodEdit.action, { methodId: "1" }, [["intent", "explode"]], 400],
      [
        methodEdit.action,
        { methodId: "1" },
        [
          ["intent", "rate-save"],
          ["id", "<b>"],
        ],
        404,
      ],
      [
        methodEdit.action,
        { methodId: "1" },
        [
          ["intent", "rate-delete"],
          ["id", "99999"],
        ],
        404,
      ],
      [methodNew.action, {}, [["name", "a\u0000b"]], 400],
    ];
    for (const [handler, params, form, status] of cases) {
      const answer = await call(handler, "/studio/shipping", { params, form });
      expect(statusOf(answer), JSON.stringify(form)).toBe(status);
      expect(replyOf(answer).message?.length).toBeGreaterThan(5);
    }
  });
});
