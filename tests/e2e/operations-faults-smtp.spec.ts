/**
 * Issue 9 (3), SMTP down: a built server whose SMTP_URL points at a port nothing listens on.
 * A checkout and a registration succeed for the customer all the same; their e-mails wait in
 * the outbox, pending, the failure recorded (the studio's outbox page shows it); once an SMTP
 * server listens on that port they go out at the next retry, each once, without a restart.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { Page } from "@playwright/test";
import { uniqueEmail } from "#tests/support/account.ts";
import { killStartedServers, startBuiltServer } from "#tests/support/built-server.ts";
import { demoProductId } from "#tests/support/cart.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { continueCheckout, newBuyer } from "#tests/support/json-checkout.ts";
import { mailsTo } from "#tests/support/mail.ts";
import { newSeededShop, type SeededShop } from "#tests/support/seeded-shop.ts";
import {
  closedSmtpPort,
  startTestSmtpServer,
  type TestSmtpServer,
} from "#tests/support/smtp-server.ts";
import { signInToStudio, studioAdminEnv } from "#tests/support/studio.ts";

let shop: SeededShop | undefined;
let smtp: TestSmtpServer | undefined;
test.afterEach(async () => {
  await killStartedServers();
  await smtp?.close();
  await shop?.remove();
});

/** The outbox rows addressed to `recipient` on the studio's outbox page. */
function outboxRows(page: Page, recipient: string) {
  return page.getByRole("row").filter({ hasText: recipient });
}

test("with SMTP down, mail waits in the outbox and goes out once when SMTP is back", {
  tag: "@deep",
}, async ({ page }) => {
  test.setTimeout(240_000);
  const port = await closedSmtpPort();
  const owner = uniqueEmail("smtp-owner");
  shop = await newSeededShop("pglite", "faults-smtp");
  const server = await startBuiltServer({
    ...shop.env,
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    OWNER_EMAIL: owner,
    ...studioAdminEnv,
  });

  // The customer's actions succeed although no mail can be sent.
  const buyer = newBuyer("smtp-down", 0);
  expect(await continueCheckout(server.url, buyer, demoProductId("STK-001"))).toMatchObject({
    status: 200,
    body: { status: "paid" },
  });
  const member = uniqueEmail("smtp-member");
  const registered = await fetch(`${server.url}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      email: member,
      password: "paper-and-glue-2026",
      firstName: "Rin",
      lastName: "Aoki",
    }),
  });
  expect(registered.status).toBe(201);
  const recipients = [buyer.email, owner, member];

  // Pending in the outbox, each with the failed attempt and its reason.
  await signInToStudio(page, "/studio/outbox?status=pending", server.url);
  for (const recipient of recipients) {
    await expect(async () => {
      await page.reload();
      const row = outboxRows(page, recipient).first();
      await expect(row).toContainText("Pending");
      await expect(row).toContainText(/ECONNREFUSED/);
      await expect(row.getByRole("cell").nth(4)).not.toHaveText("0");
    }).toPass({ timeout: 30_000 });
  }

  // SMTP is back on the same port: the next retry (30 s after the first failure) sends them.
  smtp = await startTestSmtpServer(port);
  const received = () =>
    recipients.map((recipient) => (smtp ? mailsTo(smtp, recipient).length : 0));
  await expect
    .poll(() => received().every((count) => count >= 1), {
      timeout: 100_000,
      intervals: [1_000],
      message: "every waiting e-mail reaches the SMTP server",
    })
    .toBe(true);
  // A few more passes of the mail job send nothing twice.
  await sleep(7_000);
  expect(received()).toEqual([1, 1, 1]);

  await page.goto(`${server.url}/studio/outbox?status=pending`);
  for (const recipient of recipients) await expect(outboxRows(page, recipient)).toHaveCount(0);
  await page.goto(`${server.url}/studio/outbox?status=sent`);
  for (const recipient of recipients) {
    await expect(outboxRows(page, recipient).first()).toContainText("Sent");
  }
  expect(server.child.exitCode).toBeNull();
});
