import type { Config } from "#server/config.ts";

/**
 * Whether the shop sends its e-mail, for the outbox screen: SMTP_URL set or not, and the
 * sender. Never the address itself, which holds the SMTP password.
 */
export function describeMailSetup(mail: Config["mail"]) {
  return { smtpConfigured: Boolean(mail.smtpUrl), from: mail.from };
}
