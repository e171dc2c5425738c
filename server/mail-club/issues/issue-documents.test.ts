// @gate-pglite (tests/README.md): PDFs and CSVs of an issue do not depend on the engine.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { formatIssueMonth, issueMonth } from "#server/mail-club/issue-month.ts";
import { createIssue } from "#server/mail-club/issues/create-issue.ts";
import { customsDeclaration } from "#server/mail-club/issues/customs-declaration.ts";
import { frozenRecipients } from "#server/mail-club/issues/frozen-recipients.ts";
import { issueLabelsPdf } from "#server/mail-club/issues/issue-labels-pdf.ts";
import { labelSheet } from "#server/mail-club/issues/label-sheet.ts";
import { mailingListCsv } from "#server/mail-club/issues/mailing-list-csv.ts";
import { packingList } from "#server/mail-club/issues/packing-list.ts";
import { packingListText } from "#server/mail-club/issues/packing-list-text.ts";
import { readPdfText } from "#server/mail-club/issues/pdf-text.ts";
import { readLabels } from "#server/mail-club/issues/read-labels.ts";
import { freezeTestIssue, insertTestMember } from "#tests/support/fixtures/issues.ts";
import { refusal } from "#tests/support/refusal.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;
let month = 0;
let three: number[] = [];

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
  await db.execute(sql`delete from customers`);
  three = await threeMembers();
});
afterAll(() => test?.close());

const joinedAt = new Date("2026-12-10T14:00:00Z");
const timeZone = "America/New_York";

/** A frozen issue of a month of its own, holding these subscriptions. */
async function frozenIssue(subscriptionIds: number[], notes = "") {
  month += 1;
  const issue = await createIssue(db, {
    month: issueMonth(2030 + Math.floor((month - 1) / 12), ((month - 1) % 12) + 1),
    title: "Winter Birds",
    notes,
  });
  await freezeTestIssue(db, issue.id, subscriptionIds);
  return issue;
}

/** Three members: in Canada, the UK and the US, with values a spreadsheet would run. */
async function threeMembers() {
  const us = await insertTestMember(db, {
    joinedAt,
    email: "mika@example.com",
    address: {
      firstName: '=HYPERLINK("http://evil.test")',
      lastName: "Sato",
      addressLine1: "+1 Lantern Street",
      addressLine2: "-3",
      city: "@Portland",
    },
  });
  const ca = await insertTestMember(db, {
    joinedAt,
    email: "kai@example.com",
    address: {
      firstName: "Kai",
      lastName: "Lee",
      addressLine1: 'Unit 5, "The Loft"',
      addressLine2: "200 Rue Saint-Denis",
      city: "Montréal",
      stateProvince: "QC",
      postalCode: "H2X 3K7",
      country: "CA",
    },
  });
  const uk = await insertTestMember(db, {
    joinedAt,
    email: "zoe@example.com",
    address: {
      firstName: "Zoë",
      lastName: "Łukasiewicz-Ōtsuka",
      addressLine1: "山田ビル 3F, 10 Downing Street",
      city: "London",
      stateProvince: "Greater London",
      postalCode: "SW1A 2AA",
      country: "UK",
    },
  });
  return [us.subscriptionId, ca.subscriptionId, uk.subscriptionId];
}

describe("the documents of an issue", () => {
  it("are refused before the list is frozen", async () => {
    const issue = await createIssue(db, { month: issueMonth(2029, 1), title: "Open" });
    const packingListHere = (db: Database, id: number) => packingList(db, id, timeZone);
    for (const document of [mailingListCsv, issueLabelsPdf, packingListHere]) {
      expect(await refusal(document(db, issue.id))).toMatchObject({ code: "conflict" });
      expect(await refusal(document(db, 999_999))).toMatchObject({ code: "not_found" });
    }
  });
});

describe("mailingListCsv", () => {
  it("is RFC 4180 CSV by country and postal code, with formulas defused", async () => {
    const issue = await frozenIssue(three);
    expect(await mailingListCsv(db, issue.id)).toBe(
      [
        "Name,Address Line 1,Address Line 2,City,State/Province,Postal Code,Country,Plan,Email",
        'Kai Lee,"Unit 5, ""The Loft""",200 Rue Saint-Denis,Montréal,QC,H2X 3K7,Canada,International,kai@example.com',
        'Zoë Łukasiewicz-Ōtsuka,"山田ビル 3F, 10 Downing Street",,London,Greater London,SW1A 2AA,United Kingdom,International,zoe@example.com',
        '"\'=HYPERLINK(""http://evil.test"") Sato",\'+1 Lantern Street,\'-3,\'@Portland,OR,97201,United States,USA,mika@example.com',
        "",
      ].join("\r\n"),
    );
  });

  it("is the header alone for an empty list", async () => {
    const issue = await frozenIssue([]);
    expect(await mailingListCsv(db, issue.id)).toBe(
      "Name,Address Line 1,Address Line 2,City,State/Province,Postal Code,Country,Plan,Email\r\n",
    );
  });
});

