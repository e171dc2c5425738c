import type { CancelReason, HoldKind } from "#server/db/schema.ts";
import { type DemoCalendar, monthsAfter } from "#server/seed/demo-history/demo-calendar.ts";

/** One demo membership; its plan follows the person's country. */
export interface DemoMemberSpec {
  /** A demo person's key (demo-people.ts). */
  who: string;
  joined(calendar: DemoCalendar): Date;
  cancelled?: { at(calendar: DemoCalendar): Date; reason: CancelReason; text?: string };
  /** A skip or a pause asked for on `asked`, from the issue `fromMonth` months from now. */
  hold?: { kind: HoldKind; fromMonth: number; issueCount: number; asked(c: DemoCalendar): Date };
  /** PayPal could not take the latest payment, a few days ago, and has not since. */
  lastPaymentFailed?: boolean;
}

/**
 * Eleven members who joined over six months, on both plans: three cancelled with their reasons
 * (decision 025), a skip and a pause in the past issues, one in arrears. Holds and arrears are
 * dated so that nothing is left for PayPal to do: the demo's subscription ids exist nowhere
 * (decision 032).
 */
export const demoMembers: DemoMemberSpec[] = [
  {
    who: "hana",
    joined: (c) => c.at(-6, 3),
    hold: { kind: "skip", fromMonth: -3, issueCount: 1, asked: (c) => c.at(-4, 12) },
  },
  { who: "oliver", joined: (c) => c.at(-6, 18, 21) },
  {
    who: "priya",
    joined: (c) => c.at(-5, 8),
    cancelled: { at: (c) => c.at(-2, 14), reason: "too_expensive" },
  },
  {
    who: "lukas",
    joined: (c) => c.at(-5, 27, 8),
    hold: { kind: "pause", fromMonth: -2, issueCount: 2, asked: (c) => c.at(-3, 8) },
  },
  { who: "grace", joined: (c) => monthsAfter(c.ago(3), -4), lastPaymentFailed: true },
  {
    who: "aiko",
    joined: (c) => c.at(-4, 2),
    cancelled: { at: (c) => c.at(-1, 9), reason: "moving" },
  },
  { who: "sam", joined: (c) => c.at(-3, 15, 19) },
  {
    who: "chloe",
    joined: (c) => c.at(-2, 5),
    cancelled: {
      at: (c) => c.at(-1, 20),
      reason: "other",
      text: "Saving up for a trip this year, I'll be back!",
    },
  },
  { who: "ben", joined: (c) => c.at(-2, 22, 14) },
  { who: "maya", joined: (c) => c.at(-1, 10) },
  { who: "leo", joined: (c) => c.ago(2, 5) },
];
