// Buyers downloading a file through its signed link: one on the caller's thread (its bytes
// hashed, or its reading stalled a while), or several at once on a worker thread, so reading
// their bytes does not hold up what the caller times meanwhile. Each on its own connection,
// reading as fast as loopback gives the bytes, until the end or a time limit. Only 127.0.0.1.
import { createHash } from "node:crypto";
import http from "node:http";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";

/** What a browser asks with (the server must not compress a PDF or drop its length). */
const BROWSER = { accept: "*/*", "accept-encoding": "gzip, deflate, br" };

/**
 * GET `pathname` and read the whole body: status, bytes, ms, the SHA-256 when `hash`, and an
 * error when the deadline (a performance.now() time) or the connection cut it short. With
 * `stallMs` the client stops reading for that long after the first bytes; with `from`, the
 * visitor's address (X-Forwarded-For, which the bench's server trusts).
 */
export function download(port, pathname, { deadline, hash = false, stallMs = 0, from }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const digest = hash ? createHash("sha256") : null;
    let status = 0;
    let bytes = 0;
    const finish = (error) => {
      clearTimeout(timer);
      resolve({
        status,
        bytes,
        ms: performance.now() - started,
        sha256: digest?.digest("hex"),
        ...(error ? { error: error.message } : {}),
      });
    };
    const request = http.get(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        agent: false,
        headers: from ? { ...BROWSER, "x-forwarded-for": from } : BROWSER,
      },
      (res) => {
        status = res.statusCode;
        if (res.headers["content-encoding"]) {
          request.destroy(new Error(`compressed (${res.headers["content-encoding"]})`));
        }
        let stalled = stallMs === 0;
        res.on("data", (chunk) => {
          bytes += chunk.length;
          digest?.update(chunk);
          if (!stalled) {
            stalled = true;
            res.pause();
            setTimeout(() => res.resume(), stallMs);
          }
        });
        res.on("end", () => finish());
        res.on("error", finish);
      },
    );
    request.on("error", finish);
    const timer = setTimeout(
      () => request.destroy(new Error("time limit")),
      Math.max(0, deadline - performance.now()),
    );
  });
}

/**
 * Every path downloaded at once on a worker thread, within `timeLimitMs` (from one visitor
 * with `from`). `onStarted` is called once all the requests are sent; answers each download's
 * result.
 */
export function downloadAtOnce(port, paths, { timeLimitMs, from, onStarted = () => {} }) {
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { port, paths, timeLimitMs, from },
  });
  return new Promise((resolve, reject) => {
    // Past the limit and a grace period, the worker is ended whatever it is doing.
    const guard = setTimeout(() => {
      worker.terminate();
      reject(new Error("the downloads' worker outlived its time limit"));
    }, timeLimitMs + 5_000);
    worker.on("message", (message) => {
      if (message.started) return onStarted();
      clearTimeout(guard);
      resolve(message.results);
    });
    worker.on("error", (error) => {
      clearTimeout(guard);
      reject(error);
    });
  });
}

if (!isMainThread && workerData?.paths) {
  const { port, paths, timeLimitMs, from } = workerData;
  const deadline = performance.now() + timeLimitMs;
  const downloads = paths.map((pathname) => download(port, pathname, { deadline, from }));
  parentPort.postMessage({ started: true });
  parentPort.postMessage({ results: await Promise.all(downloads) });
}
