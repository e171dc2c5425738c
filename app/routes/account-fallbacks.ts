/**
 * What My Details and Email Preferences say when something nobody foresaw fails (spec §8), for
 * the account action (account-actions.server.ts) and the page's clientAction alike. Beside the
 * route rather than with the components: only the account page's script carries them.
 */
import type { AccountIntent } from "#app/components/account/account-data.ts";
import type { FormFallback } from "#app/forms/fallback.ts";

export const accountFormFailed = {
  details: "Failed to save details. Please try again.",
  preferences: "Failed to update preferences. Please try again.",
} satisfies Partial<Record<AccountIntent, string>>;

/** The fallback of the account screen's form `intent`; none for a form without words for it. */
export function accountFormFallback(intent: unknown): FormFallback | undefined {
  if (typeof intent !== "string" || !Object.hasOwn(accountFormFailed, intent)) return undefined;
  return { intent, message: accountFormFailed[intent as keyof typeof accountFormFailed] };
}
