/**
 * Digital delivery (issue 20): a guest buys a digital template through the simulator; the link
 * in the confirmation e-mail (caught by a real SMTP server started here) downloads the exact
 * bytes the shop stored, resumes with Range, and is refused with a page that says why after
 * the purchase's five downloads; a signed-in buyer finds the file under Downloads on /account;
 * another order's signature on a link fails; the maker's refund revokes the links.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { productFiles, products } from "#server/db/schema.ts";
import { registerOnPage, uniqueEmail } from "#tests/support/account.ts";
import { addToCart, demoProductId } from "#tests/support/cart.ts";
import {
  approveOnPayPal,
  confirmedOrderNumber,
  continueButton,
  fillDigitalBuyer,
} from "#tests/support/checkout.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { onServer, waitForLink } from "#tests/support/mail.ts";
import { serverOfItsOwn } from "#tests/support/server-of-its-own.ts";
import { newStudioPage, studioAdminEnv } from "#tests/support/studio.ts";

const template = { sku: "DGT-002", title: "Weekly Meal Planner Printable" }; // $5.00
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.skip(({ databaseKind, layout }) => databaseKind !== "pglite" || layout !== "desktop");

/** The file as the shop stored it: its name and the hash of its bytes on disk. */
const stored = { fileName: "", sha256: "" };
const server = serverOfItsOwn({
  mail: true,
  env: studioAdminEnv,
  async prepare(shop) {
    const database = await shop.openDatabase();
    try {
      const [file] = await database.db
        .select({ fileName: productFiles.fileName, key: productFiles.storageKey })
        .from(productFiles)
        .innerJoin(products, eq(products.id, productFiles.productId))
        .where(eq(products.sku, template.sku));
      if (!file) throw new Error(`The demo shop has no file for ${template.sku}.`);
      stored.fileName = file.fileName;
      stored.sha256 = sha256(
        await readFile(path.join(shop.dataDir, "private/downloads", file.key)),
      );
    } finally {
      await database.close();
    }
  },
});

/** The guest's order and the link from its e-mail, for the tests after the first. */
const guest = { orderId: "", link: "" };

