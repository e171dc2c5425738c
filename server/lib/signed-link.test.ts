import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isSignedLink, linkExpiry, readLinkExpiry, signLink } from "#server/lib/signed-link.ts";

const secret = "a-grant-or-membership-secret";
const expires = 1_900_000_000;

/** How links were signed before the helper: links already sent must keep working. */
function signedBefore(text: string) {
  return createHmac("sha256", secret).update(text).digest("base64url");
}

describe("signed links", () => {
  it("signs exactly as the download, skip and gift links already e-mailed were signed", () => {
    expect(signLink(secret, { kind: null, subject: [12, 34], expires })).toBe(
      signedBefore(`12.34.${expires}`),
    );
    expect(signLink(secret, { kind: "skip", subject: [7, "2027-01"], expires })).toBe(
      signedBefore(`skip.7.2027-01.${expires}`),
    );
    expect(signLink(secret, { kind: "gift-claim", subject: [9], expires })).toBe(
      signedBefore(`gift-claim.9.${expires}`),
    );
  });

  it("accepts its own signature and refuses one for another kind, subject, expiry or owner", () => {
    const claim = { kind: "skip", subject: [7, "2027-01"], expires };
    const signature = signLink(secret, claim);
    expect(isSignedLink(secret, claim, signature)).toBe(true);
    expect(isSignedLink(secret, { ...claim, kind: "gift-claim" }, signature)).toBe(false);
    expect(isSignedLink(secret, { ...claim, subject: [8, "2027-01"] }, signature)).toBe(false);
    expect(isSignedLink(secret, { ...claim, expires: expires + 1 }, signature)).toBe(false);
    expect(isSignedLink("another-owner", claim, signature)).toBe(false);
    expect(isSignedLink(secret, claim, `${signature.slice(0, -1)}x`)).toBe(false);
    expect(isSignedLink(secret, claim, "")).toBe(false);
  });

  it("carries the expiry as whole seconds and reads back only plain numbers", () => {
    expect(linkExpiry(new Date(1_900_000_000_999))).toBe(expires);
    expect(readLinkExpiry(String(expires))).toBe(expires);
    for (const bad of [null, undefined, "", "1e9", "-5", "12.5", " 12", "1234567890123"]) {
      expect(readLinkExpiry(bad)).toBeNull();
    }
  });
});
