import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ConfigError } from "#server/config.ts";
import { AppError } from "#server/lib/errors.ts";
import { createCapturingLogger } from "#tests/support/http-app.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { ensureAdminAccount, saveStudioAccount } from "./studio-accounts.ts";
import { findStudioSession, STUDIO_IDLE_MS, startStudioSession } from "./studio-sessions.ts";
import { STUDIO_SIGN_IN_LIMITS, studioDeviceCookie, studioSignIn } from "./studio-sign-in.ts";
import { totpCode, totpStep } from "./totp.ts";
import {
  beginTwoFactorEnrolment,
  disableTwoFactor,
  enableTwoFactor,
  verifySecondFactor,
} from "./two-factor.ts";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test?.close());
beforeEach(() => test.db.execute(sql`delete from rate_limit_events`));

const PASSWORD = "paper-and-tape-2026";
const { logger } = createCapturingLogger();
let counter = 0;
const newEmail = () => `maker${++counter}@studio.test`;

async function codeError(promise: Promise<unknown>) {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("studio accounts", () => {
  it("are made once from ADMIN_EMAIL, and never reset by a later start", async () => {
    const email = newEmail();
    const first = await ensureAdminAccount(test.db, { email, password: PASSWORD });
    expect(first?.created).toBe(true);
    expect(await ensureAdminAccount(test.db, { email, password: "another-password-99" })).toBe(
      null,
    );
    const account = await studioSignIn(
      test.db,
      { email, password: PASSWORD },
      { clientAddress: "a", logger },
    );
    expect(account.email).toBe(email);
  });

  it("refuse a password under 12 characters, at start-up as a configuration error", async () => {
    await expect(
      ensureAdminAccount(test.db, { email: newEmail(), password: "short-pw1" }),
    ).rejects.toThrow(ConfigError);
    expect(await ensureAdminAccount(test.db, { email: newEmail() })).toBe(null);
  });

  it("are separate from customers: a customer's credentials do not open the studio", async () => {
    const email = newEmail();
    await test.db.execute(
      sql`insert into customers (email, password_hash, first_name, customer_number) values (${email}, 'x', 'Ana', ${`C-${counter}`})`,
    );
    const error = await codeError(
      studioSignIn(test.db, { email, password: PASSWORD }, { clientAddress: "b", logger }),
    );
    expect(error.code).toBe("unauthorized");
  });

  it("a reset gives a new password, ends every session and turns two-factor off", async () => {
    const email = newEmail();
    const { account } = await saveStudioAccount(test.db, { email, password: PASSWORD });
    const session = await startStudioSession(test.db, account);
    const secret = await beginTwoFactorEnrolment(test.db, account.id);
    await enableTwoFactor(test.db, account.id, totpCode(secret, totpStep(new Date())));
    await expect(
      saveStudioAccount(test.db, { email, password: "new-paper-password-1" }),
    ).rejects.toThrow("already exists");
    const reset = await saveStudioAccount(
      test.db,
      { email, password: "new-paper-password-1" },
      { replacePassword: true },
    );
    expect(reset.account.twoFactorEnabled).toBe(false);
    expect(await findStudioSession(test.db, session.token)).toBe(null);
  });
});

describe("studio sign-in", () => {
  it("locks 5 failures' address only; past 15 from everywhere, only a known browser signs in", async () => {
    const email = newEmail();
    const { account } = await saveStudioAccount(test.db, { email, password: PASSWORD });
    const setCookie = await studioDeviceCookie(test.db, account.id, { isHttps: false });
    const knownDevice = decodeURIComponent(setCookie?.split(";")[0]?.split("=")[1] ?? "");
    const attempt = (password: string, clientAddress: string, device?: string) =>
      codeError(
        studioSignIn(test.db, { email, password }, { clientAddress, logger, knownDevice: device }),
      );
    const { accountFromVisitor, account: everywhere } = STUDIO_SIGN_IN_LIMITS;
    for (let guess = 0; guess < everywhere.max; guess++) {
      const visitor = `ip-${Math.floor(guess / accountFromVisitor.max)}`;
      expect((await attempt("wrong-password", visitor)).code).toBe("unauthorized");
      if (guess === accountFromVisitor.max - 1) {
        // Five from one address lock that address, and no other.
        expect((await attempt(PASSWORD, "ip-0")).code).toBe("rate_limited");
        await studioSignIn(
          test.db,
          { email, password: PASSWORD },
          { clientAddress: "ip-y", logger },
        );
      }
    }
    expect((await attempt(PASSWORD, "ip-x")).code).toBe("rate_limited");
    const maker = await studioSignIn(
      test.db,
      { email, password: PASSWORD },
      { clientAddress: "ip-x", logger, knownDevice },
    );
    expect(maker.id).toBe(account.id);
  });

  it("sessions lapse after 8 idle hours", async () => {
    const { account } = await saveStudioAccount(test.db, { email: newEmail(), password: PASSWORD });
    const now = new Date("2026-11-21T10:00:00Z");
    const session = await startStudioSession(test.db, account, now);
    expect(
      await findStudioSession(test.db, session.token, new Date(now.getTime() + 1000)),
    ).not.toBe(null);
    const later = new Date(now.getTime() + 1000 + STUDIO_IDLE_MS);
    expect(await findStudioSession(test.db, session.token, later)).toBe(null);
  });
});

describe("two-factor sign-in", () => {
  async function enrolled() {
    const { account } = await saveStudioAccount(test.db, { email: newEmail(), password: PASSWORD });
    const secret = await beginTwoFactorEnrolment(test.db, account.id);
    const now = new Date("2026-11-21T10:00:00Z");
    await enableTwoFactor(test.db, account.id, totpCode(secret, totpStep(now)), now);
    return { account: { ...account, twoFactorEnabled: true }, secret, now };
  }

  it("is off until a right code confirms the enrolment", async () => {
    const { account } = await saveStudioAccount(test.db, { email: newEmail(), password: PASSWORD });
    await beginTwoFactorEnrolment(test.db, account.id);
    const error = await codeError(enableTwoFactor(test.db, account.id, "000000"));
    expect(error.code).toBe("bad_request");
    const session = await startStudioSession(test.db, account);
    expect(session.awaitingSecondFactor).toBe(false);
  });

  it("opens a half-open session only with a fresh code, and a code works once", async () => {
    const { account, secret, now } = await enrolled();
    const later = new Date(now.getTime() + 120_000);
    const started = await startStudioSession(test.db, account, later);
    expect(started.awaitingSecondFactor).toBe(true);
    const session = await findStudioSession(test.db, started.token, later);
    if (!session) throw new Error("no session");
    expect(session.awaitingSecondFactor).toBe(true);
    const code = totpCode(secret, totpStep(later));
    await verifySecondFactor(test.db, session, code, later);
    expect((await findStudioSession(test.db, started.token, later))?.awaitingSecondFactor).toBe(
      false,
    );
    const replay = await codeError(verifySecondFactor(test.db, session, code, later));
    expect(replay.code).toBe("bad_request");
  });

  it("refuses a 6th attempt after 5 wrong codes, even a right one", async () => {
    const { account, secret, now } = await enrolled();
    const at = new Date(now.getTime() + 300_000);
    const started = await startStudioSession(test.db, account, at);
    const session = await findStudioSession(test.db, started.token, at);
    if (!session) throw new Error("no session");
    for (let attempt = 0; attempt < 5; attempt++) {
      await codeError(verifySecondFactor(test.db, session, "000000", at));
    }
    const refused = await codeError(
      verifySecondFactor(test.db, session, totpCode(secret, totpStep(at)), at),
    );
    expect(refused.code).toBe("rate_limited");
  });

  it("is turned off only with a current code", async () => {
    const { account, secret, now } = await enrolled();
    const at = new Date(now.getTime() + 600_000);
    await codeError(disableTwoFactor(test.db, account.id, "123456", at));
    await disableTwoFactor(test.db, account.id, totpCode(secret, totpStep(at)), at);
    const { account: after } = await saveStudioAccount(
      test.db,
      { email: account.email, password: PASSWORD },
      { replacePassword: true },
    );
    expect(after.twoFactorEnabled).toBe(false);
  });
});
