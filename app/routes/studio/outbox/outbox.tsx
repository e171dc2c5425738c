import { Link, useNavigation } from "react-router";
import { OutboxTable } from "#app/components/studio/outbox/outbox-table.tsx";
import { ReplyAlert } from "#app/components/studio/reply-alert.tsx";
import { StudioPage, StudioPanel } from "#app/components/studio/studio-page.tsx";
import { StudioTabs } from "#app/components/studio/studio-tabs.tsx";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { shopTimeZone, studioTime } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import { isOutboxStatus, listOutboxEmails } from "#server/studio/outbox/list-outbox-emails.ts";
import { describeMailSetup } from "#server/studio/outbox/mail-setup.ts";
import { retryMessages, retryOutboxEmail } from "#server/studio/outbox/retry-outbox-email.ts";
import type { Route } from "./+types/outbox";

const outboxStatuses = [
  { value: "failed", label: "Failed" },
  { value: "pending", label: "Pending" },
  { value: "sent", label: "Sent" },
] as const;

export function meta() {
  return [{ title: "Outbox — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db, config } = context.get(appContext);
  const url = new URL(request.url);
  const asked = url.searchParams.get("status");
  const status = isOutboxStatus(asked) ? asked : undefined;
  const before = parseRowId(url.searchParams.get("before")) ?? undefined;
  const [outbox, timeZone] = await Promise.all([
    listOutboxEmails(db, { status, before }),
    shopTimeZone(context),
  ]);
  const time = studioTime(timeZone);
  return {
    status: status ?? ("" as const),
    totals: outbox.totals,
    olderFrom: outbox.olderFrom,
    mail: describeMailSetup(config.mail),
    emails: outbox.emails.map((email) => ({
      id: email.id,
      template: email.template,
      toAddress: email.toAddress,
      subject: email.subject,
      status: email.status,
      attempts: email.attempts,
      lastError: email.lastError,
      createdAt: time(email.createdAt),
      when: time(email.status === "sent" ? email.sentAt : email.nextAttemptAt),
    })),
  };
}

/** intent=retry with the e-mail's id. */
export async function action({ request, context }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const { db, config } = context.get(appContext);
  const form = formText(await request.formData());
  return replyTo({ intent: "retry", values: form }, async () => {
    const id = parseRowId(form.id);
    if (id === null) throw new AppError("not_found", retryMessages.notFound);
    await retryOutboxEmail(db, account, { id });
    const message = config.mail.smtpUrl
      ? "Back in the queue: the e-mail goes out within a few seconds."
      : "Back in the queue. It waits there until SMTP_URL is set.";
    return { ok: true as const, intent: "retry", message };
  });
}

export default function Outbox({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { emails, status, totals, olderFrom, mail } = loaderData;
  return (
    <StudioPage
      title="Outbox"
      description="Every e-mail the shop sends: pending, sent, and those it gave up on, with the reason."
    >
      <StudioPanel title="Sending">
        {mail.smtpConfigured ? (
          <p>
            <strong>On.</strong> E-mails go out over the SMTP server set in SMTP_URL, from{" "}
            <span className="break-all">{mail.from}</span>. One that fails is tried again, 10 times
            over about four hours, before it is given up.
          </p>
        ) : (
          <p>
            <strong>Off.</strong> SMTP_URL is not set, so e-mails wait here as pending. They go out
            once the server is started with SMTP_URL.
          </p>
        )}
      </StudioPanel>
      <StudioTabs
        label="E-mail status"
        current={status}
        tabs={[
          { value: "", to: ".", label: "All", count: totals.failed + totals.pending + totals.sent },
          ...outboxStatuses.map(({ value, label }) => ({
            value,
            to: `?status=${value}`,
            label,
            count: totals[value],
          })),
        ]}
      />
      <ReplyAlert reply={actionData} />
      {emails.length === 0 ? (
        <p className="text-ink-soft">{status ? `No ${status} e-mails.` : "No e-mails yet."}</p>
      ) : (
        <OutboxTable emails={emails} sending={mail.smtpConfigured} busy={busy} />
      )}
      {olderFrom ? (
        <Link
          to={`?${new URLSearchParams({ ...(status ? { status } : {}), before: String(olderFrom) })}`}
          className="min-h-11 content-center font-semibold underline underline-offset-4"
        >
          Older e-mails
        </Link>
      ) : null}
    </StudioPage>
  );
}
