import { useLocation } from "react-router";
import { MembersFilter } from "#app/components/studio/mail-club/members-filter.tsx";
import { MembersTable } from "#app/components/studio/mail-club/members-table.tsx";
import { mailClubTabs } from "#app/components/studio/studio-nav.ts";
import { StudioPage } from "#app/components/studio/studio-page.tsx";
import { pageHref, StudioPager } from "#app/components/studio/studio-pager.tsx";
import { StudioTabs } from "#app/components/studio/studio-tabs.tsx";
import { mailClubFormat } from "#app/routes/studio/mail-club/mail-club-format.server.ts";
import { shopTimeZone } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { listMembers } from "#server/mail-club/studio/list-members.ts";
import { parseMemberFilters } from "#server/mail-club/studio/member-filters.ts";
import type { Route } from "./+types/members";

export function meta() {
  return [{ title: "Members — Mail Club — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const filters = parseMemberFilters(new URL(request.url).searchParams);
  const [page, timeZone] = await Promise.all([listMembers(db, filters), shopTimeZone(context)]);
  const format = mailClubFormat(timeZone);
  return {
    filters: {
      q: filters.q ?? "",
      status: filters.status ?? "",
      plan: filters.plan ?? "",
      payments: filters.payments ?? "",
    },
    total: page.total,
    page: page.page,
    pageCount: page.pageCount,
    members: page.members.map((member) => ({
      id: member.subscriptionId,
      name: member.name,
      email: member.email,
      plan: format.plan(member.plan),
      status: member.status,
      memberSince: format.day(member.memberSince),
      nextPayment: format.day(member.nextPaymentAt),
      firstIssue: format.month(member.firstIssue),
      inArrearsSince: format.day(member.inArrearsSince),
      cancelReason: shortened(member.cancelReason),
    })),
  };
}

/** A member's own words can run long: the list shows their start, the member's page all. */
function shortened(text: string | null, length = 80) {
  return text && text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}

export default function Members({ loaderData }: Route.ComponentProps) {
  const { filters, members, total, page, pageCount } = loaderData;
  const { search } = useLocation();
  const filtered = Boolean(filters.q || filters.status || filters.plan || filters.payments);
  return (
    <StudioPage
      title="Mail Club members"
      description="Every membership: who, on which plan, and whether PayPal is taking its payments. Members in arrears are held off each issue whose cutoff passes before they pay."
    >
      <StudioTabs label="Mail Club" tabs={mailClubTabs} />
      <MembersFilter values={filters} />
      <p role="status" className="text-ink-soft">
        {total === 1 ? "1 member" : `${total} members`}
        {filtered ? " match" : ""}
      </p>
      {members.length > 0 ? (
        <MembersTable members={members} />
      ) : (
        <p>
          {filtered ? "No member matches these filters." : "Nobody has joined the Mail Club yet."}
        </p>
      )}
      <StudioPager
        page={page}
        pageCount={pageCount}
        href={(to) => pageHref(search, to)}
        label="Pages of members"
        showPosition
      />
    </StudioPage>
  );
}
