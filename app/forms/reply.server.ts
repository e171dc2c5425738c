import { data, redirect } from "react-router";
import { AppError, statusOf } from "#server/lib/errors.ts";
import { unforeseenRefusal } from "./fallback.ts";
import type { FormRefusal } from "./form-reply.ts";

interface RefusalContext {
  intent?: string;
  /** What was typed, to fill the form again. */
  values?: Record<string, unknown>;
  /** Cookies that go with the answer, a refusal included (a session begun on the way). */
  headers?: HeadersInit;
  /** Where the form names the domain's fields under a group (shippingAddress.city). */
  fieldsUnder?: string;
  /**
   * For a form whose page explains even an unexpected failure (spec §8): the failure is
   * logged and answered 500 with `message` (none: the page's own words) instead of thrown.
   * With scripts, the route's `clientAction` (`sendWithFallback`) says the same words when the
   * failure comes before the operation or the request never arrives.
   */
  whenFailed?: { log: (error: unknown) => void; message?: string };
}

/** A form's text fields; files and repeated names are left to the action that wants them. */
export function formText(formData: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  return fields;
}

/**
 * The refused reply for an expected failure: the AppError's message, its details as field
 * messages, the typed values, and the status its code gives. Anything but an AppError is a
 * real failure and is thrown on (a redirect Response too), unless the form asked for
 * `whenFailed`.
 */
export function refusal(error: unknown, context: RefusalContext = {}) {
  if (!(error instanceof AppError)) return failure(error, context);
  const { field, alertTitle, ...details } = error.details ?? {};
  // A domain refusal may name the one field it is about (`field`) instead of a message each.
  const errors = field ? { ...details, [field]: error.message } : details;
  const prefix = context.fieldsUnder ? `${context.fieldsUnder}.` : "";
  const reply: FormRefusal = {
    ok: false,
    intent: context.intent,
    message: error.message || undefined,
    title: alertTitle,
    errors: Object.fromEntries(Object.entries(errors).map(([key, text]) => [prefix + key, text])),
    values: context.values,
  };
  return data(reply, { status: statusOf(error), headers: context.headers });
}

/**
 * Runs a form's operation and answers with what it returns; an AppError on the way (bad
 * input from `parseInput`, or a domain refusal) becomes the refused reply. This is the one
 * place a page turns an AppError into an answer.
 */
export async function replyTo<Done>(context: RefusalContext, work: () => Promise<Done>) {
  try {
    return await work();
  } catch (error) {
    return refusal(error, context);
  }
}

/**
 * Success: a form posted without JavaScript goes on to `location` (303); a fetcher, which
 * says so with `via=fetch`, gets `reply` and stays on the page. `headers` (cookies) go with
 * either.
 */
export function doneReply<Reply>(
  fields: Record<string, FormDataEntryValue | undefined>,
  location: string,
  reply: Reply,
  headers?: HeadersInit,
) {
  if (fields.via !== "fetch") throw redirect(location, { status: 303, headers });
  return data(reply, { headers });
}

function failure(error: unknown, context: RefusalContext) {
  if (!context.whenFailed || error instanceof Response) throw error;
  context.whenFailed.log(error);
  const { intent, values } = context;
  const reply = unforeseenRefusal({ intent, values, message: context.whenFailed.message });
  return data(reply, { status: 500, headers: context.headers });
}
