import type { Context } from "hono";

/**
 * The request's JSON body. A string holding a lone UTF-16 surrogate (`"\ud800"`) is not text:
 * it could be neither stored nor sent on, so it is refused as malformed JSON, as a syntax
 * error is (a 400, server/http/api.ts).
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const body: unknown = JSON.parse(await c.req.text());
  if (holdsLoneSurrogate(body)) {
    throw new SyntaxError("a string in the body is not well-formed Unicode");
  }
  return body;
}

/** Walked with a stack of its own: a body nested a million deep must not overflow the call stack. */
function holdsLoneSurrogate(value: unknown) {
  const left = [value];
  while (left.length > 0) {
    const item = left.pop();
    if (typeof item === "string" && !item.isWellFormed()) return true;
    if (item === null || typeof item !== "object") continue;
    for (const [key, child] of Object.entries(item)) {
      if (!key.isWellFormed()) return true;
      left.push(child);
    }
  }
  return false;
}
