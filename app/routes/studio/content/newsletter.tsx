import { Link } from "react-router";
import { When } from "#app/components/studio/content/shown-time.tsx";
import { contentTabs } from "#app/components/studio/studio-nav.ts";
import { StudioPage } from "#app/components/studio/studio-page.tsx";
import { StudioTable } from "#app/components/studio/studio-table.tsx";
import { StudioTabs } from "#app/components/studio/studio-tabs.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { shopTimeZone, studioTime } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import { listNewsletterSubscribers } from "#server/studio/content/newsletter/list-newsletter-subscribers.ts";
import type { Route } from "./+types/newsletter";

export function meta() {
  return [{ title: "Newsletter — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const before = parseRowId(new URL(request.url).searchParams.get("before")) ?? undefined;
  const [list, timeZone] = await Promise.all([
    listNewsletterSubscribers(db, { before }),
    shopTimeZone(context),
  ]);
  const time = studioTime(timeZone);
  return {
    subscribed: list.subscribed,
    unsubscribed: list.unsubscribed,
    olderFrom: list.olderFrom,
    subscribers: list.subscribers.map((row) => ({
      id: row.id,
      email: row.email,
      consentedAt: time(row.consentedAt),
      unsubscribedAt: time(row.unsubscribedAt),
    })),
  };
}

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  const { subscribers, subscribed, unsubscribed, olderFrom } = loaderData;
  return (
    <StudioPage
      title="Content"
      description="The blog, the gallery, the shop's own words, visitors' messages and the newsletter list."
    >
      <StudioTabs label="Content" tabs={contentTabs} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold">Newsletter subscribers</h2>
          <p className="text-ink-soft">
            {subscribed} subscribed · {unsubscribed} unsubscribed. Each signed up in the shop's
            footer or at /newsletter; the time is their consent.
          </p>
        </div>
        {/* A plain link: the browser downloads the file. */}
        <a
          href="/studio/content/newsletter/subscribers.csv"
          download
          className={buttonClasses({ variant: "secondary" })}
        >
          Export CSV
        </a>
      </div>
      {subscribers.length === 0 ? (
        <p className="text-ink-soft">Nobody has signed up for the newsletter yet.</p>
      ) : (
        <StudioTable
          label="Newsletter subscribers"
          minWidth="min-w-[36rem]"
          rows={subscribers}
          rowKey={(row) => row.id}
          columns={[
            {
              header: "E-mail",
              rowHeader: true,
              className: "font-normal break-all",
              cell: (row) => row.email,
            },
            {
              header: "Status",
              cell: (row) =>
                row.unsubscribedAt ? (
                  <Badge variant="outline">Unsubscribed</Badge>
                ) : (
                  <Badge variant="sage">Subscribed</Badge>
                ),
            },
            {
              header: "Consented",
              className: "whitespace-nowrap",
              cell: (row) => <When time={row.consentedAt} />,
            },
            {
              header: "Unsubscribed",
              className: "whitespace-nowrap",
              cell: (row) => <When time={row.unsubscribedAt} />,
            },
          ]}
        />
      )}
      {olderFrom ? (
        <Link
          to={`?before=${olderFrom}`}
          className="min-h-11 content-center font-semibold underline underline-offset-4"
        >
          Older sign-ups
        </Link>
      ) : null}
    </StudioPage>
  );
}
