/** What an account form's action answers when it refuses or accepts what was sent. */
export type FormResult<Done = { ok: true }> =
  | {
      ok: false;
      /** Messages by field name (dotted for nested fields: shippingAddress.city). */
      errors: Record<string, string>;
      /** A message about the whole form. */
      message?: string;
      /** What was typed, to fill the form again after a post without JavaScript. */
      values?: Record<string, string>;
    }
  | Done;

/** The form's text fields as strings; files and repeated names are ignored. */
export function formText(formData: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  return fields;
}

/** The field errors of an answer, or none. */
export function errorsOf(result: unknown): Record<string, string> {
  if (result && typeof result === "object" && "errors" in result) {
    return (result as { errors: Record<string, string> }).errors;
  }
  return {};
}
