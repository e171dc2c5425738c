import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  findBearerCustomer,
  issueSimpleToken,
  issueTokenPair,
  refreshTokenPair,
} from "#server/accounts/api-tokens.ts";
import { changePassword } from "#server/accounts/change-password.ts";
import { requestPasswordReset, resetPassword } from "#server/accounts/password-reset.ts";
import { hashPassword } from "#server/accounts/passwords.ts";
import { registerCustomer } from "#server/accounts/register-customer.ts";
import {
  clearedSessionCookie,
  readSessionToken,
  SESSION_COOKIE,
  sessionCookie,
} from "#server/accounts/session-cookie.ts";
import {
  endCustomerSessions,
  endSession,
  findSessionCustomer,
  startSession,
} from "#server/accounts/sessions.ts";
import { customerDeviceCookie, SIGN_IN_LIMITS, signIn } from "#server/accounts/sign-in.ts";
import type { Customer } from "#server/accounts/types.ts";
import { createCapturingLogger } from "#tests/support/http-app.ts";
import { createTestDatabase, queryRows, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test?.close());
beforeEach(() => test.db.execute(sql`delete from rate_limit_events`));

const PASSWORD = "Washi-Tape-Morning-3";
const HOUR = 60 * 60 * 1000;
const meta = { clientAddress: "203.0.113.9", publicUrl: "https://shop.example" };
let counter = 0;

function newCustomer(): Promise<Customer> {
  counter += 1;
  return registerCustomer(
    test.db,
    {
      email: `person${counter}@example.com`,
      password: PASSWORD,
      firstName: "Ren",
      lastName: "Ito",
    },
    meta,
  );
}

describe("web sessions", () => {
  it("finds the customer while active, and ends after 24 idle hours", async () => {
    const customer = await newCustomer();
    const start = new Date("2026-03-01T10:00:00Z");
    const { token, expiresAt } = await startSession(test.db, customer, start);
    expect(expiresAt.getTime() - start.getTime()).toBe(30 * 24 * HOUR);
    const later = new Date(start.getTime() + 23 * HOUR);
    expect((await findSessionCustomer(test.db, token, later))?.email).toBe(customer.email);
    // Seen 23 hours in: idle counts from there.
    const nextDay = new Date(start.getTime() + 46 * HOUR);
    expect((await findSessionCustomer(test.db, token, nextDay))?.id).toBe(customer.id);
    const idle = new Date(nextDay.getTime() + 24 * HOUR);
    expect(await findSessionCustomer(test.db, token, idle)).toBeNull();
    // An expired session is gone for good.
    expect(await findSessionCustomer(test.db, token, nextDay)).toBeNull();
  });

  it("ends after 30 days however active", async () => {
    const customer = await newCustomer();
    const start = new Date("2026-03-01T10:00:00Z");
    const { token } = await startSession(test.db, customer, start);
    // A request every 20 hours keeps it from idling out…
    for (let hours = 20; hours < 30 * 24; hours += 20) {
      const now = new Date(start.getTime() + hours * HOUR);
      expect(await findSessionCustomer(test.db, token, now), `${hours} h`).not.toBeNull();
    }
    // …but not past the absolute limit.
    expect(
      await findSessionCustomer(test.db, token, new Date(start.getTime() + 30 * 24 * HOUR)),
    ).toBeNull();
  });

  it("stores only the token's hash, gives a new token at each sign-in, and signs out", async () => {
    const customer = await newCustomer();
    const first = await startSession(test.db, customer);
    const second = await startSession(test.db, customer);
    expect(first.token).not.toBe(second.token);
    const rows = await queryRows<{ token_hash: string }>(
      test.db,
      sql`select token_hash from customer_sessions where customer_id = ${customer.id}`,
    );
    expect(rows.map((row) => row.token_hash)).not.toContain(first.token);
    await endSession(test.db, first.token);
    expect(await findSessionCustomer(test.db, first.token)).toBeNull();
    expect(await findSessionCustomer(test.db, second.token)).not.toBeNull();
    expect(await findSessionCustomer(test.db, undefined)).toBeNull();
    expect(await findSessionCustomer(test.db, "not a token")).toBeNull();
  });

  it("ends every session and API token but the one kept", async () => {
    const customer = await newCustomer();
    const kept = await startSession(test.db, customer);
    const other = await startSession(test.db, customer);
    const simple = await issueSimpleToken(test.db, customer);
    const pair = await issueTokenPair(test.db, customer);
    await endCustomerSessions(test.db, customer.id, { exceptToken: kept.token });
    expect(await findSessionCustomer(test.db, kept.token)).not.toBeNull();
    expect(await findSessionCustomer(test.db, other.token)).toBeNull();
    expect(await findBearerCustomer(test.db, simple.token)).toBeNull();
    expect(await findBearerCustomer(test.db, pair.accessToken)).toBeNull();
    await expect(refreshTokenPair(test.db, pair.refreshToken)).rejects.toThrow("Session expired");
  });
});

