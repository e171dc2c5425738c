import { Link, useNavigation } from "react-router";
import { InboxFilter, MessagesTable } from "#app/components/studio/content/messages-table.tsx";
import { ReplyAlert } from "#app/components/studio/reply-alert.tsx";
import { contentTabs } from "#app/components/studio/studio-nav.ts";
import { StudioPage } from "#app/components/studio/studio-page.tsx";
import { StudioTabs } from "#app/components/studio/studio-tabs.tsx";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { shopTimeZone, studioTime } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import { listContactMessages } from "#server/studio/content/contact/list-contact-messages.ts";
import {
  contactInboxMessages,
  markContactMessage,
} from "#server/studio/content/contact/mark-contact-message.ts";
import type { Route } from "./+types/messages";

export function meta() {
  return [{ title: "Messages — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const url = new URL(request.url);
  const unreadOnly = url.searchParams.get("show") === "unread";
  const before = parseRowId(url.searchParams.get("before")) ?? undefined;
  const [inbox, timeZone] = await Promise.all([
    listContactMessages(db, { unreadOnly, before }),
    shopTimeZone(context),
  ]);
  const time = studioTime(timeZone);
  return {
    unreadOnly,
    unread: inbox.unread,
    olderFrom: inbox.olderFrom,
    messages: inbox.messages.map((message) => ({
      id: message.id,
      fullName: message.fullName,
      email: message.email,
      preview: message.preview,
      read: Boolean(message.readAt),
      receivedAt: time(message.createdAt),
    })),
  };
}

/** intent=read or unread, with the message's id. */
export async function action({ request, context }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const { db } = context.get(appContext);
  const form = formText(await request.formData());
  const read = form.intent !== "unread";
  const intent = form.intent ?? "read";
  return replyTo({ intent, values: form }, async () => {
    const id = parseRowId(form.id);
    if (id === null) throw new AppError("not_found", contactInboxMessages.notFound);
    await markContactMessage(db, account, { id, read });
    return { ok: true as const, intent, message: read ? "Marked as read." : "Marked as unread." };
  });
}

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { messages, unread, unreadOnly, olderFrom } = loaderData;
  return (
    <StudioPage
      title="Content"
      description="The blog, the gallery, the shop's own words, visitors' messages and the newsletter list."
    >
      <StudioTabs label="Content" tabs={contentTabs} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">
          Messages <span className="text-base font-normal text-ink-soft">({unread} unread)</span>
        </h2>
        <InboxFilter unreadOnly={unreadOnly} />
      </div>
      <ReplyAlert reply={actionData} />
      {messages.length === 0 ? (
        <p className="text-ink-soft">
          {unreadOnly
            ? "No unread messages."
            : "No messages yet: what visitors send through /contact shows here."}
        </p>
      ) : (
        <MessagesTable messages={messages} busy={busy} />
      )}
      {olderFrom ? (
        <Link
          to={`?${new URLSearchParams({ ...(unreadOnly ? { show: "unread" } : {}), before: String(olderFrom) })}`}
          className="min-h-11 content-center font-semibold underline underline-offset-4"
        >
          Older messages
        </Link>
      ) : null}
    </StudioPage>
  );
}
