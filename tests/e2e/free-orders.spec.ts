/**
 * Orders that cost nothing (issue 20, part 6): a cart of freebies is checked out with the
 * same form, confirmed at once without PayPal, and e-mailed (to a real SMTP server started
 * here); the same freebie a second time for that e-mail address is refused with a message.
 */
import { uniqueEmail } from "#tests/support/account.ts";
import { addToCart, demoProductId } from "#tests/support/cart.ts";
import { confirmedOrderNumber, fillDigitalBuyer } from "#tests/support/checkout.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { waitForMailContaining } from "#tests/support/mail.ts";
import { serverOfItsOwn } from "#tests/support/server-of-its-own.ts";

const wallpaperId = demoProductId("FRE-002");

test.describe("freebies, with a mail server of its own", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  test.skip(({ layout }) => layout !== "desktop");

  const server = serverOfItsOwn({ mail: true });

  test("a freebies-only cart completes with no PayPal step and an e-mail; the same freebie again is refused", async ({
    page,
  }) => {
    const email = uniqueEmail("freebie");
    const visited: string[] = [];
    page.on("framenavigated", (frame) => visited.push(frame.url()));

    await addToCart(page, server.url, wallpaperId, { digitalAcknowledged: "on" });
    await page.goto(`${server.url}/checkout`);
    await expect(page.getByText("Nothing to pay: your order is confirmed")).toBeVisible();
    await fillDigitalBuyer(page, { email });
    await page.getByRole("button", { name: "Place Free Order" }).click();
    const orderNumber = await confirmedOrderNumber(page);
    await expect(page.getByText("Order placed!")).toBeVisible();
    expect(visited.filter((url) => url.includes("paypal"))).toEqual([]);
    await waitForMailContaining(server.smtp, email, orderNumber);
    // The cart is done with.
    await page.goto(`${server.url}/cart`);
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();

    await addToCart(page, server.url, wallpaperId, { digitalAcknowledged: "on" });
    await page.goto(`${server.url}/checkout`);
    await fillDigitalBuyer(page, { email: email.toUpperCase() });
    await page.getByRole("button", { name: "Place Free Order" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "is free once per e-mail address" }),
    ).toContainText('"Moon Phases Phone Wallpaper"');
    await expect(page).toHaveURL(/\/checkout$/);
  });
});