describe("the session cookie", () => {
  it("is httpOnly, SameSite=Lax, Secure on https, and read back from a request", () => {
    const expiresAt = new Date(Date.now() + 30 * 24 * HOUR);
    const cookie = sessionCookie("abc_DEF-123", expiresAt, { isHttps: true });
    expect(cookie).toMatch(
      /^washi_session=abc_DEF-123; Path=\/; HttpOnly; SameSite=Lax; Secure; Max-Age=\d+$/,
    );
    expect(sessionCookie("t", expiresAt, { isHttps: false })).not.toContain("Secure");
    expect(clearedSessionCookie({ isHttps: false })).toContain("Max-Age=0");
    const request = new Request("http://shop.example/", {
      headers: { cookie: `washi_cart=x; ${SESSION_COOKIE}=abc_DEF-123` },
    });
    expect(readSessionToken(request)).toBe("abc_DEF-123");
  });
});

describe("API tokens", () => {
  it("simple tokens end after 24 idle hours and after 30 days", async () => {
    const customer = await newCustomer();
    const start = new Date("2026-04-01T00:00:00Z");
    const idle = await issueSimpleToken(test.db, customer, start);
    expect(
      await findBearerCustomer(test.db, idle.token, new Date(start.getTime() + 23 * HOUR)),
    ).not.toBeNull();
    expect(
      await findBearerCustomer(test.db, idle.token, new Date(start.getTime() + 47 * HOUR + 1)),
    ).toBeNull();
    expect(idle.expiresAt.getTime() - start.getTime()).toBe(30 * 24 * HOUR);
  });

  it("refresh tokens end after 24 unused hours", async () => {
    const customer = await newCustomer();
    const start = new Date("2026-04-01T00:00:00Z");
    const pair = await issueTokenPair(test.db, customer, start);
    expect(pair.refreshTokenExpiresAt.getTime() - start.getTime()).toBe(24 * HOUR);
    await expect(
      refreshTokenPair(test.db, pair.refreshToken, new Date(start.getTime() + 24 * HOUR)),
    ).rejects.toThrow("Session expired");
  });

  it("a family of refresh tokens ends 30 days after its sign-in however often it rotates", async () => {
    const customer = await newCustomer();
    const start = new Date("2026-04-01T00:00:00Z");
    const familyEnd = start.getTime() + 30 * 24 * HOUR;
    let refreshToken = (await issueTokenPair(test.db, customer, start)).refreshToken;
    for (let hours = 20; hours < 30 * 24; hours += 20) {
      const rotated = await refreshTokenPair(
        test.db,
        refreshToken,
        new Date(start.getTime() + hours * HOUR),
      );
      expect(rotated.refreshTokenExpiresAt.getTime(), `${hours} h`).toBeLessThanOrEqual(familyEnd);
      expect(rotated.accessTokenExpiresAt.getTime() - start.getTime()).toBe(
        hours * HOUR + 15 * 60_000,
      );
      refreshToken = rotated.refreshToken;
    }
    await expect(refreshTokenPair(test.db, refreshToken, new Date(familyEnd))).rejects.toThrow(
      "Session expired",
    );
  });

  it("access tokens last 15 minutes; refresh tokens rotate", async () => {
    const customer = await newCustomer();
    const start = new Date("2026-04-01T00:00:00Z");
    const pair = await issueTokenPair(test.db, customer, start);
    expect(
      await findBearerCustomer(test.db, pair.accessToken, new Date(start.getTime() + 14 * 60_000)),
    ).not.toBeNull();
    expect(
      await findBearerCustomer(test.db, pair.accessToken, new Date(start.getTime() + 15 * 60_000)),
    ).toBeNull();
    const rotated = await refreshTokenPair(
      test.db,
      pair.refreshToken,
      new Date(start.getTime() + HOUR),
    );
    expect(rotated.customer.id).toBe(customer.id);
  });
});

