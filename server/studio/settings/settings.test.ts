import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getShell } from "#server/catalogue/get-shell.ts";
import { parseConfig } from "#server/config.ts";
import { shopSettings, storefrontVersion, studioAuditLog } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { maskClientId, paypalSummary } from "./paypal-summary.ts";
import { readStudioSettings } from "./read-studio-settings.ts";
import { settingsMessages } from "./settings-input.ts";
import { timeZoneChoices } from "./time-zones.ts";
import { updateShopSettings } from "./update-shop-settings.ts";

let test: TestDatabase;
let account: StudioAccount;

beforeAll(async () => {
  test = await createTestDatabase();
  ({ account } = await studioSessionCookie(test.db));
});
afterAll(() => test?.close());

const valid = {
  shopName: "Paper Nook",
  ownerEmail: " Owner@Nook.Example ",
  socialLinks: [
    { label: "Instagram", url: "https://www.instagram.com/nook" },
    { label: "Blog", url: "http://nook.example/blog" },
  ],
  timeZone: "Europe/Berlin",
};

async function refusal(input: unknown) {
  const error = await updateShopSettings(test.db, account, input).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function version() {
  const [row] = await test.db.select().from(storefrontVersion);
  return row?.version ?? 0;
}

describe("the shop settings", () => {
  it("are saved (the row made when missing) and the storefront shows them", async () => {
    expect(await test.db.select().from(shopSettings)).toHaveLength(0);
    const before = await version();
    await updateShopSettings(test.db, account, valid);
    expect(await version()).toBeGreaterThan(before);
    expect(await readStudioSettings(test.db)).toMatchObject({
      shopName: "Paper Nook",
      ownerEmail: "owner@nook.example",
      socialLinks: valid.socialLinks,
      timeZone: "Europe/Berlin",
    });
    const storefront = await getShopSettings(test.db);
    expect(storefront).toMatchObject({ shopName: "Paper Nook", socialLinks: valid.socialLinks });
    // The page shell reads them again: the storefront version moved.
    expect((await getShell(test.db)).settings.shopName).toBe("Paper Nook");
    const [change] = await test.db.select().from(studioAuditLog).orderBy(desc(studioAuditLog.id));
    expect(change).toMatchObject({
      action: "shop-settings.update",
      details: { changed: ["shopName", "ownerEmail", "socialLinks", "timeZone"] },
    });
  });

  it("takes a blank time zone as SHOP_TIMEZONE's, and no social links", async () => {
    const saved = await updateShopSettings(test.db, account, {
      ...valid,
      socialLinks: [],
      timeZone: "",
    });
    expect(saved.changed).toEqual(["socialLinks", "timeZone"]);
    expect(await readStudioSettings(test.db)).toMatchObject({ timeZone: null, socialLinks: [] });
  });

  it("refuses a bad e-mail, a script or relative link, an unknown time zone, a blank name", async () => {
    const error = await refusal({
      shopName: " ",
      ownerEmail: "owner@",
      socialLinks: [
        { label: "Evil", url: "javascript:alert(1)" },
        { label: "", url: "/instagram" },
        { label: "Data", url: "data:text/html,<script>alert(1)</script>" },
      ],
      timeZone: "Mars/Olympus_Mons",
    });
    expect(error.code).toBe("bad_request");
    expect(error.details).toEqual({
      shopName: settingsMessages.shopNameRequired,
      ownerEmail: "Please enter a valid email address",
      "socialLinks.0.url": settingsMessages.linkUrlInvalid,
      "socialLinks.1.label": settingsMessages.linkLabelRequired,
      "socialLinks.1.url": settingsMessages.linkUrlInvalid,
      "socialLinks.2.url": settingsMessages.linkUrlInvalid,
      timeZone: settingsMessages.timeZoneUnknown,
    });
    const tooMany = await refusal({
      ...valid,
      socialLinks: Array.from({ length: 11 }, () => valid.socialLinks[0]),
    });
    expect(tooMany.details).toEqual({ socialLinks: settingsMessages.tooManyLinks });
    expect((await refusal(null)).code).toBe("bad_request");
    expect((await readStudioSettings(test.db)).shopName).toBe("Paper Nook");
  });

  it("offers the IANA time zones, UTC among them", () => {
    const zones = timeZoneChoices();
    expect(zones).toContain("UTC");
    expect(zones).toContain("America/New_York");
    expect(zones).toContain("Asia/Tokyo");
    expect(zones.length).toBeGreaterThan(300);
  });
});

describe("PayPal on the settings screen", () => {
  it("shows the mode and a masked client id, never the secret or the webhook id", () => {
    const config = parseConfig({
      PAYPAL_MODE: "live",
      PAYPAL_CLIENT_ID: "AbCdEfGhIjKlMnOpQrStUvwxyz",
      PAYPAL_CLIENT_SECRET: "EKs3cr3t-value",
      PAYPAL_WEBHOOK_ID: "8PT597110X687430LKGECATA",
    });
    const summary = paypalSummary(config.paypal);
    expect(summary).toEqual({
      mode: "live",
      clientId: "AbCd…wxyz",
      secretConfigured: true,
      webhookConfigured: true,
    });
    expect(JSON.stringify(summary)).not.toMatch(/s3cr3t|8PT597110X/);
    expect(paypalSummary(parseConfig({}).paypal)).toEqual({
      mode: "simulator",
      clientId: null,
      secretConfigured: false,
      webhookConfigured: false,
    });
    expect(maskClientId("short")).toBe("…");
  });
});
