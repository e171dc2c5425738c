import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { DownloadBandwidth } from "#server/downloads/download-bandwidth.ts";

describe("the downloads' shared bandwidth", () => {
  it("lets a burst go at once, then holds bytes back to the rate", () => {
    const bandwidth = new DownloadBandwidth(1_000, 100);
    expect(bandwidth.delayFor(100)).toBe(0);
    // 100 bytes are out (100 ms at 1,000 bytes a second); 1,000 more are due a second later.
    expect(bandwidth.delayFor(1_000)).toBeGreaterThan(990);
    expect(bandwidth.delayFor(1_000)).toBeLessThanOrEqual(2_000);
  });

  it("is one budget for every download: a second download waits behind the first", () => {
    const bandwidth = new DownloadBandwidth(10_000, 0);
    const first = bandwidth.delayFor(5_000);
    const second = bandwidth.delayFor(5_000);
    expect(first).toBeGreaterThan(490);
    expect(second - first).toBeGreaterThan(490);
  });

  it("passes every byte on, in order, at the rate", async () => {
    const bytes = Buffer.from(Array.from({ length: 40_000 }, (_, n) => n % 251));
    const chunks = Array.from({ length: 8 }, (_, n) => bytes.subarray(n * 5_000, (n + 1) * 5_000));
    const started = performance.now();
    // 40,000 bytes at 100,000 a second, 100 ms of them at once: about 300 ms.
    const paced = Readable.from(chunks).pipe(new DownloadBandwidth(100_000, 100).paced());
    expect(Buffer.compare(await buffer(paced), bytes)).toBe(0);
    expect(performance.now() - started).toBeGreaterThan(250);
  });
});
