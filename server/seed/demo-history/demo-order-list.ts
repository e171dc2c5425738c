import type { OrderStatus } from "#server/db/schema.ts";

/** One demo order: who, how long ago it was placed, what became of it, and its lines. */
export interface DemoOrderSpec {
  /** A demo person's key (demo-people.ts). */
  who: string;
  status: OrderStatus;
  /** Days before the seeding instant it was placed (fractions for hours). */
  daysAgo: number;
  /** SKUs of the demo catalogue and quantities; prices come from the products. */
  lines: [sku: string, quantity: number][];
  /** One of the demo shop's discount codes it was placed with (demo-discounts.ts). */
  code?: "WELCOME10" | "POSTFREE";
}

/**
 * Half a year of orders, oldest first: delivered long ago, shipped lately, a few still to
 * send, one waiting for payment (of made-to-order items, so it holds no stock), some
 * cancelled unpaid and two refunded. The last 90 days fill the dashboard's sales chart. Five
 * used the demo's codes, so Studio → Discounts has figures.
 */
export const demoOrders: DemoOrderSpec[] = [
  {
    who: "hana",
    status: "delivered",
    daysAgo: 170,
    lines: [
      ["STK-001", 2],
      ["GRC-001", 1],
    ],
  },
  { who: "noah", status: "delivered", daysAgo: 163, lines: [["TOT-002", 1]] },
  {
    who: "oliver",
    status: "delivered",
    daysAgo: 155,
    lines: [
      ["BKM-001", 1],
      ["STK-004", 3],
    ],
  },
  { who: "emma", status: "delivered", daysAgo: 149, lines: [["STN-001", 1]] },
  {
    who: "june",
    status: "delivered",
    daysAgo: 141,
    lines: [
      ["GRC-009", 1],
      ["GRC-002", 2],
    ],
  },
  {
    who: "priya",
    status: "delivered",
    daysAgo: 133,
    lines: [
      ["STK-007", 1],
      ["STK-008", 1],
    ],
  },
  { who: "rosa", status: "cancelled", daysAgo: 128, lines: [["STN-002", 1]] },
  {
    who: "sam",
    status: "delivered",
    daysAgo: 120,
    lines: [
      ["BKM-006", 1],
      ["BKM-007", 1],
    ],
  },
  { who: "lukas", status: "delivered", daysAgo: 112, lines: [["STK-010", 1]] },
  { who: "grace", status: "refunded", daysAgo: 104, lines: [["TOT-003", 1]] },
  { who: "noah", status: "delivered", daysAgo: 97, lines: [["STN-006", 2]] },
  {
    who: "aiko",
    status: "delivered",
    daysAgo: 89,
    lines: [
      ["GRC-003", 1],
      ["GRC-004", 1],
    ],
  },
  { who: "june", status: "delivered", daysAgo: 84, lines: [["STK-005", 4]] },
  { who: "maya", status: "delivered", daysAgo: 77, lines: [["BKM-002", 1]], code: "WELCOME10" },
  {
    who: "ben",
    status: "delivered",
    daysAgo: 70,
    lines: [
      ["STN-008", 1],
      ["STK-001", 1],
    ],
  },
  { who: "tom", status: "delivered", daysAgo: 63, lines: [["GRC-006", 3]] },
  { who: "emma", status: "delivered", daysAgo: 58, lines: [["TOT-004", 1]] },
  {
    who: "hana",
    status: "delivered",
    daysAgo: 51,
    lines: [
      ["STK-011", 1],
      ["STK-012", 1],
    ],
  },
  { who: "chloe", status: "delivered", daysAgo: 45, lines: [["STN-009", 1]], code: "WELCOME10" },
  { who: "leo", status: "cancelled", daysAgo: 40, lines: [["BKM-008", 1]] },
  { who: "oliver", status: "delivered", daysAgo: 36, lines: [["GRC-008", 2]] },
  { who: "noah", status: "delivered", daysAgo: 31, lines: [["STN-003", 1]] },
  {
    who: "june",
    status: "delivered",
    daysAgo: 27,
    lines: [
      ["BKM-001", 1],
      ["BKM-006", 1],
    ],
  },
  { who: "priya", status: "refunded", daysAgo: 23, lines: [["STN-009", 1]] },
  {
    who: "sam",
    status: "delivered",
    daysAgo: 20,
    lines: [
      ["STK-013", 1],
      ["STK-004", 2],
    ],
  },
  { who: "rosa", status: "delivered", daysAgo: 17, lines: [["GRC-010", 1]], code: "WELCOME10" },
  { who: "ben", status: "shipped", daysAgo: 14, lines: [["TOT-002", 1]], code: "POSTFREE" },
  { who: "maya", status: "shipped", daysAgo: 11, lines: [["STK-009", 1]] },
  {
    who: "june",
    status: "shipped",
    daysAgo: 9,
    lines: [
      ["STN-007", 1],
      ["GRC-001", 1],
    ],
  },
  { who: "grace", status: "shipped", daysAgo: 7, lines: [["STK-006", 2]], code: "WELCOME10" },
  { who: "tom", status: "cancelled", daysAgo: 6, lines: [["STK-008", 1]] },
  { who: "emma", status: "shipped", daysAgo: 5, lines: [["BKM-007", 1]] },
  {
    who: "leo",
    status: "shipped",
    daysAgo: 4,
    lines: [
      ["GRC-002", 1],
      ["GRC-003", 1],
    ],
  },
  { who: "hana", status: "processing", daysAgo: 3, lines: [["STN-005", 1]] },
  { who: "noah", status: "processing", daysAgo: 2, lines: [["TOT-005", 1]] },
  {
    who: "sam",
    status: "paid",
    daysAgo: 1,
    lines: [
      ["STK-002", 1],
      ["STK-005", 2],
    ],
  },
  { who: "tom", status: "paid", daysAgo: 0.5, lines: [["GRC-009", 1]] },
  { who: "oliver", status: "paid", daysAgo: 0.01, lines: [["BKM-002", 1]] },
  { who: "rosa", status: "pending_payment", daysAgo: 0.001, lines: [["TOT-001", 1]] },
];
