import type { Context } from "hono";
import type { HttpEnv } from "#server/http/types.ts";
import type { AppError } from "#server/lib/errors.ts";

/**
 * The API's answer to a refusal: `{ error: { code, message, details } }`. A domain refusal
 * that names the one field it is about gets its message under that field, by the name the
 * handler's body uses for it (`apiFieldName`); a refusal's own heading is its `title`; what a handler made on the way and the client
 * must keep (`refusalExtras`: a guest's new token) goes beside the error.
 */
export function apiRefusal(error: AppError, c: Context<HttpEnv>) {
  const { field, alertTitle, ...rest } = error.details ?? {};
  const named = field ? (c.get("apiFieldName")?.(field) ?? field) : undefined;
  const details = {
    ...rest,
    ...(named ? { [named]: error.message } : {}),
    ...(alertTitle ? { title: alertTitle } : {}),
  };
  const shown = Object.keys(details).length > 0 ? details : undefined;
  return {
    error: { code: error.code, message: error.message, details: shown },
    ...c.get("refusalExtras"),
  };
}
