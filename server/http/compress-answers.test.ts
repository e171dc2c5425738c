import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compressAnswers } from "#server/http/compress-answers.ts";
import type { HttpEnv } from "#server/http/types.ts";

const page = `<!doctype html><html><body>${"<p>Washi tape, twelve rolls.</p>".repeat(200)}</body></html>`;
const csv = `sku,title\n${"W-1,Washi tape\n".repeat(500)}`;

function createApp() {
  const app = new Hono<HttpEnv>();
  app.use(compressAnswers());
  app.get("/page", (c) => c.html(page));
  app.get("/tiny", (c) => c.html("<p>Hi</p>"));
  app.get("/api", (c) => c.json({ rows: Array.from({ length: 200 }, (_, id) => ({ id })) }));
  app.get("/export.csv", (c) => c.body(csv, 200, { "content-type": "text/csv" }));
  app.get("/no-transform", (c) => c.html(page, 200, { "cache-control": "no-transform" }));
  app.get("/encoded", (c) =>
    c.body("already", 200, { "content-type": "text/html", "content-encoding": "br" }),
  );
  return app;
}

const get = (path: string, acceptEncoding?: string, method = "GET") =>
  createApp().request(path, {
    method,
    headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
  });

async function bytesOf(response: Response) {
  return Buffer.from(await response.arrayBuffer());
}

describe("compressing answers", () => {
  it("sends a page whole in Brotli to a browser that takes it, in whatever order it lists it", async () => {
    for (const accepted of ["gzip, deflate, br, zstd", "br", "br;q=0.8, gzip;q=0.8"]) {
      const response = await get("/page", accepted);
      expect(response.headers.get("content-encoding"), accepted).toBe("br");
      const body = await bytesOf(response);
      expect(response.headers.get("content-length")).toBe(String(body.length));
      expect(body.length).toBeLessThan(page.length / 10);
      expect(brotliDecompressSync(body).toString()).toBe(page);
      expect(response.headers.get("vary")).toContain("Accept-Encoding");
    }
  });

  it("sends gzip where the browser prefers it or refuses Brotli", async () => {
    for (const accepted of ["gzip, deflate", "gzip;q=1, br;q=0.5", "br;q=0, gzip"]) {
      const response = await get("/page", accepted);
      expect(response.headers.get("content-encoding"), accepted).toBe("gzip");
      expect(gunzipSync(await bytesOf(response)).toString()).toBe(page);
    }
  });

  it("sends a JSON answer compressed too", async () => {
    const response = await get("/api", "gzip, br");
    expect(response.headers.get("content-encoding")).toBe("br");
    const rows = JSON.parse(brotliDecompressSync(await bytesOf(response)).toString()).rows;
    expect(rows).toHaveLength(200);
  });

  it("sends the page as it is to a client that accepts no compression, with its length", async () => {
    for (const accepted of [undefined, "identity", "br;q=0, gzip;q=0"]) {
      const response = await get("/page", accepted);
      expect(response.headers.get("content-encoding"), accepted).toBeNull();
      expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(page)));
      expect(await response.text()).toBe(page);
    }
  });

  it("leaves a small page, a HEAD, an answer that says no-transform and an encoded one alone", async () => {
    const tiny = await get("/tiny", "br");
    expect(tiny.headers.get("content-encoding")).toBeNull();
    expect(await tiny.text()).toBe("<p>Hi</p>");
    expect((await get("/page", "br", "HEAD")).headers.get("content-encoding")).toBeNull();
    const untransformed = await get("/no-transform", "br, gzip");
    expect(untransformed.headers.get("content-encoding")).toBeNull();
    expect(await untransformed.text()).toBe(page);
    const encoded = await get("/encoded", "br, gzip");
    expect(encoded.headers.get("content-encoding")).toBe("br");
    expect(await encoded.text()).toBe("already");
  });

  it("compresses an export as it streams, with gzip", async () => {
    const response = await get("/export.csv", "gzip, br");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-length")).toBeNull();
    expect(gunzipSync(await bytesOf(response)).toString()).toBe(csv);
  });
});
