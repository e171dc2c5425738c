import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { readJsonBody } from "#server/http/api/json-body.ts";

const app = new Hono();
app.post("/", async (c) => c.json({ body: await readJsonBody(c) }));
app.onError((error, c) => c.text(error.name, error instanceof SyntaxError ? 400 : 500));

const post = (body: string) => app.request("/", { method: "POST", body });

describe("a JSON body", () => {
  it("is read as it is sent, surrogate pairs included", async () => {
    const answer = await post('{"name":"Ana \\ud83d\\ude42","lines":[{"q":1}]}');
    expect(await answer.json()).toEqual({ body: { name: "Ana 🙂", lines: [{ q: 1 }] } });
  });

  it("with a lone surrogate anywhere, in a value or a key, is malformed: 400", async () => {
    for (const body of ['{"a":"\\ud800"}', '{"a":["x",{"b":"\\udfff"}]}', '{"\\ud800":1}']) {
      expect((await post(body)).status, body).toBe(400);
    }
  });

  it("nested a hundred thousand deep is read without overflowing the stack", async () => {
    const deep = `${"[".repeat(100_000)}"\\ud800"${"]".repeat(100_000)}`;
    const answer = await post(deep);
    expect(answer.status).toBe(400);
  });
});
