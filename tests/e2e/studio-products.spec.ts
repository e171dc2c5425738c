/**
 * The studio's products (issue 8, Build 3): the maker creates a product (without pictures), it
 * shows in its type's listing, in search and on its page — also for anonymous visitors served
 * from the page cache; a new price shows at once; archived, it leaves the listing and its page.
 * Refused posts keep what was typed, with and without JavaScript; a duplicate starts archived;
 * types, sub-categories and topics are managed on their own screen; axe on every screen.
 * Every name is unique, as both widths run at once against the shared demo shop.
 */
import type { APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { field } from "#tests/support/form-field.ts";
import { secondVisitFromCache } from "#tests/support/page-cache-visits.ts";
import { fillNewSticker, signInToStudio } from "#tests/support/studio.ts";

function uniqueWord() {
  return `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** What an anonymous visitor gets (no cookie at all, so the page cache may serve it). */
async function anonymous(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { cookie: "" } });
  return {
    status: response.status(),
    cache: response.headers()["x-page-cache"],
    html: await response.text(),
  };
}

test("the maker creates a product, sees it in the shop, changes its price and archives it", async ({
  page,
  request,
}) => {
  test.slow();
  const word = uniqueWord();
  const title = `Paper Crane ${word} Sticker Sheet`;
  // The listing is in the page cache before the product exists.
  await secondVisitFromCache(() => request.get("/stickers", { headers: { cookie: "" } }));

  await signInToStudio(page, "/studio/products/new");
  await fillNewSticker(page, { title, price: "6.40" });
  await page.getByRole("checkbox", { name: "Sticker Sheets" }).check();
  await expect(page.getByRole("checkbox", { name: "Watercolor Bookmarks" })).toBeHidden();
  await field(page, "Description (Markdown)").fill("Folded **cranes** in flight.\n\n- 1 sheet");
  await page.getByRole("tab", { name: "Preview" }).click();
  await expect(page.getByRole("tabpanel").getByText("cranes", { exact: true })).toHaveJSProperty(
    "tagName",
    "STRONG",
  );
  await page.getByRole("tab", { name: "Write" }).click();
  await page.getByRole("button", { name: "Create product" }).click();

  await expect(page).toHaveURL(/\/studio\/products\/\d+\?notice=created$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Product created" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Images" })).toBeVisible();
  const slug = `paper-crane-${word}-sticker-sheet`;
  const productPath = `/stickers/product/${slug}`;

  expect((await anonymous(request, "/stickers")).html).toContain(title);
  expect((await anonymous(request, `/search?q=${word}`)).html).toContain(title);
  const product = await anonymous(request, productPath);
  expect(product.status).toBe(200);
  expect(product.html).toContain("$6.40");
  expect(product.html).toContain("<strong");
  await secondVisitFromCache(() => request.get(productPath, { headers: { cookie: "" } }));

  await field(page, "Price (US dollars)").fill("7.25");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Changes saved" })).toBeVisible();
  await expect(field(page, "Price (US dollars)")).toHaveValue("7.25");
  const repriced = await anonymous(request, productPath);
  expect(repriced.cache).not.toBe("hit");
  expect(repriced.html).toContain("$7.25");
  expect(repriced.html).not.toContain("$6.40");

  await page.getByRole("button", { name: "Archive" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Archived" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unarchive" })).toBeVisible();
  expect((await anonymous(request, "/stickers")).html).not.toContain(title);
  expect((await anonymous(request, productPath)).status).toBe(404);
  expect((await anonymous(request, `/search?q=${word}`)).html).not.toContain(title);

  // The studio still lists it, archived, and finds it by its code.
  await page.goto(`/studio/products?q=${word}`);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("Archived")).toBeVisible();
  await expect(row.getByText("$7.25")).toBeVisible();
  const code = (await row.locator(".font-mono").textContent()) ?? "";
  expect(code).toMatch(/^STK-\d{3,}$/);
  await page.goto(`/studio/products?q=${code}`);
  await expect(page.getByRole("link", { name: title })).toBeVisible();
});

test("a refused product keeps what was typed and says what to fix", async ({ page }) => {
  await signInToStudio(page, "/studio/products/new");
  const title = `Refused ${uniqueWord()}`;
  await fillNewSticker(page, { title, price: "four dollars" });
  await field(page, "Stock").fill("-1");
  await field(page, "Slug (the product's address)").fill("sleepy-cats-sticker-sheet");
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Not saved" })).toBeVisible();
  await expect(page.getByText("Enter the price in dollars, like 4.50")).toBeVisible();
  await expect(
    page.getByText("Enter a whole number, 0 or more, or leave it blank for made to order"),
  ).toBeVisible();
  await expect(field(page, "Name")).toHaveValue(title);
  await expect(field(page, "Price (US dollars)")).toHaveValue("four dollars");
  // Focus moves to the form's alert, whose fields' messages follow it.
  await expect(page.getByRole("alert").filter({ hasText: "Not saved" })).toBeFocused();

  // Fixed, the slug is the next thing refused: another product has it.
  await field(page, "Price (US dollars)").fill("4");
  await field(page, "Stock").fill("");
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(
    page.getByText(/This slug is already used by “.+”\. Choose another one\./),
  ).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a refused post comes back filled in, and a good one saves", async ({ page }) => {
    await signInToStudio(page, "/studio/products/new");
    const title = `Plain Form ${uniqueWord()}`;
    await fillNewSticker(page, { title, price: "" });
    await page.getByRole("button", { name: "Create product" }).click();
    await expect(page.getByText("Please enter a price")).toBeVisible();
    await expect(field(page, "Name")).toHaveValue(title);
    await expect(field(page, "Stock")).toHaveValue("8");
    await field(page, "Price (US dollars)").fill("3.00");
    await page.getByRole("button", { name: "Create product" }).click();
    await expect(page).toHaveURL(/\/studio\/products\/\d+\?notice=created$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });
});

test("a duplicate starts archived, as '(copy)' with its own slug and code", async ({ page }) => {
  await signInToStudio(page, "/studio/products/new");
  const title = `Duplicated ${uniqueWord()}`;
  await fillNewSticker(page, { title, price: "5.00" });
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const originalSlug = await field(page, "Slug (the product's address)").inputValue();

  await page.getByRole("button", { name: "Duplicate" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${title} (copy)` })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "This is the copy" })).toBeVisible();
  await expect(page.getByText("Archived, out of the shop")).toBeVisible();
  await expect(field(page, "Slug (the product's address)")).toHaveValue(`${originalSlug}-copy`);
  await expect(field(page, "Code (SKU)")).toHaveValue(/-COPY$/);

  // Nobody ordered the copy: it can be deleted, after a question.
  await page.getByRole("button", { name: "Delete product" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete for good" }).click();
  await expect(page).toHaveURL(/\/studio\/products\?notice=deleted$/);
});

