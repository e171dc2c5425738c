import type { FormResult } from "#app/components/account/form-result.ts";

/** What the newsletter action answers, to the footer's fetcher or as a page without JavaScript. */
export type NewsletterResult = FormResult<{
  ok: true;
  status: "subscribed" | "already-subscribed";
  message: string;
}>;
