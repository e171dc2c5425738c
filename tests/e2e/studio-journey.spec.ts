/**
 * Issue 8's first journey in one go: the maker signs in, creates a product, gives it two
 * photos in one upload, and a visitor finds it in its listing, in search and on its own page
 * with both pictures. (The areas' own specs test each step in depth.)
 */
import { expect, test } from "#tests/support/fixtures.ts";
import { fillNewSticker, pictureFile, signInToStudio } from "#tests/support/studio.ts";

test.skip(({ layout }) => layout !== "desktop");

const photo = (name: string, colour: string) =>
  pictureFile(name, colour, { width: 900, height: 900 });

test("a product made in the studio with two photos is in the listing, search and its page", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const word = `zj${Date.now().toString(36)}`;
  const title = `Origami Fox ${word} Sticker Sheet`;
  await signInToStudio(page, "/studio/products/new");
  await fillNewSticker(page, { title, price: "5.25", stock: "6" });
  await page.getByRole("checkbox", { name: "Sticker Sheets" }).check();
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  await page.getByRole("link", { name: "Manage pictures" }).click();
  await page
    .getByLabel("Add photos")
    .setInputFiles([
      await photo("fox-front.png", "#d35400"),
      await photo("fox-back.png", "#16a085"),
    ]);
  for (const upload of await page.getByTestId("image-upload").all()) {
    await expect(upload).toContainText("Uploaded", { timeout: 30_000 });
  }
  await expect(page.getByTestId("managed-image")).toHaveCount(2);

  const visitor = await browser.newPage({ baseURL });
  try {
    await visitor.goto("/stickers/sticker-sheets");
    await expect(visitor.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
    await visitor.goto(`/search?q=${word}`);
    await visitor
      .getByRole("link", { name: new RegExp(title) })
      .first()
      .click();
    await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText("$5.25").first()).toBeVisible();
    await expect(
      visitor.getByRole("main").getByRole("button", { name: /View image 1 of 2 full screen/ }),
    ).toBeVisible();
    const picture = visitor
      .getByRole("main")
      .getByRole("button", { name: /View image 1 of 2 full screen/ })
      .getByRole("img");
    await expect(picture).toHaveJSProperty("complete", true);
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
  } finally {
    await visitor.close();
  }
});
