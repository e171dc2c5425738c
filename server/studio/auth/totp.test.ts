import { describe, expect, it } from "vitest";
import { createTotpSecret, matchTotpCode, totpCode, totpStep, totpUri } from "./totp.ts";

// RFC 6238 appendix B: the SHA-1 secret is the ASCII "12345678901234567890".
const rfcSecret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("totp", () => {
  it("makes the RFC 6238 test vectors' codes (last six digits)", () => {
    expect(totpCode(rfcSecret, totpStep(new Date(59_000)))).toBe("287082");
    expect(totpCode(rfcSecret, totpStep(new Date(1_111_111_109_000)))).toBe("081804");
    expect(totpCode(rfcSecret, totpStep(new Date(1_234_567_890_000)))).toBe("005924");
    expect(totpCode(rfcSecret, totpStep(new Date(20_000_000_000_000)))).toBe("353130");
  });

  it("makes 160-bit base32 secrets", () => {
    expect(createTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
    expect(createTotpSecret()).not.toBe(createTotpSecret());
  });

  it("accepts the current code and one step either side, nothing further", () => {
    const secret = createTotpSecret();
    const now = new Date("2026-11-21T12:00:10Z");
    const step = totpStep(now);
    expect(matchTotpCode(secret, totpCode(secret, step), { now })).toBe(step);
    expect(matchTotpCode(secret, totpCode(secret, step - 1), { now })).toBe(step - 1);
    expect(matchTotpCode(secret, totpCode(secret, step + 1), { now })).toBe(step + 1);
    expect(matchTotpCode(secret, totpCode(secret, step - 2), { now })).toBeNull();
    expect(matchTotpCode(secret, totpCode(secret, step + 2), { now })).toBeNull();
  });

  it("refuses a code already used, and anything that is not six digits", () => {
    const secret = createTotpSecret();
    const now = new Date("2026-11-21T12:00:10Z");
    const code = totpCode(secret, totpStep(now));
    expect(matchTotpCode(secret, code, { now, lastUsedStep: totpStep(now) })).toBeNull();
    expect(matchTotpCode(secret, `${code.slice(0, 3)} ${code.slice(3)}`, { now })).not.toBeNull();
    for (const bad of ["", "12345", "1234567", "abcdef"]) {
      expect(matchTotpCode(secret, bad, { now })).toBeNull();
    }
  });

  it("writes the otpauth link an authenticator app reads", () => {
    const secret = createTotpSecret();
    const uri = new URL(totpUri({ secret, account: "maker@example.com", issuer: "Washi" }));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/Washi:maker@example.com");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("issuer")).toBe("Washi");
    expect(uri.searchParams.get("digits")).toBe("6");
    expect(uri.searchParams.get("period")).toBe("30");
  });
});