describe("refreshing at the same time", () => {
  async function settle<T>(attempt: Promise<T>) {
    try {
      return { ok: true as const, value: await attempt };
    } catch (error) {
      return { ok: false as const, error };
    }
  }

  it("two tabs refreshing with one token: one gets a pair, the other a 401, and the pair keeps working", async () => {
    const customer = await newCustomer();
    const start = new Date("2026-06-01T00:00:00Z");
    const pair = await issueTokenPair(test.db, customer, start);
    const at = new Date(start.getTime() + HOUR);
    const outcomes = await Promise.all([
      settle(refreshTokenPair(test.db, pair.refreshToken, at)),
      settle(refreshTokenPair(test.db, pair.refreshToken, at)),
    ]);
    const winners = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.value] : []));
    expect(winners).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)?.error).toMatchObject({
      code: "unauthorized",
      message: "Session expired",
    });
    const winner = winners[0] as (typeof winners)[number];
    // A late retry within 10 seconds is refused too, but is no sign of theft.
    await expect(
      refreshTokenPair(test.db, pair.refreshToken, new Date(at.getTime() + 9_000)),
    ).rejects.toThrow("Session expired");
    expect(
      await findBearerCustomer(test.db, winner.accessToken, new Date(at.getTime() + 60_000)),
    ).not.toBeNull();
    const next = await refreshTokenPair(
      test.db,
      winner.refreshToken,
      new Date(at.getTime() + 10 * 60_000),
    );
    expect(next.customer.id).toBe(customer.id);
  });

  it("a spent token presented 10 seconds or more later revokes the whole family", async () => {
    const customer = await newCustomer();
    const start = new Date("2026-06-02T00:00:00Z");
    const pair = await issueTokenPair(test.db, customer, start);
    const rotated = await refreshTokenPair(test.db, pair.refreshToken, start);
    await expect(
      refreshTokenPair(test.db, pair.refreshToken, new Date(start.getTime() + 10_000)),
    ).rejects.toThrow("Session expired");
    expect(await findBearerCustomer(test.db, rotated.accessToken, start)).toBeNull();
    await expect(
      refreshTokenPair(test.db, rotated.refreshToken, new Date(start.getTime() + 11_000)),
    ).rejects.toThrow("Session expired");
  });

  it("a reuse racing a refresh of the newest token leaves no working token in the family", async () => {
    const customer = await newCustomer();
    const start = new Date("2026-06-03T00:00:00Z");
    const first = await issueTokenPair(test.db, customer, start);
    const second = await refreshTokenPair(test.db, first.refreshToken, start);
    const later = new Date(start.getTime() + HOUR);
    const [, raced] = await Promise.all([
      settle(refreshTokenPair(test.db, first.refreshToken, later)),
      settle(refreshTokenPair(test.db, second.refreshToken, later)),
    ]);
    if (raced.ok) {
      expect(await findBearerCustomer(test.db, raced.value.accessToken, later)).toBeNull();
      await expect(
        refreshTokenPair(test.db, raced.value.refreshToken, new Date(later.getTime() + 60_000)),
      ).rejects.toThrow("Session expired");
    }
    const [live] = await queryRows<{ count: number }>(
      test.db,
      sql`select count(*)::int as count from api_tokens where customer_id = ${customer.id} and revoked_at is null`,
    );
    expect(live?.count).toBe(0);
  });
});