test("the list filters by type, status and stock, and pages", async ({ page }) => {
  await signInToStudio(page, "/studio/products");
  await field(page, "Type").selectOption({ label: "Bookmarks" });
  await field(page, "Stock").selectOption({ label: "Made to order" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/type=\d+.*stock=made-to-order/);
  await expect(field(page, "Type")).toHaveValue(/\d+/);
  const rows = page.getByRole("main").getByRole("row");
  for (const stock of await rows.locator("td:nth-child(5)").allTextContents()) {
    expect(stock).toBe("Made to order");
  }
  await page.goto("/studio/products?status=archived&stock=nonsense&page=0");
  await expect(page.getByRole("main").getByText(/^\d+ products?/)).toBeVisible();
});

test("types, sub-categories and topics are added, renamed and deleted", async ({ page }) => {
  await signInToStudio(page, "/studio/products/taxonomy");
  const name = `Frogs ${uniqueWord()}`;
  const addTopic = page
    .locator("form")
    .filter({ has: page.getByRole("heading", { name: "Add a topic" }) });
  await field(addTopic, "Name").fill(name);
  await field(addTopic, "Emoji").fill("🐸");
  await addTopic.getByRole("button", { name: "Add topic" }).click();
  await expect(addTopic.getByRole("status")).toHaveText("Topic added.");
  await expect(field(addTopic, "Name")).toHaveValue("");

  const entry = page.getByRole("listitem").filter({ hasText: name });
  await entry.locator("summary").click();
  await field(entry, "Name").fill(`${name} and toads`);
  await entry.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`🐸 ${name} and toads`, { exact: true })).toBeVisible();

  // A slug in use is refused with a clear message; the typed name stays.
  await field(addTopic, "Name").fill(`${name} again`);
  await field(addTopic, "Slug").fill("cats");
  await addTopic.getByRole("button", { name: "Add topic" }).click();
  await expect(addTopic.getByText(/The topic “.+” already has this slug\./).first()).toBeVisible();
  await expect(field(addTopic, "Name")).toHaveValue(`${name} again`);

  // A topic in use says why it can't go; an unused one goes.
  const used = page.getByRole("listitem").filter({ hasText: "Cats" }).first();
  await used.locator("summary").click();
  await expect(used.getByText(/can't be deleted/)).toBeVisible();
  const renamed = page.getByRole("listitem").filter({ hasText: `${name} and toads` });
  await renamed.getByRole("button", { name: /^Delete/ }).click();
  await expect(renamed).toHaveCount(0);
});

test("odd addresses and posts get a clear answer, never a failure @desktop", async ({
  page,
  request,
}) => {
  for (const path of [
    "/studio/products",
    "/studio/products/new",
    "/studio/products/1",
    "/studio/products/taxonomy",
  ]) {
    const anonymousVisit = await request.get(path, { maxRedirects: 0 });
    expect(anonymousVisit.status(), path).toBe(302);
    expect(anonymousVisit.headers().location, path).toMatch(/^\/studio\/login\?returnTo=/);
  }
  await signInToStudio(page, "/studio/products");
  for (const path of ["/studio/products/abc", "/studio/products/99999999", "/studio/products/0"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain("Product not found");
  }
  const missing = await page.request.post("/studio/products/99999999", {
    form: { intent: "save", title: "X", price: "1", productTypeId: "1" },
  });
  expect(missing.status()).toBe(404);
  const strange = await page.request.post("/studio/products/new", {
    form: {
      title: "Bad\u0000name",
      price: "1e99",
      stock: "lots",
      subCategoryIds: "x",
      kind: "banner",
    },
  });
  expect(strange.status()).toBe(400);
  const refused = await strange.text();
  for (const message of [
    "Please remove unusual characters",
    "Enter the price in dollars, like 4.50",
    "Choose sub-categories from the list",
    "Choose physical, digital or subscription",
  ]) {
    expect(refused).toContain(message);
  }
  const unknown = await page.request.post("/studio/products/taxonomy", {
    form: { intent: "topic-delete", id: "abc", form: "topic-abc" },
  });
  expect(unknown.status()).toBe(404);
  const blank = await page.request.post("/studio/products/taxonomy", {
    form: { intent: "type-create", name: " ", form: "type-new" },
  });
  expect(blank.status()).toBe(400);
  expect(await blank.text()).toContain("Please enter a name");
});

test.describe("axe", () => {
  test("the product list", { tag: "@layout" }, async ({ page }, testInfo) => {
    await signInToStudio(page, "/studio/products");
    await expectNoAxeViolations(page, testInfo, { label: "/studio/products" });
  });

  test(
    "the new product form, blank and refused",
    { tag: "@layout" },
    async ({ page }, testInfo) => {
      await signInToStudio(page, "/studio/products/new");
      await expectNoAxeViolations(page, testInfo, { label: "/studio/products/new" });
      await page.getByRole("button", { name: "Create product" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Not saved" })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, { label: "/studio/products/new (refused)" });
    },
  );

  test(
    "the edit form, with its pictures and the preview",
    { tag: "@layout" },
    async ({ page }, testInfo) => {
      // A popular demo product: the other tests never make one, or delete it meanwhile.
      await signInToStudio(page, "/studio/products?popular=1");
      const link = page.getByRole("main").getByRole("row").nth(1).getByRole("link");
      await page.goto((await link.getAttribute("href")) ?? "");
      await expect(page.getByRole("heading", { name: "Images" })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, { label: "/studio/products/:id" });
      await page.getByRole("tab", { name: "Preview" }).click();
      await expectNoAxeViolations(page, testInfo, { label: "/studio/products/:id (preview)" });
    },
  );

  test("types and categories", { tag: "@layout" }, async ({ page }, testInfo) => {
    await signInToStudio(page, "/studio/products/taxonomy");
    await page.locator("summary").first().click();
    await expectNoAxeViolations(page, testInfo, { label: "/studio/products/taxonomy" });
  });
});
