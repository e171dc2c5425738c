/**
 * A guest joining the Mail Club (spec §2: their account is made automatically): with the
 * password they typed, or with none — then no password signs in to the account, and the
 * "choose your password" e-mail (delivered here to a real SMTP server) holds a single-use
 * reset link that sets one, after which the member signs in as anyone else.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hasPassword } from "#server/accounts/change-password.ts";
import { resetPassword, SET_PASSWORD_LINK_MS } from "#server/accounts/password-reset.ts";
import { signIn, signInMessages } from "#server/accounts/sign-in.ts";
import type { Customer } from "#server/accounts/types.ts";
import type { Database } from "#server/db/client.ts";
import { customers, outboxEmails, passwordResetTokens, subscriptions } from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { createSmtpTransport } from "#server/mail/mail-transport.ts";
import { sendDueMail } from "#server/mail/send-due-mail.ts";
import { joinMailClub } from "#server/mail-club/subscriptions/join-mail-club.ts";
import {
  type JoinablePlan,
  loadJoinablePlan,
} from "#server/mail-club/subscriptions/joinable-plan.ts";
import { createMemberAccount } from "#server/mail-club/subscriptions/member-account.ts";
import { subscriptionMessages } from "#server/mail-club/subscriptions/subscription-messages.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import { ensureSimulatorPlan } from "#server/paypal-simulator/simulator-plans.ts";
import { insertTestProduct, testShippingAddress } from "#tests/support/fixtures/orders.ts";
import { startTestPaymentServices } from "#tests/support/fixtures/paypal.ts";
import { startTestSmtpServer } from "#tests/support/smtp-server.ts";

const PASSWORD = "folded-paper-crane";
const NEW_PASSWORD = "letterpress-bloom";
const DAY = 24 * 60 * 60 * 1000;
const clientAddress = "203.0.113.40";
const meta = { clientAddress, publicUrl: "https://washi.test" };

let payments: Awaited<ReturnType<typeof startTestPaymentServices>>;
let db: Database;
let services: PaymentServices;
let plan: JoinablePlan;

beforeAll(async () => {
  payments = await startTestPaymentServices();
  ({ db, services } = payments);
  const productId = await insertTestProduct(db, {
    kind: "subscription",
    priceCents: 888,
    stock: null,
    flags: { subscription_interval: "monthly", paypal_plan_id: "P-JOIN-USA" },
  });
  await ensureSimulatorPlan(db, { id: "P-JOIN-USA", name: "USA", priceCents: 888 });
  plan = await loadJoinablePlan(db, productId);
});
afterAll(() => payments?.close());
beforeEach(() => db.execute(sql`delete from rate_limit_events`));

let guests = 0;

function newEmail() {
  guests += 1;
  return `joining-guest-${guests}@example.com`;
}

/** A guest joins the USA plan; `password` as the form or the API would give it. */
async function guestJoins(email: string, password?: string) {
  const madeFor: Customer[] = [];
  const started = await joinMailClub(services, {
    plan,
    customer: null,
    guest: { email, firstName: "Mika", lastName: "Sato", password },
    deliveryAddress: testShippingAddress,
    clientAddress,
    onAccountMade: async (member) => {
      madeFor.push(member);
    },
  });
  return { started, member: madeFor[0] as Customer, signedIn: madeFor.length };
}

async function accountOf(email: string) {
  const [row] = await db.select().from(customers).where(eq(customers.email, email));
  if (!row) throw new Error(`no account for ${email}`);
  return row;
}

async function mailsTo(email: string) {
  return db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, email))
    .orderBy(asc(outboxEmails.id));
}

