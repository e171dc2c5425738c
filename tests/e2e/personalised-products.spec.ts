/**
 * Personalised products (issue 20): a Custom Painted Banner whose text, typed on the product
 * page with an emoji, goes through checkout and comes back exactly on the cart, the order's
 * page, the confirmation e-mail (caught by a real SMTP server started here), the studio's order
 * and its packing slip PDF (read back); and the maker gives another product a text and a choice.
 */
import type { Page } from "@playwright/test";
import { readPdfLines } from "#server/mail-club/issues/pdf-text.ts";
import {
  approveOnPayPal,
  confirmedOrderNumber,
  continueButton,
  fillShipping,
} from "#tests/support/checkout.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { field } from "#tests/support/form-field.ts";
import { waitForMailWithSubject } from "#tests/support/mail.ts";
import { serverOfItsOwn } from "#tests/support/server-of-its-own.ts";
import { newStudioPage, studioAdminEnv } from "#tests/support/studio.ts";

const words = "Happy 30th, Mina! 🎉";
const answer = `Banner text: ${words}`;

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.skip(({ databaseKind, layout }) => databaseKind !== "pglite" || layout !== "desktop");

const server = serverOfItsOwn({ mail: true, env: studioAdminEnv });

/** The header's cart link, named by what the cart holds ("Cart, 2 items"). */
function cartLink(page: Page) {
  return page.getByRole("banner").getByRole("link", { name: /^Cart/ }).filter({ visible: true });
}

test("a banner's words go from the product page to the order, the e-mail, the studio and the packing slip", async ({
  page,
  browser,
}) => {
  await page.goto(`${server.url}/stationery/product/custom-painted-banner`);
  const text = field(page, "Banner text");
  await text.fill("x".repeat(41));
  await field(page, "Colour").selectOption("Sage");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Banner text can be at most 40 characters.").first()).toBeVisible();

  await text.fill(words);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
  await text.fill("Welcome home, Ada");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");

  await page.goto(`${server.url}/cart`);
  const lines = page.getByRole("region", { name: "Items in your cart" }).getByRole("listitem");
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText(answer);
  await expect(lines.first()).toContainText("Colour: Sage");
  await expect(lines.nth(1)).toContainText("Banner text: Welcome home, Ada");

  const email = `banner-${Date.now()}@example.com`;
  await page.goto(`${server.url}/checkout`);
  await expect(page.getByRole("region", { name: "Order Summary" })).toContainText(answer);
  await fillShipping(page, { email });
  await continueButton(page).click();
  await approveOnPayPal(page);
  const orderNumber = await confirmedOrderNumber(page);
  await expect(page.getByRole("region", { name: "Order Summary" })).toContainText(answer);
  const orderId = /\/order-complete\/(\d+)/.exec(page.url())?.[1] ?? "";

  const mail = await waitForMailWithSubject(server.smtp, email, orderNumber);
  expect(mail.text).toContain(answer);
  expect(mail.html).toContain(words);

  const maker = await newStudioPage(browser, `/studio/orders/${orderId}`, { baseURL: server.url });
  await expect(maker.getByRole("main")).toContainText(answer);
  const slip = await maker.request.get(`${server.url}/studio/orders/${orderId}/packing-slip.pdf`);
  expect(slip.status()).toBe(200);
  const [printed = []] = await readPdfLines(new Uint8Array(await slip.body()));
  expect(printed).toContain(answer);
  expect(printed).toContain("Banner text: Welcome home, Ada");
  await maker.context().close();
});

test("the maker gives a tote a name to print and a colour; its page asks for both", async ({
  page,
  browser,
}) => {
  const maker = await newStudioPage(browser, "/studio/products?q=Cat%20Nap", {
    baseURL: server.url,
  });
  await maker.getByRole("link", { name: "Cat Nap Canvas Tote" }).first().click();
  await field(maker, "The buyer's text").fill("Name on the bag");
  await field(maker, "Most characters").fill("12");
  await field(maker, "A choice").fill("Ink");
  await field(maker, "Its options").fill("Black\nRust");
  await maker.getByRole("button", { name: "Save changes" }).click();
  await expect(maker.getByText("Changes saved")).toBeVisible();
  await maker.context().close();

  await page.goto(`${server.url}/tote-bags/product/cat-nap-canvas-tote`);
  await field(page, "Name on the bag").fill("Mochi");
  await field(page, "Ink").selectOption("Rust");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
  await page.goto(`${server.url}/cart`);
  await expect(page.getByRole("main")).toContainText("Name on the bag: Mochi");
  await expect(page.getByRole("main")).toContainText("Ink: Rust");
});
