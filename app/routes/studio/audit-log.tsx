import { Link } from "react-router";
import { When } from "#app/components/studio/content/shown-time.tsx";
import { StudioPage } from "#app/components/studio/studio-page.tsx";
import { StudioTable } from "#app/components/studio/studio-table.tsx";
import { shopClock, studioTime } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { listStudioChanges } from "#server/lib/audit-log.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import type { Route } from "./+types/audit-log";

const PAGE_SIZE = 50;

export function meta() {
  return [{ title: "Audit log — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const shownTime = studioTime((await shopClock(context)).timeZone);
  const before = parseRowId(new URL(request.url).searchParams.get("before")) ?? undefined;
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
      description="Every change made in the studio, and every change to a Mail Club membership by its member, PayPal or the shop: who, what and when."
    >
      {changes.length === 0 ? (
        <p className="text-ink-soft">No changes have been made in the studio yet.</p>
      ) : (
        <StudioTable
          label="Changes"
          minWidth="min-w-[36rem]"
          rows={changes}
          rowKey={(change) => change.id}
          columns={[
            {
              header: "When",
              className: "whitespace-nowrap",
              cell: (change) => <When time={change.at} />,
            },
            { header: "Who", cell: (change) => change.actor },
            {
              header: "What",
              cell: (change) => (
                <>
                  <span className="font-semibold">{change.action}</span>
                  {change.subject ? (
                    <span className="block text-ink-soft">{change.subject}</span>
                  ) : null}
                </>
              ),
            },
            {
              header: "Details",
              className: "max-w-md font-mono text-xs break-all text-ink-soft",
              cell: (change) => (change.details === "{}" ? "" : change.details),
            },
          ]}
        />
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
