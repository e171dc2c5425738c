import { describe, expect, it } from "vitest";
import { formatPlaced, formatStatus, trackingUrl } from "#app/components/account/order-format.ts";

describe("order history formatting", () => {
  it("shows the date like 'Mar 5, 2025', or a dash when missing or invalid", () => {
    expect(formatPlaced(new Date("2025-03-05T12:00:00Z"), "UTC")).toBe("Mar 5, 2025");
    expect(formatPlaced("2025-12-31T23:00:00Z", "UTC")).toBe("Dec 31, 2025");
    for (const missing of [null, undefined, "", "not a date", new Date(Number.NaN)]) {
      expect(formatPlaced(missing, "UTC")).toBe("—");
    }
  });

  it("counts the day in the shop's time zone: 9 p.m. in New York is still that day", () => {
    const evening = "2026-11-06T02:00:00Z";
    expect(formatPlaced(evening, "America/New_York")).toBe("Nov 5, 2026");
    expect(formatPlaced(evening, "Europe/Berlin")).toBe("Nov 6, 2026");
  });

  it("turns statuses into capitalised words", () => {
    expect(formatStatus("pending_payment")).toBe("Pending Payment");
    expect(formatStatus("shipped")).toBe("Shipped");
    expect(formatStatus("on-HOLD")).toBe("On Hold");
  });

  it("links USPS, UPS and FedEx numbers to their tracking pages, nothing else", () => {
    expect(trackingUrl("USPS", "9400 1")).toBe(
      "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201",
    );
    expect(trackingUrl("UPS Ground", "1Z999")).toBe("https://www.ups.com/track?tracknum=1Z999");
    expect(trackingUrl("FedEx Express", "7777")).toBe(
      "https://www.fedex.com/fedextrack/?trknbr=7777",
    );
    expect(trackingUrl("Royal Mail", "RM1")).toBeNull();
    expect(trackingUrl("USPS", null)).toBeNull();
    expect(trackingUrl(null, "123")).toBeNull();
  });
});
