import { data } from "react-router";
import { AppError, statusOf } from "#server/errors.ts";
import type { FormAnswer } from "./answer.ts";

/**
 * Runs a studio action's work and shapes its answer: the message the work gives on success; an AppError becomes
 * its message and field errors with the typed values and the error's status, so the form is
 * shown again as it was sent (also without JavaScript). Anything else is a real failure.
 */
export async function answerForm(
  intent: string,
  values: Record<string, unknown>,
  work: () => Promise<string>,
) {
  try {
    const message = await work();
    return { ok: true, intent, message } satisfies FormAnswer as FormAnswer;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const answer: FormAnswer = {
      ok: false,
      intent,
      message: error.message,
      errors: error.details ?? {},
      values,
    };
    return data(answer, statusOf(error));
  }
}
