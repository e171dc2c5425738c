import type {
  CancelReason,
  PostalAddress,
  SubscriptionPlan,
  SubscriptionStatus,
} from "#server/db/schema.ts";

/** The account's Mail Club cards, with every date and issue already written out. */
export interface MailClubView {
  status: SubscriptionStatus;
  plan: SubscriptionPlan;
  planName: string;
  priceCents: number;
  /** A Mail Club offer still ahead, in words; null when none. */
  intro: string | null;
  startedOn: string | null;
  /** The first issue while it is still ahead, else null. */
  firstIssue: string | null;
  nextIssue: string | null;
  nextPaymentOn: string | null;
  deliveryAddress: PostalAddress;
  /** The address as its country's post writes it. */
  deliveryAddressLines: string[];
  /** The issue a change of address made now would reach first. */
  addressAppliesFrom: string;
  /** The issue a skip made now would leave out ('December 2026'). */
  skippableIssue: string;
  /** A skip or pause still ahead: what it leaves out, in words; null when none. */
  hold: { kind: "skip" | "pause"; text: string } | null;
  /** The card's words on posting and on breaks, made on the server like the rest. */
  notes: { mailing: string; breaks: string; cancelling: string };
  /** The cancel screen's answers, each with the one alternative offered beside it. */
  cancelQuestion: CancelChoice[];
  /** A payment PayPal could not take: what happened and what comes next; null when none. */
  paymentProblem: PaymentProblemView | null;
  /** A move to the other plan waiting for the member's approval at PayPal; null when none. */
  pendingPlanChange: PendingPlanChangeView | null;
}

export interface PaymentProblemView {
  title: string;
  /** What failed, what PayPal does next, and which issue waits for the payment. */
  lines: string[];
  /** PayPal's page where the member changes the card or bank behind the membership. */
  fixPaymentUrl: string;
}

export interface PendingPlanChangeView {
  sentence: string;
  firstCharge: string;
  /** The address it moves the issues to. */
  addressLines: string[];
  /** PayPal's consent page. */
  approveUrl: string | null;
}

export interface CancelChoice {
  reason: CancelReason;
  label: string;
  /** The alternative offered for this answer, in words; null when none is. */
  offer: { kind: "pause" | "skip" | "address"; text: string } | null;
}