/** The known-device cookie's value a browser gets when the customer signs in on it. */
async function knownBrowserOf(customer: Customer) {
  const setCookie = await customerDeviceCookie(test.db, customer.id, { isHttps: false });
  return decodeURIComponent(setCookie?.split(";")[0]?.split("=")[1] ?? "");
}

describe("sign-in", () => {
  it("accepts the email in any case with spaces around it", async () => {
    const customer = await newCustomer();
    const { logger } = createCapturingLogger();
    const found = await signIn(
      test.db,
      { email: `  ${customer.email.toUpperCase()} `, password: PASSWORD },
      { clientAddress: "198.51.100.1", logger },
    );
    expect(found.id).toBe(customer.id);
  });

  it("lets a household member sign in after ten failures for other accounts from the same address", async () => {
    const { logger } = createCapturingLogger();
    const clientAddress = "198.51.100.76";
    for (let guess = 0; guess < 10; guess++) {
      await expect(
        signIn(
          test.db,
          { email: `neighbour${guess}@example.com`, password: "Typo-Word-0" },
          { clientAddress, logger },
        ),
      ).rejects.toMatchObject({ code: "unauthorized" });
    }
    const member = await newCustomer();
    const found = await signIn(
      test.db,
      { email: member.email, password: PASSWORD },
      { clientAddress, logger },
    );
    expect(found.id).toBe(member.id);

    // Ten guesses at one account from that address still lock that account.
    const guessed = await newCustomer();
    for (let guess = 0; guess < SIGN_IN_LIMITS.accountFromVisitor.max; guess++) {
      await expect(
        signIn(
          test.db,
          { email: guessed.email, password: `Guess-${guess}` },
          { clientAddress, logger },
        ),
      ).rejects.toMatchObject({ code: "unauthorized" });
    }
    await expect(
      signIn(test.db, { email: guessed.email, password: PASSWORD }, { clientAddress, logger }),
    ).rejects.toMatchObject({ code: "rate_limited" });
  });

  it("refuses an address that failed for 20 different accounts, a 21st even with its password", async () => {
    const { logger, lines } = createCapturingLogger();
    const clientAddress = "198.51.100.77";
    const target = await newCustomer();
    // Repeated failures for one account count once towards the address's limit.
    for (let guess = 0; guess < 5; guess++) {
      await expect(
        signIn(
          test.db,
          { email: "sprayed0@example.com", password: "Guess-Word-0" },
          { clientAddress, logger },
        ),
      ).rejects.toMatchObject({ code: "unauthorized" });
    }
    for (let account = 1; account < SIGN_IN_LIMITS.visitor.max; account++) {
      await expect(
        signIn(
          test.db,
          { email: `sprayed${account}@example.com`, password: "Guess-Word-0" },
          { clientAddress, logger },
        ),
      ).rejects.toMatchObject({ code: "unauthorized" });
    }
    await expect(
      signIn(test.db, { email: target.email, password: PASSWORD }, { clientAddress, logger }),
    ).rejects.toMatchObject({ code: "rate_limited" });
    expect(lines.filter((line) => line.level === 40)).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain("Guess-Word-0");
    // Behind that address, a browser the account signed in on before still signs in.
    const knownDevice = await knownBrowserOf(target);
    const household = await signIn(
      test.db,
      { email: target.email, password: PASSWORD },
      { clientAddress, logger, knownDevice },
    );
    expect(household.id).toBe(target.id);
    // The account signs in from anywhere else, and from that address a window later.
    const elsewhere = await signIn(
      test.db,
      { email: target.email, password: PASSWORD },
      { clientAddress: "198.51.100.78", logger },
    );
    expect(elsewhere.id).toBe(target.id);
    const later = new Date(Date.now() + 16 * 60 * 1000);
    const again = await signIn(
      test.db,
      { email: target.email, password: PASSWORD },
      { clientAddress, logger, now: later },
    );
    expect(again.id).toBe(target.id);
  });
});