describe("issueLabelsPdf", () => {
  it("prints 30 labels to a US letter sheet, as many sheets as needed", async () => {
    const members: number[] = [];
    for (let index = 0; index < 61; index += 1) {
      const number = String(index + 1).padStart(2, "0");
      const { subscriptionId } = await insertTestMember(db, {
        joinedAt,
        address: { firstName: "Member", lastName: number, postalCode: `970${number}` },
      });
      members.push(subscriptionId);
    }
    for (const [count, pages] of [
      [0, 1],
      [1, 1],
      [30, 1],
      [31, 2],
      [61, 3],
    ] as const) {
      const issue = await frozenIssue(members.slice(0, count));
      const text = await readPdfText(await issueLabelsPdf(db, issue.id));
      expect(text, `${count} labels`).toHaveLength(pages);
      const names = text.flat().filter((item) => item.text.startsWith("Member"));
      expect(names.map((item) => item.text)).toEqual(
        members.slice(0, count).map((_, index) => `Member ${String(index + 1).padStart(2, "0")}`),
      );
    }

    // The 31 labels: 30 on the first sheet, 3 across and 10 down, the 31st top left of the next.
    const issue = await frozenIssue(members.slice(0, 31));
    const [first = [], second = []] = await readPdfText(await issueLabelsPdf(db, issue.id));
    const names = first.filter((item) => item.text.startsWith("Member"));
    const s = labelSheet;
    names.forEach((item, index) => {
      const column = index % 3;
      const row = Math.floor(index / 3);
      const labelLeft = s.marginLeft + column * (s.labelWidth + s.columnGap);
      const labelTop = s.pageHeight - s.marginTop - row * s.labelHeight;
      expect(item.x).toBeCloseTo(labelLeft + s.paddingX, 3);
      expect(item.y).toBeLessThan(labelTop - s.paddingY);
      expect(item.y).toBeGreaterThan(labelTop - s.labelHeight + s.paddingY);
    });
    expect(first.map((item) => item.text).slice(0, 4)).toEqual([
      "Member 01",
      "12 Lantern Street",
      "PORTLAND, OR 97001",
      "Member 02",
    ]);
    expect(second.map((item) => item.text)).toEqual([
      "Member 31",
      "12 Lantern Street",
      "PORTLAND, OR 97031",
    ]);
    expect(second[0]?.x).toBeCloseTo(s.marginLeft + s.paddingX, 3);
  });

  it("prints each address as typed in its country's order, the country last abroad", async () => {
    const issue = await frozenIssue(three);
    const labels = await readLabels(await issueLabelsPdf(db, issue.id));
    expect(labels.map((label) => label.lines)).toEqual([
      // Canada Post wants it all in capitals.
      ["KAI LEE", 'UNIT 5, "THE LOFT"', "200 RUE SAINT-DENIS", "MONTRÉAL QC H2X 3K7", "CANADA"],
      // Stored as UK before every country was offered: Great Britain, which uses no county.
      [
        "Zoë Łukasiewicz-Ōtsuka",
        "山田ビル 3F, 10 Downing Street",
        "LONDON",
        "SW1A 2AA",
        "UNITED KINGDOM",
      ],
      ['=HYPERLINK("http://evil.test") Sato', "+1 Lantern Street", "-3", "@PORTLAND, OR 97201"],
    ]);
  });

  it("shrinks, then wraps, what is too long for a label", async () => {
    const long = await insertTestMember(db, {
      joinedAt,
      address: {
        firstName: "Maximiliana Alexandrina",
        lastName: "Featherstonehaugh-Wolfeschlegelsteinhausen",
        addressLine1:
          "Apartment 1234, The Very Long Building Name, 5678 Extraordinarily Long Boulevard",
        addressLine2: "c/o The Paper Goods Appreciation Society of the Greater Portland Area",
      },
    });
    const issue = await frozenIssue([long.subscriptionId]);
    const [page = []] = await readPdfText(await issueLabelsPdf(db, issue.id));
    const s = labelSheet;
    expect(page.length).toBeGreaterThan(5);
    for (const item of page) {
      expect(item.size).toBeLessThan(10);
      expect(item.size).toBeGreaterThanOrEqual(6);
      expect(item.y).toBeGreaterThan(s.pageHeight - s.marginTop - s.labelHeight);
    }
    expect(page.map((item) => item.text).join(" ")).toContain("Greater Portland Area");
  });
});

