import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createVerificationLink,
  isVerificationLinkUsable,
  RESEND_VERIFICATION_LIMIT,
  resendVerificationEmail,
  VERIFICATION_LINK_MS,
  verifyEmail,
} from "#server/accounts/email-verification.ts";
import { registerCustomer } from "#server/accounts/register-customer.ts";
import type { Customer } from "#server/accounts/types.ts";
import { createOrder } from "#server/checkout/create-order.ts";
import { customers, orders } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { hashSecretToken } from "#server/lib/secret-token.ts";
import { DEFAULT_TIME_ZONE } from "#server/shop/shop-time-zone.ts";
import {
  insertTestCart,
  insertTestProduct,
  testCheckoutInput,
} from "#tests/support/fixtures/orders.ts";
import { createTestDatabase, queryRows, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test?.close());
beforeEach(() => test.db.execute(sql`delete from rate_limit_events`));

const PASSWORD = "Folded-Crane-Paper-5";
const meta = { clientAddress: "203.0.113.7", publicUrl: "https://washi.test" };
let counter = 0;

function uniqueEmail(label: string) {
  counter += 1;
  return `${label}-${counter}@example.com`;
}

function register(email: string): Promise<Customer> {
  return registerCustomer(
    test.db,
    { email, password: PASSWORD, firstName: "Yui", lastName: "Hara" },
    meta,
  );
}

async function guestOrder(email: string, customer: Customer | null = null) {
  const cartToken = await insertTestCart(
    test.db,
    [{ productId: await insertTestProduct(test.db), quantity: 1 }],
    customer?.id ?? null,
  );
  const { order } = await createOrder(test.db, testCheckoutInput({ customerEmail: email }), {
    ...meta,
    timeZone: DEFAULT_TIME_ZONE,
    customer,
    from: { token: cartToken },
  });
  return order.id;
}

