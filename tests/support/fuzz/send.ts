/**
 * Sends fuzz requests over raw HTTP (node:http, not fetch: fetch would normalize `..` in
 * paths and refuse odd methods), a bounded number at a time.
 */
import { type Agent, request } from "node:http";
import type { FuzzRequest } from "#tests/support/fuzz/requests.ts";

export interface FuzzAnswer {
  status: number;
  contentType: string;
  body: string;
}

const quietSockets = new WeakSet<object>();

/** Bodies are read this far: enough for any error page or message. */
const MAX_READ_BYTES = 512 * 1024;

/**
 * Sends once more, on a connection of its own, when a connection of the kept-alive pool was
 * reset (the server may close one after refusing a body unread): Node's documented race. It
 * is not always flagged as a reused socket: a reset was seen on a request the server had
 * logged answering (404). The second try never takes a connection from the pool, so a server
 * that hangs up on a connection of its own still fails.
 */
export async function send(origin: URL, fuzz: FuzzRequest, agent: Agent): Promise<FuzzAnswer> {
  try {
    return await sendOnce(origin, fuzz, agent);
  } catch (error) {
    if (!(error instanceof PooledSocketReset)) throw error;
    return sendOnce(origin, fuzz, false);
  }
}

class PooledSocketReset extends Error {}

function sendOnce(
  origin: URL,
  fuzz: FuzzRequest,
  agent: Agent | false,
  timeoutMs = 30_000,
): Promise<FuzzAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: origin.hostname,
        port: origin.port,
        method: fuzz.method,
        path: fuzz.path,
        headers: fuzz.body
          ? { ...fuzz.headers, "content-length": String(fuzz.body.length) }
          : fuzz.headers,
        agent,
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let read = 0;
        response.on("data", (chunk: Buffer) => {
          if (read < MAX_READ_BYTES) chunks.push(chunk);
          read += chunk.length;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers["content-type"] ?? ""),
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    // The server may answer (413) and close before a huge body is all written: the late
    // write error of a socket whose answer is in does not fail the request.
    outgoing.on("socket", (socket) => {
      if (quietSockets.has(socket)) return;
      quietSockets.add(socket);
      socket.on("error", () => {});
    });
    outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      const reset = error.code === "ECONNRESET" || error.message === "socket hang up";
      reject(agent && reset ? new PooledSocketReset(error.message) : error);
    });
    outgoing.end(fuzz.body);
  });
}

/** Runs `work` over `items` with at most `concurrency` in flight. */
export async function inPool<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
}