describe("sign-in locks that never help the attacker (decision 036)", () => {
  const { logger } = createCapturingLogger();
  const wrong = (email: string, clientAddress: string, knownDevice?: string) =>
    signIn(test.db, { email, password: "Wrong-Guess-1" }, { clientAddress, logger, knownDevice });

  it("locks an account only from the visitor who guessed it", async () => {
    const customer = await newCustomer();
    for (let guess = 0; guess < SIGN_IN_LIMITS.accountFromVisitor.max; guess++) {
      await expect(wrong(customer.email, "198.51.100.150")).rejects.toMatchObject({
        code: "unauthorized",
      });
    }
    const right = { email: customer.email, password: PASSWORD };
    await expect(
      signIn(test.db, right, { clientAddress: "198.51.100.150", logger }),
    ).rejects.toMatchObject({ code: "rate_limited" });
    const owner = await signIn(test.db, right, { clientAddress: "198.51.100.151", logger });
    expect(owner.id).toBe(customer.id);
  });

  it("past 30 failures from many visitors, lets in only a browser that signed in before", async () => {
    const customer = await newCustomer();
    const knownDevice = await knownBrowserOf(customer);
    const visitors = SIGN_IN_LIMITS.account.max / SIGN_IN_LIMITS.accountFromVisitor.max;
    for (let visitor = 0; visitor < visitors; visitor++) {
      for (let guess = 0; guess < SIGN_IN_LIMITS.accountFromVisitor.max; guess++) {
        await expect(wrong(customer.email, `198.51.101.${visitor}`)).rejects.toMatchObject({
          code: "unauthorized",
        });
      }
    }
    const right = { email: customer.email, password: PASSWORD };
    await expect(
      signIn(test.db, right, { clientAddress: "198.51.101.200", logger }),
    ).rejects.toMatchObject({ code: "rate_limited" });
    // The owner's browser, even from a guesser's address.
    const owner = await signIn(test.db, right, {
      clientAddress: "198.51.101.0",
      logger,
      knownDevice,
    });
    expect(owner.id).toBe(customer.id);
    // Another account's cookie, a forged one or one from before a new password is no key.
    const other = await newCustomer();
    const othersDevice = await knownBrowserOf(other);
    for (const device of [othersDevice, `${customer.id}.9999999999.forged`]) {
      await expect(
        signIn(test.db, right, { clientAddress: "198.51.101.201", logger, knownDevice: device }),
      ).rejects.toMatchObject({ code: "rate_limited" });
    }
    await changePassword(
      test.db,
      customer.id,
      { currentPassword: PASSWORD, newPassword: "Fresh-Ink-Pot-77" },
      meta,
    );
    await expect(
      signIn(
        test.db,
        { email: customer.email, password: "Fresh-Ink-Pot-77" },
        { clientAddress: "198.51.101.202", logger, knownDevice },
      ),
    ).rejects.toMatchObject({ code: "rate_limited" });
  });

  it("counts a known browser's own failures under its cookie", async () => {
    const customer = await newCustomer();
    const knownDevice = await knownBrowserOf(customer);
    for (let guess = 0; guess < SIGN_IN_LIMITS.accountFromVisitor.max; guess++) {
      await expect(wrong(customer.email, `198.51.102.${guess}`, knownDevice)).rejects.toMatchObject(
        { code: "unauthorized" },
      );
    }
    await expect(wrong(customer.email, "198.51.102.200", knownDevice)).rejects.toMatchObject({
      code: "rate_limited",
    });
  });
});

