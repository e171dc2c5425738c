import { data, isRouteErrorResponse } from "react-router";
import type { FormRefusal } from "./form-reply.ts";

/** A form's own words for a failure nobody foresaw (spec §8), and which of a page's forms it is. */
export interface FormFallback {
  intent?: string;
  message: string;
}

/**
 * The refusal that answers a failure nobody foresaw: the form's own words (none: the page's),
 * never the error's, and what was typed.
 */
export function unforeseenRefusal(answer: {
  intent?: string;
  message?: string;
  values?: Record<string, unknown>;
}): FormRefusal {
  return {
    ok: false,
    intent: answer.intent,
    message: answer.message,
    errors: {},
    values: answer.values,
  };
}

/**
 * The body of a route's `clientAction` for forms with a fallback. The server's action answers
 * a failure in the form's operation itself (`whenFailed`); what it cannot answer (it failed
 * before the operation, or the request never reached it) is logged to the console and answered
 * here with the same words, status 500 so the page's data is not reloaded, instead of the
 * route's error page. Redirects and 4xx responses thrown on purpose go on as before, and so does
 * everything for a form without a fallback (another of the page's forms).
 */
export async function sendWithFallback<Reply>(
  serverAction: () => Promise<Reply>,
  fallback: FormFallback | undefined,
) {
  if (!fallback) return serverAction();
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isRouteErrorResponse(error) && error.status < 500) throw error;
    console.error("The form was not answered:", error);
    return data(unforeseenRefusal(fallback), { status: 500 });
  }
}
