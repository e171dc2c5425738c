import { data } from "react-router";
import { IssueAbsentees } from "#app/components/studio/mail-club/issue-absentees.tsx";
import { IssueDetailsPanel } from "#app/components/studio/mail-club/issue-details-panel.tsx";
import { IssueDocuments } from "#app/components/studio/mail-club/issue-documents.tsx";
import { IssueStatus } from "#app/components/studio/mail-club/issue-status.tsx";
import { MailClubNotFound } from "#app/components/studio/mail-club/not-found-page.tsx";
import {
  type RecipientRow,
  RecipientsTable,
} from "#app/components/studio/mail-club/recipients-table.tsx";
import { mailClubTabs } from "#app/components/studio/studio-nav.ts";
import { StudioPage, StudioPanel } from "#app/components/studio/studio-page.tsx";
import { StudioTabs } from "#app/components/studio/studio-tabs.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { refusalOf } from "#app/forms/form-reply.ts";
import { formText } from "#app/forms/reply.server.ts";
import { mailClubFormat } from "#app/routes/studio/mail-club/mail-club-format.server.ts";
import { shopClock } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { postalCountry, postalCountryName, postalLines } from "#server/addresses/postal-lines.ts";
import { appContext } from "#server/context.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import { issueMessages, withoutCountryMessage } from "#server/mail-club/issues/issue-messages.ts";
import { type IssueRecipient, recipientKey } from "#server/mail-club/issues/recipient.ts";
import { getIssueOverview } from "#server/mail-club/studio/issue-overview.ts";
import type { Route } from "./+types/issue";
import { issueAction } from "./issue-actions.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  const month = loaderData?.issue?.month;
  return [{ title: `${month ? `${month} issue — ` : ""}Mail Club — Studio` }];
}

/** A recipient as the tables list them: the envelope's lines, but the name and country. */
function recipientRow(recipient: IssueRecipient, planName: string): RecipientRow {
  const { address } = recipient;
  // Without the name, and written as at home there, which has no country line.
  const lines = postalLines({ ...address, firstName: "", lastName: "" }, postalCountry(address));
  return {
    key: recipientKey(recipient),
    href:
      recipient.giftId === null
        ? `/studio/mail-club/members/${recipient.subscriptionId}`
        : "/studio/mail-club/gifts",
    name: recipient.name,
    email: recipient.email,
    plan: recipient.giftId === null ? planName : `${planName} (gift)`,
    address: lines.join(", "),
    country: postalCountryName(address) ?? issueMessages.noCountry,
  };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const clock = await shopClock(context);
  const id = parseRowId(params.issueId);
  const overview = id ? await getIssueOverview(db, id, clock) : null;
  if (!overview) return data({ issue: null, created: false }, 404);
  const { issue, state, recipients, withoutCountry, byPlan } = overview;
  const format = mailClubFormat(clock.timeZone);
  const month = format.month(issue.month) ?? issue.monthKey;
  return {
    created: new URL(request.url).searchParams.has("created"),
    issue: {
      id: issue.id,
      month,
      title: issue.title,
      notes: issue.notes,
      editable: !issue.mailedAt,
    },
    status: {
      state,
      month,
      cutoff: format.cutoff(overview.cutoff),
      frozenAt: format.dateTime(issue.frozenAt),
      mailedAt: format.dateTime(issue.mailedAt),
      envelopes: recipients.length + withoutCountry.length,
    },
    labels: recipients.length,
    byPlan,
    international: overview.international,
    frozen: Boolean(issue.frozenAt),
    recipients: recipients.map((recipient) => recipientRow(recipient, format.plan(recipient.plan))),
    withoutCountry: withoutCountry.map((recipient) =>
      recipientRow(recipient, format.plan(recipient.plan)),
    ),
    withoutCountryNote: withoutCountryMessage(withoutCountry.length, Boolean(issue.frozenAt)),
    absentees: overview.absentees,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const form = formText(await request.formData());
  return issueAction(context, account, parseRowId(params.issueId) ?? 0, form);
}

export default function Issue({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.issue) {
    return (
      <MailClubNotFound
        what="Issue"
        back="/studio/mail-club/issues"
        backLabel="Back to the issues"
      />
    );
  }
  const { issue, status, recipients, withoutCountry, byPlan, frozen, absentees } = loaderData;
  const failed = refusalOf(actionData);
  return (
    <StudioPage title={`${issue.month} issue`} description={issue.title}>
      <StudioTabs label="Mail Club" tabs={mailClubTabs} />
      {loaderData.created && !actionData ? (
        <FormAlert tone="notice" title="Issue created">
          Its list fills in as members join; it is fixed at the cutoff.
        </FormAlert>
      ) : null}
      {actionData?.ok === true ? <FormAlert tone="notice">{actionData.message}</FormAlert> : null}
      {failed && failed.intent !== "details" ? <FormAlert>{failed.message}</FormAlert> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <StudioPanel title="Status">
          <IssueStatus view={status} />
        </StudioPanel>
        <StudioPanel title="Mailing documents">
          {frozen ? (
            <IssueDocuments
              issueId={issue.id}
              labels={loaderData.labels}
              international={loaderData.international}
            />
          ) : (
            <p className="text-ink-soft">
              The mailing list, labels, packing list and customs declarations are made from the
              fixed list, once the issue is frozen after its cutoff.
            </p>
          )}
        </StudioPanel>
      </div>
      <IssueDetailsPanel
        issue={issue}
        refused={failed?.intent === "details" ? failed : undefined}
      />
      {withoutCountry.length > 0 ? (
        <StudioPanel title="No country: no label">
          <p className="mb-3 text-ink-soft">{loaderData.withoutCountryNote}</p>
          <RecipientsTable
            recipients={withoutCountry}
            caption="No country: no label"
            numbered={false}
          />
        </StudioPanel>
      ) : null}
      <StudioPanel title={frozen ? "Who gets it" : "Who will get it"}>
        <p className="mb-3 text-ink-soft">
          {frozen ? "The final list" : "Live: as the members are now"} · {status.envelopes} in all ·
          USA {byPlan.usa} · International {byPlan.international}
        </p>
        {recipients.length > 0 ? (
          <RecipientsTable
            recipients={recipients}
            caption={frozen ? "Who gets it" : "Who will get it"}
          />
        ) : (
          <p>
            {frozen
              ? "Nobody was a member at the cutoff."
              : "No member will get this issue so far."}
          </p>
        )}
      </StudioPanel>
      <StudioPanel title={frozen ? "Not in this issue" : "Not in this issue so far"}>
        <IssueAbsentees absentees={absentees} />
      </StudioPanel>
    </StudioPage>
  );
}
