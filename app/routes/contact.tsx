import { ContactPanel } from "#app/components/contact/contact-panel.tsx";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import type { FormReply } from "#app/forms/form-reply.ts";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { sendContactMessage } from "#server/content/contact/send-contact-message.ts";
import { appContext } from "#server/context.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";
import type { Route } from "./+types/contact";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Contact Us",
    description:
      "Questions about an order, the Mail Club or a custom piece? Send the studio a message and we'll write back.",
    shopName: shopNameFrom(matches),
  });
}

/** The shop's public address, for the 'email us directly' line (spec §8 Contact failure). */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const { ownerEmail } = await getShopSettings(db);
  return { ownerEmail };
}

/**
 * Stores the message and e-mails it to the maker (sendContactMessage), for the form posted by
 * the page's script or, without JavaScript, by the browser. Refusals keep what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, clientAddress, logger } = context.get(appContext);
  const form = formText(await request.formData());
  const values = {
    fullName: form.fullName ?? "",
    email: form.email ?? "",
    message: form.message ?? "",
  };
  // Without a message, the page offers the shop's address instead (spec §8).
  const whenFailed = { log: (err: unknown) => logger.error({ err }, "contact message failed") };
  return replyTo({ values, whenFailed }, async () => {
    const outcome = await sendContactMessage(db, form, {
      clientAddress,
      ownerEmail: config.ownerEmail,
    });
    if (!outcome.stored) logger.info({ reason: outcome.reason }, "contact message dropped");
    return { ok: true } satisfies FormReply;
  });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactPanel ownerEmail={loaderData.ownerEmail} actionData={actionData} />;
}
