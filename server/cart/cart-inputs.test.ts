import { describe, expect, it } from "vitest";
import { CART_COOKIE, cartCookie } from "#server/cart/cart-cookie.ts";
import { createCartToken, hashCartToken, isPlausibleCartToken } from "#server/cart/cart-token.ts";
import { cartMessages } from "#server/cart/messages.ts";
import { safeReturnPath } from "#server/cart/safe-return-path.ts";
import { addToCartInput, setCartQuantityInput } from "#server/cart/schemas.ts";

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe("cart tokens and cookie", () => {
  it("makes 32-byte base64url tokens and stores only their SHA-256", () => {
    const token = createCartToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createCartToken()).not.toBe(token);
    expect(hashCartToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCartToken(token)).not.toContain(token);
    expect(isPlausibleCartToken(token)).toBe(true);
    for (const bad of [undefined, "", "short", "x".repeat(101), "a b c d e f g h i j k l m n"]) {
      expect(isPlausibleCartToken(bad)).toBe(false);
    }
  });

  it("sets an httpOnly, SameSite=Lax cookie for 90 days, Secure on https", () => {
    const cookie = cartCookie("abc", { isHttps: false });
    expect(cookie).toContain(`${CART_COOKIE}=abc`);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain(`Max-Age=${90 * 24 * 3600}`);
    expect(cookie).not.toContain("Secure");
    expect(cartCookie("abc", { isHttps: true })).toContain("Secure");
  });
});

describe("cart inputs", () => {
  it("adds 1 by default and accepts any whole number from 1 (spec §9: no maximum)", () => {
    expect(addToCartInput.parse({ productId: "7" })).toEqual({
      productId: 7,
      quantity: 1,
      digitalAcknowledged: false,
    });
    expect(
      addToCartInput.parse({ productId: 7, quantity: "99", digitalAcknowledged: "on" }),
    ).toEqual({ productId: 7, quantity: 99, digitalAcknowledged: true });
    expect(addToCartInput.parse({ productId: 7, quantity: 250 }).quantity).toBe(250);
  });

  it("refuses other quantities with a clear message", () => {
    for (const quantity of ["0", "-1", "1.5", "abc", "", "Infinity"]) {
      expect(firstMessage(addToCartInput.safeParse({ productId: 1, quantity }))).toBe(
        cartMessages.quantity,
      );
    }
    // Only a number no order could hold is refused: a typo, not a shop rule.
    expect(firstMessage(addToCartInput.safeParse({ productId: 1, quantity: 1e9 }))).toBe(
      cartMessages.tooMany,
    );
    expect(firstMessage(setCartQuantityInput.safeParse({ lineId: 1, quantity: 1e9 }))).toBe(
      cartMessages.tooMany,
    );
  });

  it("lets a quantity of 0 or less through for set-quantity (it removes the line)", () => {
    expect(setCartQuantityInput.parse({ lineId: 1, quantity: "0" }).quantity).toBe(0);
    expect(setCartQuantityInput.parse({ lineId: 1, quantity: "-3" }).quantity).toBe(-3);
  });

  it("refuses a product id that is not a positive whole number", () => {
    for (const productId of ["", "x", "0", "-4", "1.2", "99999999999"]) {
      expect(firstMessage(addToCartInput.safeParse({ productId }))).toBe(cartMessages.unavailable);
    }
  });
});

describe("safeReturnPath", () => {
  it("keeps paths on this site", () => {
    expect(safeReturnPath("/stickers/product/cats?x=1#top")).toBe("/stickers/product/cats?x=1#top");
    expect(safeReturnPath("/")).toBe("/");
  });

  it("falls back for anything that could leave the site", () => {
    for (const value of [
      undefined,
      "",
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example",
      "javascript:alert(1)",
      "cart",
      // Dot segments that normalise into a protocol-relative URL.
      "/..//evil.example",
      "/%2e%2e//evil.example",
      "/.//evil.example",
      "/a/../..//evil.example/x",
    ]) {
      expect(safeReturnPath(value)).toBe("/cart");
    }
  });
});
