import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { pageRequestGuard } from "#server/http/page-requests.ts";

/** A page as React Router runs it: its action reads the body as a form, which may throw. */
const app = new Hono();
app.all("*", pageRequestGuard(), async (c) => {
  if (c.req.method === "POST") await c.req.raw.formData();
  return c.text("page");
});

const request = (path: string, init?: RequestInit) => app.request(path, init);

describe("requests no page can answer are refused before React Router", () => {
  it("an address that does not decode: 400", async () => {
    for (const path of ["/assets/%c0%ae%c0%ae", "/uploads/%ED%A0%80", "/stickers/%", "/%E0%A4%A"]) {
      expect((await request(path)).status, path).toBe(400);
    }
  });

  it("an address or a query parameter holding a NUL: 400", async () => {
    for (const path of [
      "/blog/a%00b",
      "/%00",
      "/search?q=%00",
      "/studio/audit?before=1%00",
      "/?%00=1",
    ]) {
      expect((await request(path)).status, path).toBe(400);
    }
    expect((await request("/search?q=100%25+off&a=%ZZ")).status).toBe(200);
  });

  it("a method pages do not take: 405, naming those they do", async () => {
    for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "PURGE"]) {
      const response = await request("/cart", { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    }
  });

  it("a POST whose body is not a form: 415, or 400 when it claims to be one and is not", async () => {
    const json = await request("/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"email":',
    });
    expect(json.status).toBe(415);
    const untyped = await request("/login", { method: "POST", body: new Blob(["a=1"]) });
    expect(untyped.status).toBe(415);
    const broken = await request("/login", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=nothere" },
      body: "--elsewhere\r\nnot a part\r\n",
    });
    expect(broken.status).toBe(400);
    expect(await broken.text()).not.toMatch(/Error|at /);
  });

  it("pages and their forms pass, the form still readable by the action", async () => {
    expect(await (await request("/stickers?page=2")).text()).toBe("page");
    expect((await request("/stickers", { method: "HEAD" })).status).toBe(200);
    const form = await request("/login", { method: "POST", body: new URLSearchParams({ a: "1" }) });
    expect(await form.text()).toBe("page");
    const multipart = new FormData();
    multipart.set("title", "Sleepy cats");
    const upload = await request("/studio/products/new", { method: "POST", body: multipart });
    expect(await upload.text()).toBe("page");
  });
});
