import { FormAlert } from "#app/forms/form-alert.tsx";
import type { FormReply } from "#app/forms/form-reply.ts";

/** What an action replied, above its form: a notice when done, an alert when refused. */
export function ReplyAlert({ reply }: { reply: FormReply | undefined }) {
  if (!reply?.message) return null;
  return reply.ok ? (
    <FormAlert tone="notice">{reply.message}</FormAlert>
  ) : (
    <FormAlert>{reply.message}</FormAlert>
  );
}
