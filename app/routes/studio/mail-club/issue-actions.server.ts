/**
 * The issue page's forms: its title and notes, 'Freeze now' and 'Mark mailed'. Each calls one
 * studio operation (which writes the audit log) and replies to the page with what happened.
 */
import type { RouterContextProvider } from "react-router";
import { replyTo } from "#app/forms/reply.server.ts";
import { shopClock } from "#app/server/shop-time.server.ts";
import { appContext } from "#server/context.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { withoutCountryMessage } from "#server/mail-club/issues/issue-messages.ts";
import { freezeIssueNow } from "#server/mail-club/studio/freeze-issue-now.ts";
import { markMailedFromStudio } from "#server/mail-club/studio/mark-mailed-from-studio.ts";
import { updateIssueDetails } from "#server/mail-club/studio/update-issue-details.ts";

export async function issueAction(
  context: Readonly<RouterContextProvider>,
  account: StudioAccount,
  issueId: number,
  form: Record<string, string>,
) {
  const { db, config } = context.get(appContext);
  const clock = await shopClock(context);
  const { intent } = form;
  const done = (message: string) => ({ ok: true as const, intent, message });
  return replyTo({ intent, values: form }, async () => {
    if (intent === "details") {
      await updateIssueDetails(db, account, issueId, form);
      return done("The title and notes are saved.");
    }
    if (intent === "freeze") {
      const { frozenNow, withoutCountry } = await freezeIssueNow(db, account, issueId, clock);
      if (!frozenNow) return done("The list had already been fixed.");
      const ask =
        withoutCountry.length > 0 ? ` ${withoutCountryMessage(withoutCountry.length)}` : "";
      return done(`The list is fixed.${ask}`);
    }
    if (intent === "mailed") {
      const { markedNow, queued } = await markMailedFromStudio(db, account, issueId, {
        ...clock,
        publicUrl: config.publicUrl,
      });
      return done(
        markedNow
          ? `Marked mailed. ${queued} 'on its way' e-mail${queued === 1 ? " is" : "s are"} on the way.`
          : "It had already been marked mailed; nobody was e-mailed again.",
      );
    }
    throw new AppError("bad_request", "Unknown action");
  });
}
