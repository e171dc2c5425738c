import { Link } from "react-router";
import { When } from "#app/components/studio/content/shown-time.tsx";
import { StudioPage, StudioTableFrame, studioTable } from "#app/components/studio/studio-page.tsx";
import { requireStudio } from "#app/components/studio/studio-session.server.ts";
import { shopClock, studioTime } from "#app/shop-time.server.ts";
import { appContext } from "#server/context.ts";
import { listStudioChanges } from "#server/studio/audit/studio-audit-log.ts";
import type { Route } from "./+types/audit-log";

const PAGE_SIZE = 50;

export function meta() {
  return [{ title: "Audit log — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const shownTime = studioTime((await shopClock(context)).timeZone);
  const before = Number(new URL(request.url).searchParams.get("before")) || undefined;
  const changes = await listStudioChanges(db, { limit: PAGE_SIZE + 1, before });
  return {
    changes: changes.slice(0, PAGE_SIZE).map((change) => ({
      id: change.id,
      at: shownTime(change.createdAt),
      actor: change.actorEmail,
      action: change.action,
      subject: change.subject,
      details: JSON.stringify(change.details),
    })),
    olderFrom: changes.length > PAGE_SIZE ? changes[PAGE_SIZE - 1]?.id : undefined,
  };
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { changes, olderFrom } = loaderData;
  return (
    <StudioPage
      title="Audit log"
      description="Every change made in the studio: who, what and when."
    >
      {changes.length === 0 ? (
        <p className="text-ink-soft">No changes have been made in the studio yet.</p>
      ) : (
        <StudioTableFrame label="Changes">
          <table className={studioTable.table}>
            <thead className={studioTable.head}>
              <tr>
                <th className={studioTable.headCell}>When</th>
                <th className={studioTable.headCell}>Who</th>
                <th className={studioTable.headCell}>What</th>
                <th className={studioTable.headCell}>Details</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.id} className={studioTable.row}>
                  <td className={`${studioTable.cell} whitespace-nowrap`}>
                    <When time={change.at} />
                  </td>
                  <td className={studioTable.cell}>{change.actor}</td>
                  <td className={studioTable.cell}>
                    <span className="font-semibold">{change.action}</span>
                    {change.subject ? (
                      <span className="block text-ink-soft">{change.subject}</span>
                    ) : null}
                  </td>
                  <td
                    className={`${studioTable.cell} max-w-md font-mono text-xs break-all text-ink-soft`}
                  >
                    {change.details === "{}" ? "" : change.details}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </StudioTableFrame>
      )}
      {olderFrom ? (
        <p>
          <Link to={`?before=${olderFrom}`} className="font-semibold underline underline-offset-4">
            Older changes
          </Link>
        </p>
      ) : null}
    </StudioPage>
  );
}