/** The token of the /reset-password link in a message's text. */
function setPasswordToken(text: string) {
  const token = text.match(/https:\/\/washi\.test\/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
  expect(token, "a /reset-password link on the shop's public URL").toBeTruthy();
  return token as string;
}

function signInWith(email: string, password: string) {
  return signIn(db, { email, password }, { clientAddress, logger: createLogger("silent") });
}

describe("a guest who leaves the password empty", () => {
  it("gets an account without a password, signed in here, and PayPal's approval page", async () => {
    const email = newEmail();
    const { started, member, signedIn } = await guestJoins(email);
    expect(signedIn).toBe(1);
    expect(member.email).toBe(email);
    expect(started.approvalUrl).toMatch(/ba_token=BA-/);
    expect((await accountOf(email)).passwordHash).toBeNull();
    const [row] = await db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.customerId, member.id));
    expect(row?.status).toBe("approval_pending");
  });

  it("treats an empty password like none", async () => {
    const email = newEmail();
    await guestJoins(email, "");
    expect((await accountOf(email)).passwordHash).toBeNull();
  });

  it("is mailed 'choose your password' in place of the welcome, with a week-long reset link", async () => {
    const email = newEmail();
    const before = Date.now();
    const { member } = await guestJoins(email);
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.template)).toEqual(["mail-club-set-password"]);
    const [mail] = mails;
    expect(mail?.subject).toBe("Your Washi Paper Studio Mail Club account: choose your password");
    expect(mail?.text).toContain("Hello Mika,");
    expect(mail?.text).toContain("we made a Washi Paper Studio account for you");
    expect(mail?.text).toContain("Your account has no password yet.");
    expect(mail?.text).toContain("The link works once and for 7 days.");
    expect(mail?.text).toContain("https://washi.test/verify-email?token=");
    setPasswordToken(mail?.text ?? "");

    const links = await db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.customerId, member.id));
    expect(links).toHaveLength(1);
    const lifetime = (links[0]?.expiresAt.getTime() ?? 0) - before;
    expect(lifetime).toBeGreaterThanOrEqual(SET_PASSWORD_LINK_MS - 60_000);
    expect(lifetime).toBeLessThanOrEqual(SET_PASSWORD_LINK_MS + 60_000);
  });

  it("cannot be signed in to with any password, an empty one included", async () => {
    const email = newEmail();
    await guestJoins(email);
    for (const password of ["", " ", PASSWORD, "null", "undefined"]) {
      await expect(signInWith(email, password)).rejects.toMatchObject({
        code: "unauthorized",
        message: signInMessages.invalid,
      });
    }
  });

  it("sets a password with the e-mailed link, once, and then signs in with it", async () => {
    const email = newEmail();
    await guestJoins(email);
    const smtp = await startTestSmtpServer();
    const transport = createSmtpTransport({ smtpUrl: smtp.url, from: "Washi <shop@washi.test>" });
    try {
      await sendDueMail({
        db,
        transport,
        logger: createLogger("silent"),
        clock: () => new Date(Date.now() + 1_000),
      });
      const received = smtp.received.find((mail) => mail.rcptTo.includes(email));
      expect(received?.raw).toMatch(/^Subject: .*choose your password\r?$/m);
      // Quoted-printable: soft line breaks joined, '=' written as =3D.
      const text = (received?.raw ?? "").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      const token = setPasswordToken(text);

      const { id } = await accountOf(email);
      expect(await hasPassword(db, id)).toBe(false);
      await resetPassword(db, { token, password: NEW_PASSWORD }, meta);
      expect(await hasPassword(db, id)).toBe(true);
      expect((await signInWith(email, NEW_PASSWORD)).email).toBe(email);
      await expect(signInWith(email, "")).rejects.toMatchObject({ code: "unauthorized" });
      await expect(
        resetPassword(db, { token, password: "another-fresh-ink" }, meta),
      ).rejects.toMatchObject({ code: "bad_request" });
      expect((await signInWith(email, NEW_PASSWORD)).email).toBe(email);

      // Once out, the outbox keeps no working copy of the link.
      const [sent] = await db
        .select()
        .from(outboxEmails)
        .where(
          and(
            eq(outboxEmails.toAddress, email),
            eq(outboxEmails.template, "mail-club-set-password"),
          ),
        );
      expect(sent?.status).toBe("sent");
      expect(`${sent?.text}${sent?.html}`).not.toContain(token);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it("has a link that works for 7 days and not after", async () => {
    const start = new Date("2026-05-01T12:00:00Z");
    const late = newEmail();
    await createMemberAccount(
      db,
      { email: late, firstName: "Ana", lastName: "Ruiz" },
      {
        ...meta,
        now: start,
      },
    );
    const lateToken = setPasswordToken((await mailsTo(late))[0]?.text ?? "");
    await expect(
      resetPassword(
        db,
        { token: lateToken, password: NEW_PASSWORD },
        { ...meta, now: new Date(start.getTime() + 7 * DAY) },
      ),
    ).rejects.toMatchObject({ code: "bad_request" });

    const onTime = newEmail();
    await createMemberAccount(
      db,
      { email: onTime, firstName: "Ana", lastName: "Ruiz" },
      {
        ...meta,
        now: start,
      },
    );
    const token = setPasswordToken((await mailsTo(onTime))[0]?.text ?? "");
    await resetPassword(
      db,
      { token, password: NEW_PASSWORD },
      { ...meta, now: new Date(start.getTime() + 6 * DAY) },
    );
    expect((await accountOf(onTime)).passwordHash).not.toBeNull();
  });
});

describe("a guest who types a password", () => {
  it("signs in with it and gets the welcome e-mail, no link to choose one", async () => {
    const email = newEmail();
    const { member, signedIn } = await guestJoins(email, PASSWORD);
    expect(signedIn).toBe(1);
    expect((await signInWith(email, PASSWORD)).id).toBe(member.id);
    expect((await mailsTo(email)).map((mail) => mail.template)).toEqual(["welcome"]);
    const links = await db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.customerId, member.id));
    expect(links).toHaveLength(0);
  });
});

describe("an e-mail that has an account already", () => {
  it.each([
    ["without a password", undefined],
    ["with a password", "another-paper-crane"],
  ])("is asked to sign in, %s: no account, membership or mail is made", async (_case, password) => {
    const email = newEmail();
    await guestJoins(email, PASSWORD);
    const account = await accountOf(email);
    const mailsBefore = (await mailsTo(email)).length;

    await expect(guestJoins(email, password)).rejects.toMatchObject({
      code: "conflict",
      message: subscriptionMessages.existingAccount,
      details: { field: "customerEmail" },
    });
    expect((await accountOf(email)).passwordHash).toBe(account.passwordHash);
    expect(await mailsTo(email)).toHaveLength(mailsBefore);
    expect((await signInWith(email, PASSWORD)).id).toBe(account.id);
    const joins = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.customerId, account.id));
    expect(joins).toHaveLength(1);
  });
});
