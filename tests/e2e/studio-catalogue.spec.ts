/**
 * The catalogue in the studio (issue 8, Products): a product's pictures — two photos uploaded
 * at once with their progress bars, a third dropped on the drop zone and deleted, alt text,
 * a move by keyboard — and the storefront's product page showing them in the new order; the
 * catalogue exported as CSV; a generated CSV of 500 new products checked (dry run) and
 * imported with its progress shown, one of them then found by /search. axe checks both
 * screens at 390 and 1280 px.
 *
 * On PGlite, each project on a server of its own: 500 new products would change the listings
 * and search results the other specs read from the shared servers. The pictures journey runs
 * at both widths (touch on the phone); the CSV journeys, heavier, on the desktop only.
 */
import { readFileSync } from "node:fs";
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { expectNoAxeViolationsAtBothWidths } from "#tests/support/axe.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { waitForHydration } from "#tests/support/hydration.ts";
import { serverOfItsOwn } from "#tests/support/server-of-its-own.ts";
import { newStudioPage, pictureFile, studioAdminEnv } from "#tests/support/studio.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.skip(({ databaseKind }) => databaseKind !== "pglite");

const server = serverOfItsOwn({ env: studioAdminEnv });

type Device = Pick<BrowserContextOptions, "viewport" | "isMobile" | "hasTouch">;

/** A page like the project's, on this spec's server, signed in to the studio at `returnTo`. */
function studioPage(browser: Browser, returnTo: string, device: Device) {
  return newStudioPage(browser, returnTo, { baseURL: server.url, ...device });
}

const desktopOnly = "the CSV journeys run once, at desktop width (axe checks both widths)";

const product = {
  sku: "E2E-PIC-001",
  title: "Lantern Festival Postcard",
  slug: "lantern-festival-postcard",
};

/** The product of this spec, made through the import's own endpoint; answers its id. */
async function createProduct(page: Page) {
  const csv = `sku,title,product_type,price,stock\n${product.sku},${product.title},stationery,3.50,12\n`;
  const answer = await page.request.post("/api/studio/products/imports/apply", {
    multipart: {
      file: { name: "one.csv", mimeType: "text/csv", buffer: Buffer.from(csv) },
      from: "0",
    },
  });
  expect(await answer.json()).toMatchObject({ created: 1 });
  const shown = await page.request.get(`/api/products/${product.slug}`);
  return (await shown.json()).data.id as number;
}

const managed = (page: Page) => page.getByTestId("managed-image");
const altField = (page: Page, number: number) =>
  page.getByRole("textbox", { name: `Alt text of picture ${number}` });

test("uploads two photos at once, reorders them by keyboard, and the shop shows the new order", async ({
  browser,
  viewport,
  isMobile,
  hasTouch,
}, testInfo) => {
  const page = await studioPage(browser, "/studio/security", { viewport, isMobile, hasTouch });
  const id = await createProduct(page);
  await page.goto(`/studio/products/${id}/images`);
  await expect(
    page.getByRole("heading", { level: 1, name: `Pictures of ${product.title}` }),
  ).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolationsAtBothWidths(page, testInfo, "pictures, empty");

  await page
    .getByLabel("Add photos")
    .setInputFiles([
      await pictureFile("red.png", "#c0392b"),
      await pictureFile("blue.png", "#2e86c1"),
    ]);
  const uploads = page.getByTestId("image-upload");
  await expect(uploads).toHaveCount(2);
  for (const upload of await uploads.all()) {
    await expect(upload.getByRole("progressbar")).toBeVisible();
    await expect(upload).toContainText("Uploaded", { timeout: 30_000 });
    await expect(upload.getByRole("progressbar")).toHaveAttribute("value", "100");
  }
  await expect(managed(page)).toHaveCount(2);
  await expect(altField(page, 1)).toHaveValue(product.title);

  for (const [number, alt] of [
    [1, "A red postcard"],
    [2, "A blue postcard"],
  ] as const) {
    await altField(page, number).fill(alt);
    await page.getByRole("button", { name: `Save alt text of picture ${number}` }).click();
    await expect(
      managed(page)
        .nth(number - 1)
        .getByRole("status"),
    ).toHaveText("Alt text saved");
  }

  // By keyboard: the blue one moves up and keeps the focus, on the button still usable.
  await page.getByRole("button", { name: "Move up picture 2" }).focus();
  await page.keyboard.press("Enter");
  await expect(altField(page, 1)).toHaveValue("A blue postcard");
  await expect(altField(page, 2)).toHaveValue("A red postcard");
  await expect(page.getByRole("button", { name: "Move down picture 1" })).toBeFocused();
  await page.reload();
  await expect(altField(page, 1)).toHaveValue("A blue postcard");

  // A third photo dropped on the drop zone, then deleted.
  const dropped = await pictureFile("green.png", "#27ae60");
  await page.getByTestId("image-drop-zone").evaluate((zone, base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], "green.png", { type: "image/png" }));
    for (const type of ["dragenter", "dragover", "drop"]) {
      zone.dispatchEvent(
        new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }),
      );
    }
  }, dropped.buffer.toString("base64"));
  await expect(managed(page)).toHaveCount(3, { timeout: 30_000 });
  await expect(uploads.filter({ hasText: "green.png" })).toContainText("Uploaded");
  await expectNoAxeViolationsAtBothWidths(page, testInfo, "pictures, three");
  await page.getByRole("button", { name: "Delete picture 3" }).click();
  await page
    .getByRole("dialog", { name: "Delete this picture?" })
    .getByRole("button", { name: "Delete picture" })
    .click();
  await expect(managed(page)).toHaveCount(2);

  // A visitor (no cookies: the page cache serves them) sees the new order.
  const visitor = await browser.newPage({ baseURL: server.url });
  await visitor.goto(`/stationery/product/${product.slug}`);
  const main = visitor.getByRole("main");
  await expect(
    main.getByRole("button", { name: /View image 1 of 2 full screen/ }).getByRole("img"),
  ).toHaveAttribute("alt", "A blue postcard");
  await main.getByRole("button", { name: "Show image 2 of 2" }).click();
  await expect(
    main.getByRole("button", { name: /View image 2 of 2 full screen/ }).getByRole("img"),
  ).toHaveAttribute("alt", "A red postcard");
  await visitor.close();
});

