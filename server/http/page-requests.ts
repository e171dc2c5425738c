import { createMiddleware } from "hono/factory";
import type { HttpEnv } from "#server/http/types.ts";

/** What pages take: reading them, and their forms' POSTs. */
const pageMethods = ["GET", "HEAD", "POST"];
const formTypes = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/** The path decoded, or undefined when it holds a malformed percent-encoding. */
function decodedPath(pathname: string) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/** Whether the body reads as a form; the original request's body is left unread. */
async function readsAsForm(request: Request) {
  try {
    await request.clone().formData();
    return true;
  } catch {
    return false;
  }
}

/**
 * Refuses, before React Router sees them, page requests no page can answer: an address
 * that does not decode, a method pages do not take, a POST whose body is not a form. React
 * Router would answer them with a 500 (an action's `request.formData()` throws) or with an
 * error naming its route files.
 */
export function pageRequestGuard() {
  return createMiddleware<HttpEnv>(async (c, next) => {
    const refuse = (message: string, status: 400 | 405 | 415) => c.text(message, status);
    if (decodedPath(new URL(c.req.url).pathname) === undefined) {
      return refuse("This address is not valid.", 400);
    }
    if (!pageMethods.includes(c.req.method)) {
      c.header("Allow", pageMethods.join(", "));
      return refuse("Pages are read with GET and their forms sent with POST.", 405);
    }
    if (c.req.method !== "POST") return next();
    if (!formTypes.test(c.req.header("content-type") ?? "")) {
      return refuse(
        "Forms are sent as application/x-www-form-urlencoded or multipart/form-data.",
        415,
      );
    }
    if (!(await readsAsForm(c.req.raw))) return refuse("This form could not be read.", 400);
    return next();
  });
}
