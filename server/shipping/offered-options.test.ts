import { describe, expect, it } from "vitest";
import { promisedDays } from "./delivery-time.ts";
import { cheapestOption, fastestOption, optionNamed } from "./offered-options.ts";

const letter = {
  methodId: 1,
  name: "Letter mail, untracked",
  description: "In an envelope with a stamp: 2–5 days in the USA, 1–3 weeks abroad. No tracking.",
  priceCents: 150,
};
const tracked = {
  methodId: 2,
  name: "Tracked parcel",
  description: "Tracked to the door: 2–4 days in the USA, 1–2 weeks abroad.",
  priceCents: 550,
};
const courier = {
  methodId: 3,
  name: "Courier",
  description: "1-2 business days",
  priceCents: 1900,
};

describe("promisedDays", () => {
  it("reads the longest delivery a description promises, in days", () => {
    expect(promisedDays(letter.description)).toBe(21);
    expect(promisedDays(tracked.description)).toBe(14);
    expect(promisedDays("1 to 3 weeks")).toBe(21);
    expect(promisedDays("Within 48 hours")).toBe(2);
    expect(promisedDays("3 days")).toBe(3);
    expect(promisedDays("Next-day delivery, order by noon")).toBe(1);
    expect(promisedDays("In an envelope, no tracking")).toBeNull();
    expect(promisedDays("")).toBeNull();
  });
});

describe("the options spec §3's standard and express name", () => {
  it("takes the cheapest for standard and the fastest for express", () => {
    const options = [letter, tracked, courier];
    expect(optionNamed(options, "standard")).toBe(letter);
    expect(optionNamed(options, "express")).toBe(courier);
    expect(optionNamed([letter, tracked], "express")).toBe(tracked);
  });

  it("gives the cheaper of two equally fast, and counts a method naming no time as the slowest", () => {
    const dearTwin = { ...tracked, methodId: 4, priceCents: 900 };
    expect(fastestOption([dearTwin, tracked])).toBe(tracked);
    const silent = { ...courier, methodId: 5, description: "By courier" };
    expect(fastestOption([silent, letter])).toBe(letter);
    const silentCheap = { ...silent, methodId: 6, priceCents: 100 };
    expect(fastestOption([silent, silentCheap])).toBe(silentCheap);
  });

  it("names the one option for both, and none when nothing is offered", () => {
    expect(optionNamed([tracked], "standard")).toBe(tracked);
    expect(optionNamed([tracked], "express")).toBe(tracked);
    expect(optionNamed([], "express")).toBeUndefined();
    expect(cheapestOption([])).toBeUndefined();
  });
});
