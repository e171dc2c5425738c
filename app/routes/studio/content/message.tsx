import { data, Form, useNavigation } from "react-router";
import { BackLink, MissingScreen } from "#app/components/studio/content/screen-parts.tsx";
import { When } from "#app/components/studio/content/shown-time.tsx";
import { ReplyAlert } from "#app/components/studio/reply-alert.tsx";
import { contentTabs } from "#app/components/studio/studio-nav.ts";
import { StudioPage, StudioPanel } from "#app/components/studio/studio-page.tsx";
import { StudioTabs } from "#app/components/studio/studio-tabs.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { shopTimeZone, studioTime } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";
import { getContactMessage } from "#server/studio/content/contact/get-contact-message.ts";
import {
  contactInboxMessages,
  markContactMessage,
} from "#server/studio/content/contact/mark-contact-message.ts";
import type { Route } from "./+types/message";

export function meta({ loaderData }: Route.MetaArgs) {
  const from = loaderData?.message?.fullName;
  return [{ title: `${from ? `Message from ${from}` : "Message not found"} — Studio` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const id = parseRowId(params.messageId);
  const message = id === null ? null : await getContactMessage(db, id);
  if (!message) return data({ message: null }, 404);
  const [timeZone, settings] = await Promise.all([shopTimeZone(context), getShopSettings(db)]);
  const time = studioTime(timeZone);
  return {
    message: {
      id: message.id,
      fullName: message.fullName,
      email: message.email,
      text: message.message,
      receivedAt: time(message.createdAt),
      readAt: time(message.readAt),
    },
    shopName: settings.shopName,
  };
}

/** intent=read or unread. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const { db } = context.get(appContext);
  const form = formText(await request.formData());
  const read = form.intent !== "unread";
  const intent = read ? "read" : "unread";
  return replyTo({ intent, values: form }, async () => {
    const id = parseRowId(params.messageId);
    if (id === null) throw new AppError("not_found", contactInboxMessages.notFound);
    await markContactMessage(db, account, { id, read });
    return { ok: true as const, intent, message: read ? "Marked as read." : "Marked as unread." };
  });
}

export default function Message({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { message } = loaderData;
  if (!message) {
    return (
      <MissingScreen
        title="Message not found"
        text="This message no longer exists."
        backTo="/studio/content/messages"
        back="Back to the messages"
      />
    );
  }
  const reply = `mailto:${message.email}?${new URLSearchParams({
    subject: `Your message to ${loaderData.shopName}`,
  })
    .toString()
    .replaceAll("+", "%20")}`;
  return (
    <StudioPage
      title={`Message from ${message.fullName}`}
      actions={<BackLink to="/studio/content/messages">All messages</BackLink>}
    >
      <StudioTabs label="Content" tabs={contentTabs} />
      <ReplyAlert reply={actionData} />
      <StudioPanel>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">From</dt>
          <dd>{message.fullName}</dd>
          <dt className="font-semibold">E-mail</dt>
          <dd className="break-all">{message.email}</dd>
          <dt className="font-semibold">Received</dt>
          <dd>
            <When time={message.receivedAt} />
          </dd>
          <dt className="font-semibold">Status</dt>
          <dd>
            {message.readAt ? (
              <>
                <Badge variant="outline">Read</Badge> <When time={message.readAt} />
              </>
            ) : (
              <Badge variant="accent">Unread</Badge>
            )}
          </dd>
        </dl>
        <h2 className="mt-6 mb-2 text-lg font-semibold">Message</h2>
        {/* What the visitor typed, as text: markup in it is shown, never run. */}
        <p className="rounded-md border border-line bg-paper px-4 py-3 break-words whitespace-pre-wrap">
          {message.text}
        </p>
        <div className="mt-5 flex flex-wrap gap-2">
          <a href={reply} className={buttonClasses()}>
            Reply by e-mail
          </a>
          <Form method="post">
            {message.readAt ? (
              <Button
                type="submit"
                name="intent"
                value="unread"
                variant="secondary"
                disabled={busy}
              >
                Mark as unread
              </Button>
            ) : (
              <Button type="submit" name="intent" value="read" variant="secondary" disabled={busy}>
                Mark as read
              </Button>
            )}
          </Form>
        </div>
      </StudioPanel>
    </StudioPage>
  );
}
