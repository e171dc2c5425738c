import { Transform } from "node:stream";

interface Client {
  /** Its downloads under way. */
  downloads: number;
  /** When (performance.now()) the bytes handed to it so far have all been sent at its rate. */
  sentUntil: number;
}

/** Downloads at once a client may open at its full weight: a browser opens up to six. */
const FAIR_DOWNLOADS = 4;

/** A client's weight: whole up to FAIR_DOWNLOADS at once, smaller the more it opens beyond. */
const weightOf = (downloads: number) => Math.min(1, FAIR_DOWNLOADS / downloads);

/**
 * The bandwidth every download of this server shares, in bytes a second, shared fairly: each
 * client downloading (a visitor, server/http/client-address.ts) gets a part of it by its
 * weight, however many downloads it opens, and one that opens many at once weighs less. So
 * forty parallel downloads from one client leave another buyer most of the budget rather than
 * a place at the back of one queue, and a client alone still gets all of it. A buyer's connection
 * paces a download on a real host; over a fast link (or loopback) nothing would, and ten
 * downloads would push bytes as fast as the event loop turns, holding up every page and every
 * database answer behind them. The budget keeps pages fast whatever runs, and the host's
 * bandwidth bill within what the maker chose.
 */
export class DownloadBandwidth {
  private readonly clients = new Map<string, Client>();
  /** The clients' weights added up. */
  private totalWeight = 0;

  constructor(
    private readonly bytesPerSecond: number,
    /** Bytes may go out ahead of the rate by this long (a burst, after a quiet moment). */
    private readonly burstMs = 100,
  ) {}

  /**
   * How long to hold back `bytes` of a download of `client` (one with a paced download open),
   * so every client keeps to its part.
   */
  delayFor(client: string, bytes: number) {
    const state = this.clients.get(client);
    if (!state) throw new Error(`no download of ${client} is under way`);
    const rate = (this.bytesPerSecond * weightOf(state.downloads)) / this.totalWeight;
    const now = performance.now();
    state.sentUntil = Math.max(state.sentUntil, now) + (bytes / rate) * 1000;
    return Math.max(0, state.sentUntil - now - this.burstMs);
  }

  /** A stream that passes a download's bytes on at its client's part of the rate. */
  paced(client: string) {
    const state = this.open(client);
    this.count(state, +1);
    const stream = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        const wait = this.delayFor(client, chunk.length);
        if (wait <= 0) done(null, chunk);
        else setTimeout(() => done(null, chunk), wait);
      },
    });
    stream.once("close", () => {
      this.count(state, -1);
      if (state.downloads === 0) this.clients.delete(client);
    });
    return stream;
  }

  /** The clients downloading now. */
  get clientCount() {
    return this.clients.size;
  }

  private count(state: Client, change: 1 | -1) {
    if (state.downloads > 0) this.totalWeight -= weightOf(state.downloads);
    state.downloads += change;
    if (state.downloads > 0) this.totalWeight += weightOf(state.downloads);
  }

  private open(client: string) {
    let state = this.clients.get(client);
    if (!state) {
      state = { downloads: 0, sentUntil: 0 };
      this.clients.set(client, state);
    }
    return state;
  }
}