describe("rate limits under concurrency", () => {
  async function outcome(attempt: Promise<unknown>) {
    try {
      await attempt;
      return "ok";
    } catch (error) {
      return (error as { code?: string }).code ?? String(error);
    }
  }

  it("lets at most 30 of 45 simultaneous wrong passwords from 45 visitors through to a 401", async () => {
    const customer = await newCustomer();
    const { logger, lines } = createCapturingLogger();
    const attempts = Array.from({ length: 45 }, (_, index) =>
      outcome(
        signIn(
          test.db,
          { email: customer.email, password: "Wrong-Guess-Word-9" },
          { clientAddress: `198.51.100.${100 + index}`, logger },
        ),
      ),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((code) => code === "unauthorized").length).toBeLessThanOrEqual(
      SIGN_IN_LIMITS.account.max,
    );
    expect(outcomes.filter((code) => code !== "unauthorized")).toEqual(
      outcomes.filter((code) => code === "rate_limited"),
    );
    expect(JSON.stringify(lines)).not.toContain("Wrong-Guess-Word-9");
  });

  it("counts only failures: right passwords give their slot back", async () => {
    const customer = await newCustomer();
    const { logger } = createCapturingLogger();
    const clientAddress = "198.51.100.200";
    for (let attempt = 0; attempt < 12; attempt++) {
      await signIn(
        test.db,
        { email: customer.email, password: PASSWORD },
        { clientAddress, logger },
      );
    }
    for (let attempt = 0; attempt < 10; attempt++) {
      await expect(
        signIn(test.db, { email: customer.email, password: "Wrong-1" }, { clientAddress, logger }),
      ).rejects.toMatchObject({ code: "unauthorized" });
    }
    await expect(
      signIn(test.db, { email: customer.email, password: "Wrong-1" }, { clientAddress, logger }),
    ).rejects.toMatchObject({
      code: "rate_limited",
      message: "Too many sign-in attempts. Please wait 15 minutes and try again.",
    });
  });

  it("creates at most 10 accounts from one address however many registrations arrive at once", async () => {
    const attempts = Array.from({ length: 16 }, (_, index) =>
      outcome(
        registerCustomer(
          test.db,
          { email: `burst${index}@example.com`, password: PASSWORD, firstName: "B", lastName: "" },
          { clientAddress: "192.0.2.201", publicUrl: meta.publicUrl },
        ),
      ),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((code) => code === "ok").length).toBeLessThanOrEqual(10);
    expect(outcomes.every((code) => code === "ok" || code === "rate_limited")).toBe(true);
  });

  it("sends at most 5 reset links however many requests arrive at once", async () => {
    const customer = await newCustomer();
    await Promise.all(
      Array.from({ length: 12 }, () => requestPasswordReset(test.db, customer.email, meta)),
    );
    const rows = await queryRows<{ count: number }>(
      test.db,
      sql`select count(*)::int as count from password_reset_tokens where customer_id = ${customer.id}`,
    );
    expect(rows[0]?.count).toBeLessThanOrEqual(5);
  });
});

