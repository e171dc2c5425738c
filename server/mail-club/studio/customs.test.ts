import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { issueMonth } from "#server/mail-club/issue-month.ts";
import { createIssue } from "#server/mail-club/issues/create-issue.ts";
import { freezeIssue } from "#server/mail-club/issues/freeze-issue.ts";
import { issueMessages } from "#server/mail-club/issues/issue-messages.ts";
import { customsCsv } from "#server/mail-club/studio/customs-csv.ts";
import { customsFormSchema, customsMessages } from "#server/mail-club/studio/customs-form.ts";
import { issueCustomsDeclarations } from "#server/mail-club/studio/issue-customs.ts";
import { fieldErrors } from "#server/validation/parse-input.ts";
import { insertTestMember } from "#tests/support/fixtures/issues.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
  await db.execute(sql`delete from customers`);
});
afterAll(() => test?.close());

const timeZone = "America/New_York";
const sender = {
  name: "Washi Paper Studio",
  addressLine1: "1 Mill Road",
  city: "Hudson",
  stateProvince: "NY",
  postalCode: "12534",
};

describe("customsFormSchema", () => {
  it("needs the return address, and takes a weight in grams (60 g unless given)", () => {
    expect(customsFormSchema.parse({ ...sender, weightGrams: "" }).weightGrams).toBe(60);
    expect(customsFormSchema.parse({ ...sender, weightGrams: " 85 " }).weightGrams).toBe(85);
    const refused = customsFormSchema.safeParse({ name: " ", weightGrams: "0.5" });
    expect(refused.success).toBe(false);
    if (refused.success) return;
    expect(fieldErrors(refused.error)).toEqual({
      name: customsMessages.nameRequired,
      addressLine1: customsMessages.addressRequired,
      city: customsMessages.cityRequired,
      stateProvince: customsMessages.stateRequired,
      postalCode: customsMessages.postalCodeRequired,
      weightGrams: customsMessages.weight,
    });
  });
});

describe("issueCustomsDeclarations", () => {
  it("declares each envelope abroad of the frozen list, numbered as on the labels, as CSV", async () => {
    const joinedAt = new Date("2027-01-05T15:00:00Z");
    await insertTestMember(db, { joinedAt, email: "mika@example.com" });
    await insertTestMember(db, {
      joinedAt,
      email: "kai@example.com",
      address: {
        firstName: "Kai",
        lastName: "Lee",
        country: "CA",
        stateProvince: "ON",
        postalCode: "M5V 2T6",
        city: "Toronto",
      },
    });
    await insertTestMember(db, {
      joinedAt,
      email: "=cmd@example.com",
      address: {
        firstName: "Ana",
        lastName: "Ruiz, Jr.",
        country: "GB",
        stateProvince: "",
        postalCode: "EC1A 1BB",
        city: "London",
      },
    });
    const february = issueMonth(2027, 2);
    const issue = await createIssue(db, { month: february, title: "Snow Letters" });
    const form = customsFormSchema.parse({ ...sender, weightGrams: "85" });

    const open = await issueCustomsDeclarations(db, issue.id, form).catch(
      (error: unknown) => error,
    );
    expect(open).toMatchObject({ code: "conflict", message: issueMessages.notFrozen });

    await freezeIssue(db, february, { now: new Date("2027-01-26T05:00:00Z"), timeZone });
    const date = new Date("2027-02-02T15:00:00Z");
    const { declarations } = await issueCustomsDeclarations(db, issue.id, form, { date });
    // Label order is by country: CA, GB, US — the US envelope needs no declaration.
    expect(
      declarations.map((declaration) => [declaration.number, declaration.addressee.name]),
    ).toEqual([
      [1, "Kai Lee"],
      [2, "Ana Ruiz, Jr."],
    ]);
    expect(declarations[0]).toMatchObject({
      sender: { ...sender, country: "US" },
      totalWeightKg: 0.085,
      totalValueCents: 988,
      addressee: { countryName: "Canada" },
    });

    const lines = customsCsv(declarations, timeZone).split("\r\n");
    expect(lines[0]).toMatch(/^Envelope,Addressee,Address Line 1,/);
    expect(lines[1]).toBe(
      "1,Kai Lee,12 Lantern Street,,Toronto,ON,M5V 2T6,Canada,CA,kai@example.com,Merchandise (Sale of goods),Printed art cards and stationery,1,0.085,9.88,4911.91,US,Washi Paper Studio,1 Mill Road,Hudson,NY,12534,US,2027-02-02",
    );
    // Commas quoted, a formula shown as text.
    expect(lines[2]).toContain('"Ana Ruiz, Jr."');
    expect(lines[2]).toContain(",'=cmd@example.com,");
    expect(lines).toHaveLength(4);
  });
});
