/** What a studio form's action answers: what was done, or why not with the typed values. */
export type FormAnswer =
  | { ok: true; intent: string; message: string }
  | {
      ok: false;
      intent: string;
      message: string;
      /** Messages by field name (socialLinks.0.url for rows). */
      errors: Record<string, string>;
      values: Record<string, unknown>;
    };

/** The action's answer when it was for this intent (the page has several forms). */
export function answerTo(answer: FormAnswer | undefined, intent: string) {
  return answer?.intent === intent ? answer : undefined;
}

/** A field's message from a refused answer. */
export function errorOf(answer: FormAnswer | undefined, field: string) {
  return answer && !answer.ok ? answer.errors[field] : undefined;
}

/** The value typed in a refused answer, else the stored one. */
export function typedOr(answer: FormAnswer | undefined, field: string, stored: string) {
  const typed = answer && !answer.ok ? answer.values[field] : undefined;
  return typeof typed === "string" ? typed : stored;
}
