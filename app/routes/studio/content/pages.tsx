import { Link } from "react-router";
import { When } from "#app/components/studio/content/shown-time.tsx";
import { contentTabs } from "#app/components/studio/studio-nav.ts";
import { StudioPage } from "#app/components/studio/studio-page.tsx";
import { StudioTable } from "#app/components/studio/studio-table.tsx";
import { StudioTabs } from "#app/components/studio/studio-tabs.tsx";
import { shopTimeZone, studioTime } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { getPageTexts } from "#server/content/pages/get-page-text.ts";
import { appContext } from "#server/context.ts";
import { editablePageTexts } from "#server/studio/content/pages/editable-page-texts.ts";
import { readStudioSettings } from "#server/studio/settings/read-studio-settings.ts";
import type { Route } from "./+types/pages";

export function meta() {
  return [{ title: "Page texts — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const [texts, settings, timeZone] = await Promise.all([
    getPageTexts(
      db,
      editablePageTexts.map((page) => page.key),
    ),
    readStudioSettings(db),
    shopTimeZone(context),
  ]);
  const time = studioTime(timeZone);
  const stored = editablePageTexts.map((page) => ({
    to: `/studio/content/pages/${page.key}`,
    name: page.name,
    path: page.path,
    now: texts[page.key]?.title ?? null,
    updatedAt: time(texts[page.key]?.updatedAt ?? null),
  }));
  // About me and the banner are shop settings; listed where the home page shows them.
  const fromSettings = [
    { name: "Home: About me", key: "about-me", now: settings.aboutMe.title },
    { name: "Banner above every page", key: "banner", now: settings.bannerText },
  ].map(({ name, key, now }) => ({
    to: `/studio/content/pages/${key}`,
    name,
    path: "/",
    now,
    updatedAt: null,
  }));
  const homeTexts = stored.filter((row) => row.path === "/");
  const otherTexts = stored.filter((row) => row.path !== "/");
  return { rows: [...homeTexts, ...fromSettings, ...otherTexts] };
}

export default function Pages({ loaderData }: Route.ComponentProps) {
  return (
    <StudioPage
      title="Content"
      description="The blog, the gallery, the shop's own words, visitors' messages and the newsletter list."
    >
      <StudioTabs label="Content" tabs={contentTabs} />
      <h2 className="text-xl font-semibold">Page texts</h2>
      <p className="-mt-3 text-ink-soft">The words of the home page and the shop's own pages.</p>
      <StudioTable
        label="Page texts"
        minWidth="min-w-[36rem]"
        rows={loaderData.rows}
        rowKey={(row) => row.to}
        columns={[
          {
            header: "Text",
            rowHeader: true,
            className: "font-normal",
            cell: (row) => (
              <Link to={row.to} className="font-semibold underline-offset-4 hover:underline">
                {row.name}
              </Link>
            ),
          },
          { header: "Shown on", className: "whitespace-nowrap", cell: (row) => row.path },
          {
            header: "Now",
            className: "max-w-xs text-ink-soft",
            cell: (row) => row.now ?? <em>Not written yet</em>,
          },
          {
            header: "Last edited",
            className: "whitespace-nowrap",
            cell: (row) => <When time={row.updatedAt} />,
          },
        ]}
      />
    </StudioPage>
  );
}
