import { Transform } from "node:stream";

/**
 * The bandwidth every download of this server shares, in bytes a second. A buyer's connection
 * paces a download on a real host; over a fast link (or loopback) nothing would, and ten
 * downloads would push bytes as fast as the event loop turns, holding up every page and every
 * database answer behind them. Sharing one budget keeps pages fast whatever runs, and the
 * host's bandwidth bill within what the maker chose.
 */
export class DownloadBandwidth {
  /** When (performance.now()) the bytes handed out so far have all been sent at the rate. */
  private sentUntil = 0;

  constructor(
    private readonly bytesPerSecond: number,
    /** Bytes may go out ahead of the rate by this long (a burst, after a quiet moment). */
    private readonly burstMs = 100,
  ) {}

  /** How long to hold back `bytes` so that all downloads together keep to the rate. */
  delayFor(bytes: number) {
    const now = performance.now();
    this.sentUntil = Math.max(this.sentUntil, now) + (bytes / this.bytesPerSecond) * 1000;
    return Math.max(0, this.sentUntil - now - this.burstMs);
  }

  /** A stream that passes a download's bytes on at the shared rate. */
  paced() {
    return new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        const wait = this.delayFor(chunk.length);
        if (wait <= 0) done(null, chunk);
        else setTimeout(() => done(null, chunk), wait);
      },
    });
  }
}
