import { describe, expect, it } from "vitest";
import { expireCookie, readCookie, serializeCookie } from "#server/lib/cookies.ts";

const attributes = (cookie: string) => cookie.split("; ").slice(1);

describe("serializeCookie", () => {
  it("is HttpOnly, SameSite=Lax and whole-site, without Secure over http", () => {
    const cookie = serializeCookie("session", "abc", { isHttps: false });
    expect(cookie.startsWith("session=abc; ")).toBe(true);
    expect(attributes(cookie)).toEqual(["Path=/", "HttpOnly", "SameSite=Lax"]);
  });

  it("adds Secure over https", () => {
    expect(attributes(serializeCookie("session", "abc", { isHttps: true }))).toContain("Secure");
  });

  it("gives a lifetime in whole seconds when asked", () => {
    const cookie = serializeCookie("cart", "1", { isHttps: false, maxAge: 3600.7 });
    expect(attributes(cookie)).toContain("Max-Age=3600");
    expect(cookie).not.toContain("Expires");
  });

  it("encodes values so they cannot inject attributes", () => {
    const cookie = serializeCookie("x", "a; Domain=evil.example", { isHttps: false });
    expect(cookie).not.toContain("; Domain=");
    const request = new Request("http://localhost/", { headers: { cookie } });
    expect(readCookie(request, "x")).toBe("a; Domain=evil.example");
  });
});

describe("expireCookie", () => {
  it("sets an empty value with Max-Age=0 and keeps the other attributes", () => {
    expect(expireCookie("session", { isHttps: true })).toBe(
      "session=; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=0",
    );
  });
});

describe("readCookie", () => {
  const request = (cookie?: string) =>
    new Request("http://localhost/", cookie ? { headers: { cookie } } : {});

  it("finds a cookie among several, by its exact name", () => {
    const header = "washi_session_old=1; washi_session=abc%20def; other=2";
    expect(readCookie(request(header), "washi_session")).toBe("abc def");
    expect(readCookie(request(header), "session")).toBeUndefined();
  });

  it("answers undefined without a cookie header or for a badly encoded value", () => {
    expect(readCookie(request(), "session")).toBeUndefined();
    expect(readCookie(request("session=%E0%A4%A"), "session")).toBeUndefined();
  });
});
