import { createMiddleware } from "hono/factory";
import type { HttpEnv } from "#server/http/types.ts";

/** What pages take: reading them, and their forms' POSTs. */
const pageMethods = ["GET", "HEAD", "POST"];
const formTypes = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * Whether the address can be any page's: a path that decodes, and neither it nor a query
 * parameter holding a NUL, which no page's address has (and the database refuses in text).
 */
function isPageAddress(url: URL) {
  try {
    if (decodeURIComponent(url.pathname).includes("\0")) return false;
  } catch {
    return false;
  }
  return ![...url.searchParams].some(([name, value]) => `${name}${value}`.includes("\0"));
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
 * that does not decode or holds a NUL, a method pages do not take, a POST whose body is not a form. React
 * Router would answer them with a 500 (an action's `request.formData()` throws) or with an
 * error naming its route files.
 */
export function pageRequestGuard() {
  return createMiddleware<HttpEnv>(async (c, next) => {
    const refuse = (message: string, status: 400 | 405 | 415) => c.text(message, status);
    if (!isPageAddress(new URL(c.req.url))) {
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