describe("password reset", () => {
  async function latestResetToken(email: string) {
    const [mail] = await queryRows<{ text: string }>(
      test.db,
      sql`select text from outbox_emails where to_address = ${email} and template = 'password-reset' order by id desc limit 1`,
    );
    const link = mail?.text.match(/https:\/\/shop\.example\/reset-password\?token=([\w-]+)/);
    expect(link, "a link to the shop's public URL").toBeTruthy();
    return link?.[1] as string;
  }

  it("refuses an expired link", async () => {
    const customer = await newCustomer();
    const start = new Date("2026-05-01T12:00:00Z");
    await requestPasswordReset(test.db, customer.email, { ...meta, now: start });
    const token = await latestResetToken(customer.email);
    await expect(
      resetPassword(
        test.db,
        { token, password: "Fresh-Ink-Pot-11" },
        { publicUrl: meta.publicUrl, now: new Date(start.getTime() + HOUR) },
      ),
    ).rejects.toThrow("This reset link is invalid or has expired.");
    await resetPassword(
      test.db,
      { token, password: "Fresh-Ink-Pot-11" },
      { publicUrl: meta.publicUrl, now: new Date(start.getTime() + 59 * 60_000) },
    );
  });

  it("checks the link before hashing the new password: made-up tokens cost no argon2 hash", async () => {
    const hashTimes: number[] = [];
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      await hashPassword("Fresh-Ink-Pot-30");
      hashTimes.push(performance.now() - started);
    }
    const oneHash = Math.min(...hashTimes);
    const started = performance.now();
    for (let attempt = 0; attempt < 20; attempt++) {
      await expect(
        resetPassword(
          test.db,
          { token: `made-up-token-${attempt}-abcdefghij`, password: "Fresh-Ink-Pot-31" },
          meta,
        ),
      ).rejects.toThrow("This reset link is invalid or has expired.");
    }
    // Hashing each time would take at least 20 hashes; lookups alone take a fraction of that.
    expect(performance.now() - started).toBeLessThan(10 * oneHash);
  });

  it("lets one of two simultaneous resets with one link through", async () => {
    const customer = await newCustomer();
    await requestPasswordReset(test.db, customer.email, meta);
    const token = await latestResetToken(customer.email);
    const outcomes = await Promise.allSettled([
      resetPassword(test.db, { token, password: "Fresh-Ink-Pot-32" }, meta),
      resetPassword(test.db, { token, password: "Fresh-Ink-Pot-33" }, meta),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const [version] = await queryRows<{ credentials_version: number }>(
      test.db,
      sql`select credentials_version from customers where id = ${customer.id}`,
    );
    expect(version?.credentials_version).toBe(1);
  });

  it("drops requests past the limit without a word", async () => {
    const customer = await newCustomer();
    for (let request = 0; request < 8; request++) {
      await expect(requestPasswordReset(test.db, customer.email, meta)).resolves.toBeUndefined();
    }
    const rows = await queryRows<{ count: number }>(
      test.db,
      sql`select count(*)::int as count from password_reset_tokens where customer_id = ${customer.id}`,
    );
    expect(rows[0]?.count).toBe(5);
  });

  it("ends the customer's sessions on reset, and its link then no longer works", async () => {
    const customer = await newCustomer();
    const session = await startSession(test.db, customer);
    await requestPasswordReset(test.db, ` ${customer.email.toUpperCase()}`, meta);
    const token = await latestResetToken(customer.email);
    await resetPassword(test.db, { token, password: "Fresh-Ink-Pot-12" }, meta);
    expect(await findSessionCustomer(test.db, session.token)).toBeNull();
    await expect(
      resetPassword(test.db, { token, password: "Fresh-Ink-Pot-13" }, meta),
    ).rejects.toMatchObject({
      code: "bad_request",
    });
  });
});

describe("a sign-in racing a password change", () => {
  const justChanged = "Your password was just changed. Please sign in again.";

  async function resetByMail(customer: Customer, password: string) {
    await requestPasswordReset(test.db, customer.email, meta);
    const [mail] = await queryRows<{ text: string }>(
      test.db,
      sql`select text from outbox_emails where to_address = ${customer.email} and template = 'password-reset' order by id desc limit 1`,
    );
    const token = mail?.text.match(/reset-password\?token=([\w-]+)/)?.[1] as string;
    await resetPassword(test.db, { token, password }, meta);
  }

  it("creates no session or token once a reset followed the password check", async () => {
    const registered = await newCustomer();
    const { logger } = createCapturingLogger();
    const checked = await signIn(
      test.db,
      { email: registered.email, password: PASSWORD },
      { clientAddress: "198.51.100.30", logger },
    );
    const before = await startSession(test.db, checked);
    const pairBefore = await issueTokenPair(test.db, checked);
    await resetByMail(registered, "Fresh-Ink-Pot-21");

    await expect(startSession(test.db, checked)).rejects.toMatchObject({
      code: "unauthorized",
      message: justChanged,
    });
    await expect(issueSimpleToken(test.db, checked)).rejects.toThrow(justChanged);
    await expect(issueTokenPair(test.db, checked)).rejects.toThrow(justChanged);
    expect(await findSessionCustomer(test.db, before.token)).toBeNull();
    await expect(refreshTokenPair(test.db, pairBefore.refreshToken)).rejects.toThrow(
      "Session expired",
    );
    const [sessions] = await queryRows<{ count: number }>(
      test.db,
      sql`select count(*)::int as count from customer_sessions where customer_id = ${registered.id}`,
    );
    expect(sessions?.count).toBe(0);
  });

  it("creates no session once a change of password followed the check, and a new sign-in works", async () => {
    const registered = await newCustomer();
    const { logger } = createCapturingLogger();
    const credentials = { email: registered.email, password: PASSWORD };
    const checked = await signIn(test.db, credentials, { clientAddress: "198.51.100.31", logger });
    await changePassword(
      test.db,
      registered.id,
      { currentPassword: PASSWORD, newPassword: "Fresh-Ink-Pot-22" },
      meta,
    );
    await expect(startSession(test.db, checked)).rejects.toThrow(justChanged);
    const again = await signIn(
      test.db,
      { email: registered.email, password: "Fresh-Ink-Pot-22" },
      { clientAddress: "198.51.100.31", logger },
    );
    expect(again.credentialsVersion).toBe(checked.credentialsVersion + 1);
    await expect(startSession(test.db, again)).resolves.toMatchObject({
      token: expect.any(String),
    });
  });
});

describe("change password", () => {
  it("keeps the session it was made in and ends the others", async () => {
    const customer = await newCustomer();
    const here = await startSession(test.db, customer);
    const there = await startSession(test.db, customer);
    await expect(
      changePassword(
        test.db,
        customer.id,
        { currentPassword: "wrong-wrong", newPassword: "Fresh-Ink-Pot-14" },
        meta,
      ),
    ).rejects.toThrow("Invalid current password");
    await changePassword(
      test.db,
      customer.id,
      { currentPassword: PASSWORD, newPassword: "Fresh-Ink-Pot-14" },
      { ...meta, keepSessionToken: here.token },
    );
    expect(await findSessionCustomer(test.db, here.token)).not.toBeNull();
    expect(await findSessionCustomer(test.db, there.token)).toBeNull();
    const [mail] = await queryRows<{ template: string; text: string }>(
      test.db,
      sql`select template, text from outbox_emails where to_address = ${customer.email} order by id desc limit 1`,
    );
    expect(mail?.template).toBe("password-changed");
    expect(mail?.text).toContain("https://shop.example/forgot-password");
  });
});

describe("guessing the current password", () => {
  it("counts per account and visitor: past 10 that visitor's change answers 429, the owner still signs in", async () => {
    const customer = await newCustomer();
    const guess = { currentPassword: "Guess-Word-00", newPassword: "Fresh-Ink-Pot-40" };
    for (let attempt = 0; attempt < 10; attempt++) {
      await expect(changePassword(test.db, customer.id, guess, meta)).rejects.toMatchObject({
        code: "unauthorized",
        message: "Invalid current password",
      });
    }
    const right = { currentPassword: PASSWORD, newPassword: "Fresh-Ink-Pot-40" };
    await expect(changePassword(test.db, customer.id, right, meta)).rejects.toMatchObject({
      code: "rate_limited",
      message: "Too many sign-in attempts. Please wait 15 minutes and try again.",
    });
    // A stolen token's guesses lock out neither the owner's sign-in nor the owner's change.
    const { logger } = createCapturingLogger();
    const owner = { clientAddress: "198.51.100.41", logger };
    const signedIn = await signIn(test.db, { email: customer.email, password: PASSWORD }, owner);
    expect(signedIn.id).toBe(customer.id);
    await changePassword(test.db, customer.id, right, { ...meta, clientAddress: "198.51.100.41" });
  });

  it("does not count a right current password", async () => {
    const customer = await newCustomer();
    let password = PASSWORD;
    for (let change = 0; change < 11; change++) {
      const newPassword = `Fresh-Ink-Pot-5${change}`;
      await changePassword(test.db, customer.id, { currentPassword: password, newPassword }, meta);
      password = newPassword;
    }
  });
});

describe("registration", () => {
  it("gives readable unique customer numbers and refuses an 11th account from one address in an hour", async () => {
    const clientAddress = "192.0.2.55";
    const numbers = new Set<string>();
    for (let index = 0; index < 10; index++) {
      const customer = await registerCustomer(
        test.db,
        { email: `many${index}@example.com`, password: PASSWORD, firstName: "M", lastName: "" },
        { clientAddress, publicUrl: meta.publicUrl },
      );
      expect(customer.customerNumber).toMatch(/^C-\d{5,}$/);
      numbers.add(customer.customerNumber);
    }
    expect(numbers.size).toBe(10);
    await expect(
      registerCustomer(
        test.db,
        { email: "many10@example.com", password: PASSWORD, firstName: "M", lastName: "" },
        { clientAddress, publicUrl: meta.publicUrl },
      ),
    ).rejects.toMatchObject({ code: "rate_limited" });
  });
});
