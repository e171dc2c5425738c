import { postalLines } from "#server/addresses/postal-lines.ts";
import type { Database } from "#server/db/client.ts";
import type { PostalAddress } from "#server/db/schema.ts";
import { formatMoney } from "#server/lib/money.ts";
import { queueMail } from "#server/mail/queue-mail.ts";
import type { SkipLinkProps } from "#server/mail/templates/skip-link-note.tsx";
import { cutoffOf } from "#server/mail-club/cutoff.ts";
import { formatIssueMonth, type IssueMonth } from "#server/mail-club/issue-month.ts";

export type MailClubPlanName = "usa" | "international";

interface MailClubMailBase {
  to: string;
  firstName: string;
  shopName: string;
  accountUrl: string;
  /**
   * SHOP_TIMEZONE, in which the dates are read: a payment at 02:00 UTC on the 5th was made on
   * the 4th in New York. The configuration's default when not given.
   */
  timeZone?: string;
  /**
   * The signed link to skip the next issue (skipLinkFor in holds/skip-link.ts), for the
   * e-mails to a running member whose template shows it; null or absent: none.
   */
  skipLink?: SkipLinkProps | null;
}

const defaultTimeZone = "America/New_York";

const planNames: Record<MailClubPlanName, string> = { usa: "USA", international: "International" };

const monthName = new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" });

/** 'January 5, 2027' in the shop's time zone. */
function dayFormatter(timeZone = defaultTimeZone) {
  const format = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone });
  return (date: Date) => format.format(date);
}

function greeting({ firstName, shopName, accountUrl, skipLink }: MailClubMailBase) {
  return { firstName, shopName, accountUrl, skipLink: skipLink ?? null };
}

/** To a new member: their plan and price, their first issue, billing, post and how to cancel. */
export function queueMailClubWelcome(
  db: Database,
  mail: MailClubMailBase & {
    plan: MailClubPlanName;
    priceCents: number;
    firstIssue: IssueMonth;
    startedAt: Date;
    nextBillingAt: Date | null;
    ownerEmail?: string;
  },
): Promise<{ id: number }> {
  const day = dayFormatter(mail.timeZone);
  return queueMail(db, {
    template: "mail-club-welcome",
    to: mail.to,
    props: {
      ...greeting(mail),
      planName: planNames[mail.plan],
      price: formatMoney(mail.priceCents),
      international: mail.plan === "international",
      firstIssue: formatIssueMonth(mail.firstIssue),
      firstIssueMonth: monthName.format(Date.UTC(mail.firstIssue.year, mail.firstIssue.month - 1)),
      startedOn: day(mail.startedAt),
      nextBillingOn: mail.nextBillingAt ? day(mail.nextBillingAt) : null,
      ownerEmail: mail.ownerEmail,
    },
  });
}

/** The receipt of one monthly payment. */
export function queueMailClubReceipt(
  db: Database,
  mail: MailClubMailBase & {
    plan: MailClubPlanName;
    amountCents: number;
    paidAt: Date;
    nextIssue: IssueMonth | null;
    nextBillingAt: Date | null;
    receiptNumber: string;
  },
): Promise<{ id: number }> {
  const day = dayFormatter(mail.timeZone);
  return queueMail(db, {
    template: "mail-club-receipt",
    to: mail.to,
    props: {
      ...greeting(mail),
      receiptNumber: mail.receiptNumber,
      paidOn: day(mail.paidAt),
      amount: formatMoney(mail.amountCents),
      planName: planNames[mail.plan],
      nextIssue: mail.nextIssue ? formatIssueMonth(mail.nextIssue) : null,
      nextBillingOn: mail.nextBillingAt ? day(mail.nextBillingAt) : null,
    },
  });
}

/**
 * PayPal could not take a payment: what happened, what PayPal does next, the issue held until
 * it is paid, and where to fix it. `suspended` when PayPal has given up and paused it.
 */
