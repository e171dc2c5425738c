import { data } from "react-router";
import { PostalAddressBlock } from "#app/components/account/postal-address.tsx";
import { CancelMemberDialog } from "#app/components/studio/mail-club/cancel-member-dialog.tsx";
import { MemberHistory } from "#app/components/studio/mail-club/member-history.tsx";
import { MemberIssues } from "#app/components/studio/mail-club/member-issues.tsx";
import { MemberPayments } from "#app/components/studio/mail-club/member-payments.tsx";
import { MailClubNotFound } from "#app/components/studio/mail-club/not-found-page.tsx";
import { MemberStatusBadge } from "#app/components/studio/mail-club/status-badges.tsx";
import { mailClubTabs } from "#app/components/studio/studio-nav.ts";
import { StudioPage, StudioPanel } from "#app/components/studio/studio-page.tsx";
import { StudioTabs } from "#app/components/studio/studio-tabs.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { refusalOf } from "#app/forms/form-reply.ts";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { mailClubFormat } from "#app/routes/studio/mail-club/mail-club-format.server.ts";
import { shopContext } from "#app/server/shop-context.server.ts";
import { shopClock } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { addressDisplayLines } from "#server/addresses/address-display.ts";
import { appContext } from "#server/context.ts";
import { AppError } from "#server/lib/errors.ts";
import { formatMoney } from "#server/lib/money.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import { loadArrears } from "#server/mail-club/arrears/arrears.ts";
import { describeMemberEvent } from "#server/mail-club/history/describe-member-event.ts";
import { listMemberHistory } from "#server/mail-club/history/member-events.ts";
import { issueMonthKey } from "#server/mail-club/issue-month.ts";
import { cancelMember } from "#server/mail-club/studio/cancel-member.ts";
import { getMemberDetail } from "#server/mail-club/studio/member-detail.ts";
import type { Route } from "./+types/member";

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.member?.name;
  return [{ title: `${name ? `${name} — ` : ""}Mail Club — Studio` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const { now, timeZone } = await shopClock(context);
  const id = parseRowId(params.subscriptionId);
  const member = id ? await getMemberDetail(db, id, { now, timeZone }) : null;
  if (!member) return data({ member: null }, 404);
  const [history, arrears] = await Promise.all([
    listMemberHistory(db, member.subscriptionId),
    loadArrears(db, [member.subscriptionId]),
  ]);
  const format = mailClubFormat(timeZone);
  return {
    member: {
      name: member.name || member.email,
      email: member.email,
      customerNumber: member.customerNumber,
      plan: format.plan(member.plan),
      price: `${formatMoney(member.priceCents)} / month`,
      status: member.status,
      cancellable: member.cancellable,
      paypalSubscriptionId: member.paypalSubscriptionId,
      addressLines: addressDisplayLines(member.deliveryAddress),
      memberSince: format.day(member.memberSince),
      firstIssue: format.month(member.firstIssue),
      cancelledOn: format.day(member.cancelledAt),
      cancelReason: member.cancelReason,
      nextPayment: format.day(member.nextPaymentAt),
      inArrearsSince: format.day(arrears.get(member.subscriptionId)?.since ?? null),
      payments: member.payments.map((payment) => ({
        id: payment.id,
        paidOn: format.dateTime(payment.paidAt) ?? "",
        amount: formatMoney(payment.amountCents),
        saleId: payment.paypalSaleId,
      })),
      issues: member.issues.map((issue) => ({
        key: issueMonthKey(issue.month),
        issueId: issue.issueId,
        month: format.month(issue.month) ?? "",
        title: issue.title,
        state: issue.state,
        cutoff: issue.cutoff ? format.cutoff(issue.cutoff) : null,
      })),
      history: history.map((event) => ({
        id: event.id,
        at: format.dateTime(event.at) ?? "",
        actor: event.actor,
        text: describeMemberEvent(event.action, event.details),
      })),
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const form = formText(await request.formData());
  return replyTo({ intent: form.intent }, async () => {
    if (form.intent !== "cancel") throw new AppError("bad_request", "Unknown action");
    await cancelMember(await shopContext(context), account, {
      subscriptionId: parseRowId(params.subscriptionId) ?? 0,
      reason: form.reason,
    });
    return { ok: true as const, message: "The membership is cancelled, at PayPal too." };
  });
}

export default function Member({ loaderData, actionData }: Route.ComponentProps) {
  const { member } = loaderData;
  const refused = refusalOf(actionData);
  if (!member) {
    return (
      <MailClubNotFound what="Member" back="/studio/mail-club" backLabel="Back to the members" />
    );
  }
  const facts: [string, string | null][] = [
    ["Plan", member.plan],
    ["Price", member.price],
    ["Member since", member.memberSince],
    ["First issue", member.firstIssue],
    ["Next payment", member.nextPayment],
    ["In arrears since", member.inArrearsSince],
    ["Cancelled on", member.cancelledOn],
    ["Cancel reason", member.cancelReason],
    ["Customer number", member.customerNumber],
  ];
  return (
    <StudioPage
      title={member.name}
      description={member.email}
      actions={
        member.cancellable ? (
          <CancelMemberDialog memberName={member.name} email={member.email} />
        ) : null
      }
    >
      <StudioTabs label="Mail Club" tabs={mailClubTabs} />
      {actionData?.ok === true ? (
        <FormAlert tone="notice" title="Membership cancelled">
          {actionData.message} The member has been sent the cancellation e-mail.
        </FormAlert>
      ) : null}
      {refused ? (
        <FormAlert title="The membership was not cancelled">
          {refused.message} Nothing was changed: PayPal keeps taking the payments until the
          cancellation goes through.
        </FormAlert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <StudioPanel title="Membership">
          <div className="mb-4 flex items-center gap-2">
            <span className="text-sm text-ink-soft">Status</span>
            <MemberStatusBadge status={member.status} />
          </div>
          <dl className="grid gap-3 sm:grid-cols-2">
            {facts.map(([label, value]) =>
              value ? (
                <div key={label} className="flex flex-col">
                  <dt className="text-sm text-ink-soft">{label}</dt>
                  <dd className="font-semibold break-words">{value}</dd>
                </div>
              ) : null,
            )}
            <div className="flex flex-col sm:col-span-2">
              <dt className="text-sm text-ink-soft">PayPal subscription id</dt>
              <dd className="font-mono text-sm break-all">{member.paypalSubscriptionId}</dd>
            </div>
          </dl>
        </StudioPanel>
        <StudioPanel title="Delivery address">
          <PostalAddressBlock lines={member.addressLines} />
        </StudioPanel>
      </div>
      <StudioPanel title="Issues">
        <MemberIssues issues={member.issues} />
      </StudioPanel>
      <StudioPanel title="Payments">
        <MemberPayments payments={member.payments} />
      </StudioPanel>
      <StudioPanel title="History">
        <MemberHistory events={member.history} />
      </StudioPanel>
    </StudioPage>
  );
}