describe("an address with no country", () => {
  it("gets no label, no CSV row and no CN22; the packing list names it for the maker", async () => {
    const nowhere = await insertTestMember(db, {
      joinedAt,
      email: "nowhere@example.com",
      address: {
        firstName: "Noa",
        lastName: "Tanaka",
        addressLine1: "1-1 Chiyoda",
        city: "Tokyo",
        stateProvince: "",
        postalCode: "100-0001",
        country: "OTHER",
      },
    });
    const blank = await insertTestMember(db, {
      joinedAt,
      email: "blank@example.com",
      address: { firstName: "Ada", lastName: "Blank", country: "" },
    });
    const issue = await frozenIssue([...three, nowhere.subscriptionId, blank.subscriptionId]);

    const labels = await readLabels(await issueLabelsPdf(db, issue.id));
    expect(labels.map((label) => label.lines[0])).toEqual([
      "KAI LEE",
      "Zoë Łukasiewicz-Ōtsuka",
      '=HYPERLINK("http://evil.test") Sato',
    ]);
    const csv = await mailingListCsv(db, issue.id);
    expect(csv).not.toMatch(/nowhere@|blank@/);
    const list = await packingList(db, issue.id, timeZone);
    expect(list.envelopes).toBe(3);
    expect(list.withoutCountry.map((recipient) => recipient.email).sort()).toEqual([
      "blank@example.com",
      "nowhere@example.com",
    ]);
    const text = packingListText(list);
    expect(text).toContain("No country, so no label: 2 (at the end of this list)");
    expect(text).toContain(
      [
        "[ ] Noa Tanaka, nowhere@example.com (International)",
        "    Noa Tanaka",
        "    1-1 Chiyoda",
        "    Tokyo 100-0001",
      ].join("\n"),
    );
  });
});

describe("packingList", () => {
  it("counts the envelopes by plan and country, and lists them in label order", async () => {
    const issue = await frozenIssue(three, "Bookmark + letter\nSeal with wax");
    const list = await packingList(db, issue.id, timeZone);
    expect(list).toMatchObject({
      issue: { id: issue.id, title: "Winter Birds", notes: "Bookmark + letter\nSeal with wax" },
      envelopes: 3,
      byPlan: { usa: 1, international: 2 },
      byCountry: [
        { country: "CA", name: "Canada", count: 1 },
        { country: "GB", name: "United Kingdom", count: 1 },
        { country: "US", name: "United States", count: 1 },
      ],
    });
    expect(
      list.recipients.map((entry) => [entry.number, entry.sheet, entry.label, entry.email]),
    ).toEqual([
      [1, 1, 1, "kai@example.com"],
      [2, 1, 2, "zoe@example.com"],
      [3, 1, 3, "mika@example.com"],
    ]);
    expect(packingListText(list)).toBe(
      [
        `Mail Club — ${formatIssueMonth(issue.month)}: Winter Birds`,
        "",
        "Envelopes: 3",
        "  USA plan: 1",
        "  International plan: 2",
        "",
        "By country:",
        "  Canada: 1",
        "  United Kingdom: 1",
        "  United States: 1",
        "",
        "Notes:",
        "  Bookmark + letter",
        "  Seal with wax",
        "",
        "Envelopes in label order:",
        "",
        "[ ] 1. (sheet 1, label 1) International",
        "    KAI LEE",
        '    UNIT 5, "THE LOFT"',
        "    200 RUE SAINT-DENIS",
        "    MONTRÉAL QC H2X 3K7",
        "    CANADA",
        "",
        "[ ] 2. (sheet 1, label 2) International",
        "    Zoë Łukasiewicz-Ōtsuka",
        "    山田ビル 3F, 10 Downing Street",
        "    LONDON",
        "    SW1A 2AA",
        "    UNITED KINGDOM",
        "",
        "[ ] 3. (sheet 1, label 3) USA",
        '    =HYPERLINK("http://evil.test") Sato',
        "    +1 Lantern Street",
        "    -3",
        "    @PORTLAND, OR 97201",
        "",
      ].join("\n"),
    );
  });
});

describe("customsDeclaration", () => {
  const sender = {
    name: "Washi Paper Studio",
    addressLine1: "1 Paper Lane",
    city: "Portland",
    stateProvince: "OR",
    postalCode: "97201",
    country: "US",
  } as const;

  it("declares an envelope abroad as merchandise worth the plan's price; none at home", async () => {
    const issue = await frozenIssue(three);
    const [canada, britain, home] = await frozenRecipients(db, issue.id);
    if (!canada || !britain || !home) throw new Error("recipients missing");
    const date = new Date("2027-01-04T15:00:00Z");
    expect(customsDeclaration(canada, issue, { sender, date })).toEqual({
      sender,
      addressee: { ...canada.address, name: "Kai Lee", country: "CA", countryName: "Canada" },
      category: "merchandise",
      categoryLabel: "Merchandise (Sale of goods)",
      contents: [
        {
          description: "Printed art cards and stationery",
          quantity: 1,
          netWeightKg: 0.06,
          valueCents: 988,
          currency: "USD",
          hsTariffNumber: "4911.91",
          countryOfOrigin: "US",
        },
      ],
      totalWeightKg: 0.06,
      totalValueCents: 988,
      date,
    });
    expect(customsDeclaration(canada, issue, { sender, netWeightKg: 0.09 })?.totalWeightKg).toBe(
      0.09,
    );
    expect(customsDeclaration(home, issue, { sender })).toBeNull();
    // Stored as UK: declared with Great Britain's ISO code.
    expect(customsDeclaration(britain, issue, { sender })?.addressee).toMatchObject({
      country: "GB",
      countryName: "United Kingdom",
    });
    const nowhere = { ...britain, address: { ...britain.address, country: "OTHER" } };
    expect(customsDeclaration(nowhere, issue, { sender })).toBeNull();
  });
});
