import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { DownloadBandwidth } from "#server/downloads/download-bandwidth.ts";

describe("the downloads' shared bandwidth", () => {
  it("lets a burst go at once, then holds bytes back to the rate", () => {
    const bandwidth = new DownloadBandwidth(1_000, 100);
    bandwidth.paced("ana");
    expect(bandwidth.delayFor("ana", 100)).toBeLessThan(1);
    // 100 bytes are out (100 ms at 1,000 bytes a second); 1,000 more are due a second later.
    expect(bandwidth.delayFor("ana", 1_000)).toBeGreaterThan(990);
    expect(bandwidth.delayFor("ana", 1_000)).toBeLessThanOrEqual(2_000);
  });

  it("is one budget for a client's downloads: its second download waits behind its first", () => {
    const bandwidth = new DownloadBandwidth(10_000, 0);
    bandwidth.paced("ana");
    bandwidth.paced("ana");
    const first = bandwidth.delayFor("ana", 5_000);
    const second = bandwidth.delayFor("ana", 5_000);
    expect(first).toBeGreaterThan(490);
    expect(second - first).toBeGreaterThan(490);
  });

  it("gives clients equal parts, and less to one that opens many downloads at once", () => {
    const bandwidth = new DownloadBandwidth(10_000, 0);
    for (let greedy = 0; greedy < 40; greedy += 1) bandwidth.paced("greedy");
    bandwidth.paced("buyer");
    bandwidth.paced("reader");
    expect(bandwidth.clientCount).toBe(3);
    // Weights 0.1 (40 downloads), 1 and 1: the buyer's 5,000 bytes go at 10,000 × 1/2.1.
    const buyerWait = bandwidth.delayFor("buyer", 5_000);
    expect(buyerWait).toBeGreaterThan(1_040);
    expect(buyerWait).toBeLessThan(1_060);
    expect(bandwidth.delayFor("reader", 5_000)).toBeCloseTo(buyerWait, -1);
    // The greedy client's forty share 10,000 × 0.1/2.1: 5,000 bytes take 10.5 s.
    expect(bandwidth.delayFor("greedy", 5_000)).toBeGreaterThan(10_400);
  });

  it("gives a client alone the whole rate, however many downloads it opens", () => {
    const bandwidth = new DownloadBandwidth(10_000, 0);
    for (let download = 0; download < 40; download += 1) bandwidth.paced("alone");
    expect(bandwidth.delayFor("alone", 5_000)).toBeLessThan(510);
  });

  it("forgets a client once its last download closes", async () => {
    const bandwidth = new DownloadBandwidth(100_000, 100);
    const paced = Readable.from([Buffer.alloc(10)]).pipe(bandwidth.paced("ana"));
    expect(bandwidth.clientCount).toBe(1);
    await buffer(paced);
    await new Promise((resolve) => setImmediate(resolve));
    expect(bandwidth.clientCount).toBe(0);
    expect(() => bandwidth.delayFor("ana", 1)).toThrow();
  });

  it("passes every byte on, in order, at the rate", async () => {
    const bytes = Buffer.from(Array.from({ length: 40_000 }, (_, n) => n % 251));
    const chunks = Array.from({ length: 8 }, (_, n) => bytes.subarray(n * 5_000, (n + 1) * 5_000));
    const started = performance.now();
    // 40,000 bytes at 100,000 a second, 100 ms of them at once: about 300 ms.
    const paced = Readable.from(chunks).pipe(new DownloadBandwidth(100_000, 100).paced("ana"));
    expect(Buffer.compare(await buffer(paced), bytes)).toBe(0);
    expect(performance.now() - started).toBeGreaterThan(250);
  });
});