test("without JavaScript, alt text and moves still work as plain forms", async ({
  browser,
  layout,
}) => {
  test.skip(layout === "phone", desktopOnly);
  const page = await newStudioPage(browser, "/studio/security", {
    baseURL: server.url,
    javaScriptEnabled: false,
  });
  const answer = await page.request.get(`/api/products/${product.slug}`);
  const id = (await answer.json()).data.id as number;
  await page.goto(`/studio/products/${id}/images`);
  // Uploads need the page's script (the studio API's progress); the rest are plain forms.
  await expect(page.getByLabel("Add photos")).toBeDisabled();
  await page.getByRole("button", { name: "Move down picture 1" }).click();
  await expect(page).toHaveURL(`${server.url}/studio/products/${id}/images`);
  await expect(altField(page, 1)).toHaveValue("A red postcard");
  await altField(page, 2).fill("A blue postcard, front");
  await page.getByRole("button", { name: "Save alt text of picture 2" }).click();
  await expect(altField(page, 2)).toHaveValue("A blue postcard, front");
  await altField(page, 1).fill(" ");
  await page.getByRole("button", { name: "Save alt text of picture 1" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "Describe the picture in a few words",
  );
  await page.context().close();
});

test("exports the whole catalogue as CSV", async ({ browser, layout, viewport }) => {
  test.skip(layout === "phone", desktopOnly);
  const page = await studioPage(browser, "/studio/products/import", { viewport });
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export the catalogue (CSV)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path()) as string, "utf8");
  expect(text.startsWith("\uFEFFsku,slug,title,kind,product_type,price,stock,")).toBe(true);
  expect(text).toContain(
    `${product.sku},${product.slug},${product.title},physical,stationery,3.50,12,0,false,false,true,false`,
  );
  expect(text).toContain(
    "MC-USA-MONTHLY,mail-club-usa,Mail Club – USA,subscription,mail-club,8.88,",
  );
});

test("imports a CSV of 500 new products with its progress, and they are in the shop", async ({
  browser,
  layout,
  viewport,
}, testInfo) => {
  test.skip(layout === "phone", desktopOnly);
  const page = await studioPage(browser, "/studio/products/import", { viewport });
  await waitForHydration(page);
  await expectNoAxeViolationsAtBothWidths(page, testInfo, "import");
  const rows = Array.from({ length: 500 }, (_, index) => {
    const n = index + 1;
    return `GEN-${String(n).padStart(3, "0")},Paper Lantern Card ${n},greeting-cards,${(n % 7) + 2}.50,${n % 20},birthday-cards,celestial`;
  });
  const csv = ["sku,title,product_type,price,stock,sub_categories,topic_categories", ...rows].join(
    "\r\n",
  );
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "lanterns.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Check the file" }).click();
  const summary = page.getByRole("list", { name: "What the import would do" });
  await expect(summary).toContainText("500 new products", { timeout: 20_000 });
  await expect(summary).toContainText("0 errors");
  await expectNoAxeViolationsAtBothWidths(page, testInfo, "import, checked");

  await page.getByRole("button", { name: "Import 500 changes" }).click();
  const progress = page.getByRole("progressbar", { name: "Import progress" });
  await expect(progress).toBeVisible();
  await expect(page.getByText(/^Imported \d+ of 500$/)).toBeVisible();
  await expect(page.getByText("Imported 500 of 500")).toBeVisible({ timeout: 60_000 });
  await expect(progress).toHaveAttribute("value", "500");
  await expect(page.getByRole("status").filter({ hasText: "Import finished" })).toContainText(
    "500 created, 0 updated, 0 unchanged.",
  );
  await expectNoAxeViolationsAtBothWidths(page, testInfo, "import, finished");

  await page.goto("/search?q=Paper%20Lantern%20Card%20417");
  await expect(
    page.getByRole("main").getByRole("heading", { name: "Paper Lantern Card 417", exact: true }),
  ).toBeVisible();
});

test("a file with errors is reported by line and imports nothing", async ({
  browser,
  layout,
  viewport,
}) => {
  test.skip(layout === "phone", desktopOnly);
  const page = await studioPage(browser, "/studio/products/import", { viewport });
  await waitForHydration(page);
  const csv =
    "sku,title,product_type,price\nBAD-001,Odd Card,greeting-cards,-2\nBAD-002,Odd Sculpture,sculptures,4\n";
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Check the file" }).click();
  const errors = page.getByRole("table", { name: "Rows with errors" });
  await expect(errors.getByRole("row")).toHaveCount(3);
  await expect(errors.getByRole("row").nth(1)).toContainText(
    "2priceEnter the price in dollars, like 4.50",
  );
  await expect(errors.getByRole("row").nth(2)).toContainText("Unknown product type “sculptures”");
  await expect(page.getByText("Nothing is imported while a row has an error.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Import/ })).toHaveCount(0);
});
