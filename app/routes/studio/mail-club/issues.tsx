import { IssuesTable } from "#app/components/studio/mail-club/issues-table.tsx";
import { mailClubTabs } from "#app/components/studio/studio-nav.ts";
import { StudioPage } from "#app/components/studio/studio-page.tsx";
import { StudioTabs } from "#app/components/studio/studio-tabs.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";
import { mailClubFormat } from "#app/routes/studio/mail-club/mail-club-format.server.ts";
import { shopClock } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { nextCutoff } from "#server/mail-club/cutoff.ts";
import { listStudioIssues } from "#server/mail-club/studio/list-studio-issues.ts";
import type { Route } from "./+types/issues";

export function meta() {
  return [{ title: "Issues — Mail Club — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const { now, timeZone } = await shopClock(context);
  const issues = await listStudioIssues(db, { now, timeZone });
  const format = mailClubFormat(timeZone);
  const next = nextCutoff(now, timeZone);
  return {
    next: { issue: format.month(next.issue), cutoff: format.cutoff(next.cutoff) },
    issues: issues.map((issue) => ({
      id: issue.id,
      month: format.month(issue.month) ?? issue.monthKey,
      title: issue.title,
      state: issue.state,
      cutoff: format.day(new Date(issue.cutoff.getTime() - 1)) ?? "",
      recipients: issue.recipients,
    })),
  };
}

export default function Issues({ loaderData }: Route.ComponentProps) {
  const { issues, next } = loaderData;
  return (
    <StudioPage
      title="Mail Club issues"
      description="Each month's issue: who gets it, its mailing documents, and when it went out."
      actions={<LinkButton to="/studio/mail-club/issues/new">New issue</LinkButton>}
    >
      <StudioTabs label="Mail Club" tabs={mailClubTabs} />
      <p>
        Next cutoff: <strong>{next.cutoff}</strong>. It fixes the list of the{" "}
        <strong>{next.issue}</strong> issue; members who join later start with the one after.
      </p>
      {issues.length > 0 ? (
        <IssuesTable issues={issues} />
      ) : (
        <p className="text-ink-soft">
          No issue yet. Create the next one, or let the cutoff create it with a default title.
        </p>
      )}
    </StudioPage>
  );
}
