import { FormAlert } from "#app/components/account/form-alert.tsx";
import type { FormAnswer } from "./answer.ts";

/** What an action answered, above its form: a notice when done, an alert when refused. */
export function AnswerAlert({ answer }: { answer: FormAnswer | undefined }) {
  if (!answer?.message) return null;
  return answer.ok ? (
    <FormAlert tone="notice">{answer.message}</FormAlert>
  ) : (
    <FormAlert>{answer.message}</FormAlert>
  );
}
