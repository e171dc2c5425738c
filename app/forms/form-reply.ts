/**
 * The one answer every form action gives (docs/decisions/016-one-form-protocol.md): done, with
 * what the page needs to say so, or refused, with a message for the whole form, one message
 * per field (by the field's name, dotted for nested fields: shippingAddress.city) and what was
 * typed, so the form is shown again as it was sent, with or without JavaScript.
 */
export interface FormRefusal {
  ok: false;
  /** Which of a page's forms was sent, where a page has several. */
  intent?: string;
  /** A message about the whole form; none when the fields' own messages say it all. */
  message?: string;
  /** The alert's title, where the refusal has one of its own ('Invalid Cart Combination'). */
  title?: string;
  errors: Record<string, string>;
  values?: Record<string, unknown>;
}

export type FormReply<Done extends object = object> =
  | ({ ok: true; intent?: string; message?: string } & Done)
  | FormRefusal;

/** The reply when it answers this form (a page with several forms tells them by intent). */
export function replyFor<Reply extends { intent?: string }>(
  reply: Reply | undefined,
  intent: string,
) {
  return reply?.intent === intent ? reply : undefined;
}

/** The refusal in a reply, or nothing when the form was accepted or not sent. */
export function refusalOf(reply: unknown): FormRefusal | undefined {
  if (reply && typeof reply === "object" && (reply as { ok?: unknown }).ok === false) {
    return reply as FormRefusal;
  }
  return undefined;
}

/** A field's message in a refused reply. */
export function errorOf(reply: unknown, field: string): string | undefined {
  return refusalOf(reply)?.errors[field];
}

/** The field messages of a reply, or none. */
export function errorsOf(reply: unknown): Record<string, string> {
  return refusalOf(reply)?.errors ?? {};
}

/** What was typed into a field of a refused reply, else the stored value. */
export function typedOr(reply: unknown, field: string, stored: string): string {
  const typed = refusalOf(reply)?.values?.[field];
  return typeof typed === "string" ? typed : stored;
}

/** The text typed into a refused form, field by field, or nothing when it was not refused. */
export function typedValues(reply: unknown): Record<string, string> | undefined {
  const values = refusalOf(reply)?.values;
  if (!values) return undefined;
  const entries = Object.entries(values).filter(([, value]) => typeof value === "string");
  return Object.fromEntries(entries) as Record<string, string>;
}