export function queueMailClubPaymentFailed(
  db: Database,
  mail: MailClubMailBase & {
    plan: MailClubPlanName;
    priceCents: number;
    suspended: boolean;
    fixPaymentUrl: string;
    failedAt?: Date;
    failuresInRow?: number;
    heldIssue?: IssueMonth | null;
    ownerEmail?: string;
  },
): Promise<{ id: number }> {
  const day = dayFormatter(mail.timeZone);
  const timeZone = mail.timeZone ?? defaultTimeZone;
  return queueMail(db, {
    template: "mail-club-payment-failed",
    to: mail.to,
    props: {
      ...greeting(mail),
      planName: planNames[mail.plan],
      price: formatMoney(mail.priceCents),
      suspended: mail.suspended,
      fixPaymentUrl: mail.fixPaymentUrl,
      failedOn: mail.failedAt ? day(mail.failedAt) : undefined,
      failuresInRow: mail.failuresInRow,
      heldIssue: mail.heldIssue ? formatIssueMonth(mail.heldIssue) : undefined,
      heldIssueCutoff: mail.heldIssue
        ? day(lastDayBefore(cutoffOf(mail.heldIssue, timeZone)))
        : undefined,
      ownerEmail: mail.ownerEmail,
    },
  });
}

/** The cutoff is the first instant after the 25th: "by the end of December 25". */
function lastDayBefore(cutoff: Date) {
  return new Date(cutoff.getTime() - 1);
}

/** A week before the first charge after a pause: the next issue and what is charged when. */
export function queueMailClubPauseEnding(
  db: Database,
  mail: MailClubMailBase & { nextIssue: IssueMonth | null; amountCents: number; chargeAt: Date },
): Promise<{ id: number }> {
  return queueMail(db, {
    template: "mail-club-pause-ending",
    to: mail.to,
    props: {
      ...greeting(mail),
      nextIssue: mail.nextIssue ? formatIssueMonth(mail.nextIssue) : null,
      amount: formatMoney(mail.amountCents),
      chargeOn: dayFormatter(mail.timeZone)(mail.chargeAt),
    },
  });
}

/** A move abroad or back approved: the new plan and price, from which issue, to where. */
export function queueMailClubPlanChanged(
  db: Database,
  mail: MailClubMailBase & {
    plan: MailClubPlanName;
    priceCents: number;
    appliesFrom: IssueMonth;
    address: PostalAddress;
  },
): Promise<{ id: number }> {
  return queueMail(db, {
    template: "mail-club-plan-changed",
    to: mail.to,
    props: {
      ...greeting(mail),
      planName: planNames[mail.plan],
      price: formatMoney(mail.priceCents),
      appliesFrom: formatIssueMonth(mail.appliesFrom),
      addressLines: postalLines(mail.address),
    },
  });
}

/** The cancellation confirmed, with the issue still coming when one is already being prepared. */
export function queueMailClubCancelled(
  db: Database,
  mail: MailClubMailBase & {
    cancelledAt: Date;
    lastIssue: IssueMonth | null;
    subscribeUrl: string;
  },
): Promise<{ id: number }> {
  return queueMail(db, {
    template: "mail-club-cancelled",
    to: mail.to,
    props: {
      ...greeting(mail),
      cancelledOn: dayFormatter(mail.timeZone)(mail.cancelledAt),
      lastIssue: mail.lastIssue ? formatIssueMonth(mail.lastIssue) : null,
      subscribeUrl: mail.subscribeUrl,
    },
  });
}

/** To each member whose issue went into the post. */
export function queueMailClubIssueMailed(
  db: Database,
  mail: MailClubMailBase & {
    issue: IssueMonth;
    issueTitle: string;
    international: boolean;
    /** The shop items that rode in the envelope (decision 030). */
    rideAlong?: { title: string; quantity: number; orderNumber: string }[];
  },
): Promise<{ id: number }> {
  return queueMail(db, {
    template: "mail-club-issue-mailed",
    to: mail.to,
    props: {
      ...greeting(mail),
      issue: formatIssueMonth(mail.issue),
      issueTitle: mail.issueTitle,
      international: mail.international,
      rideAlong: mail.rideAlong ?? [],
    },
  });
}