test("a guest's e-mail link downloads the exact file, resumes, and stops after five downloads", async ({
  page,
}) => {
  const email = uniqueEmail("download-guest");
  await addToCart(page, server.url, demoProductId(template.sku), { digitalAcknowledged: "on" });
  await page.goto(`${server.url}/checkout`);
  await fillDigitalBuyer(page, { email, country: "GB" });
  await continueButton(page).click();
  await approveOnPayPal(page);
  await confirmedOrderNumber(page);
  await expect(page.getByRole("region", { name: "Digital delivery" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Shipping to" })).toHaveCount(0);
  guest.orderId = /\/order-complete\/(\d+)/.exec(page.url())?.[1] ?? "";
  const downloads = page.getByRole("region", { name: "Your Downloads" });
  await expect(downloads).toContainText(template.title);
  await expect(downloads.getByRole("link", { name: `Download ${stored.fileName}` })).toBeVisible();

  guest.link = onServer(await waitForLink(server.smtp, email, "/downloads/"), server.url);
  const first = await page.request.get(guest.link);
  expect(first.status()).toBe(200);
  expect(first.headers()["content-disposition"]).toContain(`filename="${stored.fileName}"`);
  expect(first.headers()["cache-control"]).toBe("private, no-store");
  const bytes = await first.body();
  expect(sha256(bytes)).toBe(stored.sha256);

  // A download broken after 1,000 bytes resumes from there, and that is one download.
  const broken = await page.request.get(guest.link, { headers: { Range: "bytes=0-999" } });
  expect(broken.status()).toBe(206);
  const rest = await page.request.get(guest.link, { headers: { Range: "bytes=1000-" } });
  expect(rest.status()).toBe(206);
  expect(rest.headers()["content-range"]).toBe(`bytes 1000-${bytes.length - 1}/${bytes.length}`);
  expect(Buffer.compare(await rest.body(), bytes.subarray(1000))).toBe(0);

  for (let download = 3; download <= 5; download += 1) {
    expect((await page.request.get(guest.link)).status()).toBe(200);
  }
  const sixth = await page.goto(guest.link);
  expect(sixth?.status()).toBe(403);
  await expect(
    page.getByRole("heading", {
      name: "This file has been downloaded as often as the purchase allows",
    }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Write to the shop" })).toBeVisible();
});

test("a signed-in buyer downloads it from Downloads on the account; a borrowed signature fails", async ({
  page,
}) => {
  const email = uniqueEmail("download-customer");
  await registerOnPage(
    page,
    { fullName: "Ana Lima", email, password: "paper-moon-2026" },
    server.url,
  );
  await expect(page.getByRole("region", { name: "Downloads" })).toContainText("No downloads yet.");

  await addToCart(page, server.url, demoProductId(template.sku), { digitalAcknowledged: "on" });
  await page.goto(`${server.url}/checkout`);
  await fillDigitalBuyer(page);
  await continueButton(page).click();
  await approveOnPayPal(page);
  await confirmedOrderNumber(page);

  await page.goto(`${server.url}/account#downloads`);
  const library = page.getByRole("region", { name: "Downloads" });
  await expect(library).toContainText(template.title);
  await expect(library).toContainText("Downloads left: 5");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    library.getByRole("link", { name: `Download ${stored.fileName}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(stored.fileName);
  expect(sha256(await readFile((await download.path()) as string))).toBe(stored.sha256);

  // This buyer's link with the guest order's signature is no link at all.
  const mine = new URL(
    (await library
      .getByRole("link", { name: `Download ${stored.fileName}` })
      .getAttribute("href")) as string,
    server.url,
  );
  mine.searchParams.set("signature", new URL(guest.link).searchParams.get("signature") ?? "");
  const forged = await page.goto(mine.toString());
  expect(forged?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { name: "This download link does not work" }),
  ).toBeVisible();
});

test("the maker's refund revokes the guest's links", async ({ page, browser }) => {
  const maker = await newStudioPage(browser, `/studio/orders/${guest.orderId}`, {
    baseURL: server.url,
  });
  await expect(maker.getByRole("heading", { name: "Downloads", exact: true })).toBeVisible();
  await expect(maker.getByText("downloaded 5 of 5 times")).toBeVisible();
  await maker.getByRole("button", { name: "Refund in full" }).click();
  await maker
    .getByRole("dialog")
    .getByRole("button", { name: /^Refund \$5\.00/ })
    .click();
  await expect(maker.getByRole("main").getByRole("status")).toContainText(
    "PayPal refunded the order in full",
  );
  await expect(maker.getByText("these links no longer work")).toBeVisible();
  await maker.context().close();

  const revoked = await page.goto(guest.link);
  expect(revoked?.status()).toBe(410);
  await expect(
    page.getByRole("heading", { name: "This download is no longer available" }),
  ).toBeVisible();
});

test("the maker adds a file to a digital product, sees a renamed executable refused, and sets the downloads per purchase", async ({
  browser,
}) => {
  const maker = await newStudioPage(browser, "/studio/products?q=Habit", { baseURL: server.url });
  await maker.getByRole("link", { name: "Habit Tracker Pages" }).first().click();
  await maker.getByRole("link", { name: "Manage files" }).click();
  await expect(maker.getByRole("heading", { name: "Files of Habit Tracker Pages" })).toBeVisible();

  const upload = maker.getByLabel("Add a file");
  await upload.setInputFiles({
    name: "setup.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.alloc(2048)]),
  });
  await maker.getByRole("button", { name: "Upload file" }).click();
  await expect(maker.getByText("“setup.pdf” is not a PDF, ZIP, PNG or JPG file")).toBeVisible();

  await upload.setInputFiles({
    name: "habit-tracker-a4.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(`%PDF-1.7\n% A4 edition\n${"x".repeat(3000)}\n%%EOF\n`),
  });
  await maker.getByRole("button", { name: "Upload file" }).click();
  const files = maker.getByRole("region", { name: "Files" });
  await expect(files.getByRole("rowheader", { name: "habit-tracker-a4.pdf" })).toBeVisible();

  await maker.getByLabel("Downloads of each file").fill("8");
  await maker.getByRole("button", { name: "Save" }).click();
  await expect(maker.getByText("may download each file 8 times")).toBeVisible();
  await maker.context().close();
});