async function ownerOf(orderId: number) {
  const [row] = await test.db
    .select({ customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.customerId;
}

async function isVerified(customerId: number) {
  const [row] = await test.db
    .select({ emailVerified: customers.emailVerified })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.emailVerified;
}

async function lastMail(email: string) {
  const [mail] = await queryRows<{ subject: string; text: string }>(
    test.db,
    sql`select subject, text from outbox_emails where to_address = ${email} order by id desc limit 1`,
  );
  return mail;
}

/** The confirmation link in a mail's plain text (not quoted-printable: no findLink here). */
function verifyLinkIn(text: string | undefined) {
  return text?.match(/https:\/\/washi\.test\/verify-email\?token=[A-Za-z0-9_-]+/)?.[0];
}

function tokenOf(link: string) {
  return new URL(link).searchParams.get("token") ?? "";
}

describe("createVerificationLink", () => {
  it("makes a /verify-email link of 32 random bytes and stores only their SHA-256", async () => {
    const customer = await register(uniqueEmail("hash"));
    const link = await createVerificationLink(test.db, customer.id, {
      publicUrl: "https://washi.test",
    });
    expect(link).toMatch(/^https:\/\/washi\.test\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(link);
    const rows = await queryRows<{ token_hash: string }>(
      test.db,
      sql`select token_hash from email_verification_tokens where customer_id = ${customer.id}`,
    );
    expect(rows.map((row) => row.token_hash)).toContain(hashSecretToken(token));
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
  });

  it("is sent with the welcome mail of a new account", async () => {
    const email = uniqueEmail("welcome");
    const customer = await register(email);
    const mail = await lastMail(email);
    expect(mail?.subject).toMatch(/^Welcome to /);
    const link = verifyLinkIn(mail?.text);
    expect(link).toBeDefined();
    expect(await isVerificationLinkUsable(test.db, tokenOf(link ?? ""))).toBe(true);
    expect(customer.emailVerified).toBe(false);
  });
});

describe("verifyEmail", () => {
  it("confirms the address once and attaches only that address's guest orders", async () => {
    const email = uniqueEmail("verify");
    const earlier = await guestOrder(email.toUpperCase());
    const strangers = await guestOrder(uniqueEmail("stranger"));
    const customer = await register(email);
    const anotherAccount = await register(uniqueEmail("another"));
    const anotherAccountsOrder = await guestOrder(email, anotherAccount);
    const link = await createVerificationLink(test.db, customer.id, meta);

    expect(await ownerOf(earlier)).toBeNull();
    const verified = await verifyEmail(test.db, tokenOf(link));
    expect(verified?.customer.id).toBe(customer.id);
    expect(verified?.customer.emailVerified).toBe(true);
    expect(verified?.attachedOrders).toBe(1);
    expect(await isVerified(customer.id)).toBe(true);
    expect(await ownerOf(earlier)).toBe(customer.id);
    expect(await ownerOf(strangers)).toBeNull();
    expect(await ownerOf(anotherAccountsOrder)).toBe(anotherAccount.id);

    // Single use: the second click is refused and changes nothing.
    expect(await isVerificationLinkUsable(test.db, tokenOf(link))).toBe(false);
    expect(await verifyEmail(test.db, tokenOf(link))).toBeNull();
  });

  it("refuses an expired link, an unknown one and one that is not a token", async () => {
    const customer = await register(uniqueEmail("expired"));
    const start = new Date("2026-03-01T10:00:00Z");
    const link = await createVerificationLink(test.db, customer.id, { ...meta, now: start });
    const justBefore = new Date(start.getTime() + VERIFICATION_LINK_MS - 1000);
    const expiredAt = new Date(start.getTime() + VERIFICATION_LINK_MS);
    expect(await isVerificationLinkUsable(test.db, tokenOf(link), { now: justBefore })).toBe(true);
    expect(await verifyEmail(test.db, tokenOf(link), { now: expiredAt })).toBeNull();
    expect(await verifyEmail(test.db, "A".repeat(43))).toBeNull();
    expect(await verifyEmail(test.db, "not a token")).toBeNull();
    expect(await verifyEmail(test.db, null)).toBeNull();
    expect(await isVerified(customer.id)).toBe(false);
  });

  it("of two clicks at once, one confirms", async () => {
    const customer = await register(uniqueEmail("race"));
    const token = tokenOf(await createVerificationLink(test.db, customer.id, meta));
    const results = await Promise.all([verifyEmail(test.db, token), verifyEmail(test.db, token)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe("an account made at checkout", () => {
  it("owns its own order at once; earlier guest orders wait for the confirmation", async () => {
    const email = uniqueEmail("checkout");
    const earlier = await guestOrder(email);
    const cartToken = await insertTestCart(test.db, [
      { productId: await insertTestProduct(test.db), quantity: 1 },
    ]);
    const input = testCheckoutInput({
      customerEmail: email,
      createAccountAfterOrder: true,
      guestPassword: PASSWORD,
    });
    const { order, createdCustomer } = await createOrder(test.db, input, {
      ...meta,
      timeZone: DEFAULT_TIME_ZONE,
      customer: null,
      from: { token: cartToken },
    });
    if (!createdCustomer) throw new Error("no account was made");
    expect(await ownerOf(order.id)).toBe(createdCustomer.id);
    expect(await ownerOf(earlier)).toBeNull();

    const link = verifyLinkIn((await lastMail(email))?.text);
    const verified = await verifyEmail(test.db, tokenOf(link ?? ""));
    expect(verified?.attachedOrders).toBe(1);
    expect(await ownerOf(earlier)).toBe(createdCustomer.id);
  });
});

describe("resendVerificationEmail", () => {
  it("sends a new working link, 3 an hour per account", async () => {
    const email = uniqueEmail("resend");
    const customer = await register(email);
    const now = new Date();
    for (let sent = 0; sent < RESEND_VERIFICATION_LIMIT.max; sent++) {
      await resendVerificationEmail(test.db, customer, { ...meta, now });
    }
    const mail = await lastMail(email);
    expect(mail?.subject).toMatch(/^Confirm your e-mail address for /);
    const link = verifyLinkIn(mail?.text);
    expect(await isVerificationLinkUsable(test.db, tokenOf(link ?? ""))).toBe(true);

    const refused = resendVerificationEmail(test.db, customer, { ...meta, now });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: "rate_limited" });
    // Another account has its own allowance; an hour later this one has again.
    await resendVerificationEmail(test.db, await register(uniqueEmail("other")), meta);
    const later = new Date(now.getTime() + RESEND_VERIFICATION_LIMIT.windowMs + 1000);
    await resendVerificationEmail(test.db, customer, { ...meta, now: later });
  });

  it("sends nothing once the address is confirmed", async () => {
    const email = uniqueEmail("done");
    const customer = await register(email);
    const before = await lastMail(email);
    await resendVerificationEmail(test.db, { ...customer, emailVerified: true }, meta);
    expect((await lastMail(email))?.subject).toBe(before?.subject);
    expect((await lastMail(email))?.subject).toMatch(/^Welcome to /);
  });
});
