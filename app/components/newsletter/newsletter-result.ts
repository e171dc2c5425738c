import type { FormReply } from "#app/forms/form-reply.ts";

/** What the newsletter action answers, to the footer's fetcher or as a page without JavaScript. */
export type NewsletterReply = FormReply<{
  status: "subscribed" | "already-subscribed";
  message: string;
}>;
