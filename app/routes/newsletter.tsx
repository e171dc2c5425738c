import { Form, Link, useNavigation } from "react-router";
import { AuthCard, textLink } from "#app/components/account/auth-card.tsx";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import type { NewsletterReply } from "#app/components/newsletter/newsletter-result.ts";
import { LinkButton } from "#app/components/ui/button.tsx";
import { EmailInput } from "#app/components/ui/input.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { newsletterMessages } from "#server/content/newsletter/newsletter-messages.ts";
import { subscribeToNewsletter } from "#server/content/newsletter/subscribe-to-newsletter.ts";
import { appContext } from "#server/context.ts";
import type { Route } from "./+types/newsletter";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Newsletter",
    description:
      "New sticker sheets, card restocks and the odd studio story: a few letters a year.",
    shopName: shopNameFrom(matches),
  });
}

/**
 * Signs an address up (decisions.md 6). The footer's form posts here through a fetcher and
 * shows the answer as a toast; without JavaScript this page shows it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, clientAddress, logger } = context.get(appContext);
  const form = formText(await request.formData());
  const values = { email: form.email ?? "" };
  const whenFailed = {
    log: (err: unknown) => logger.error({ err }, "newsletter sign-up failed"),
    message: "Something went wrong. Please try again in a moment.",
  };
  return replyTo({ values, whenFailed }, async () => {
    const status = await subscribeToNewsletter(
      db,
      { email: values.email },
      { clientAddress, publicUrl: config.publicUrl },
    );
    const message =
      status === "subscribed"
        ? newsletterMessages.subscribed
        : newsletterMessages.alreadySubscribed;
    return { ok: true, status, message } satisfies NewsletterReply;
  });
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (actionData?.ok) {
    const fresh = actionData.status === "subscribed";
    return (
      <AuthCard
        title={fresh ? "Thanks for subscribing!" : "You're already on the list"}
        tape="sage"
        intro={
          <p role="status">
            {fresh
              ? "A confirmation is on its way to your inbox, with a link to unsubscribe whenever you like."
              : "There's nothing more to do. Thank you!"}
          </p>
        }
      >
        <LinkButton to="/" size="lg" className="w-full">
          Back to the shop
        </LinkButton>
      </AuthCard>
    );
  }
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const emailError = refused?.errors.email;
  return (
    <AuthCard
      title="Stay Updated"
      tape="mustard"
      intro="New sticker sheets, card restocks and the odd studio story: a few letters a year, never more. Every letter has a link to unsubscribe."
      footer={
        <p>
          <Link to="/privacy" className={textLink}>
            How we keep your address
          </Link>
        </p>
      }
    >
      <Form method="post" className="flex flex-col gap-5">
        {refused && !emailError ? (
          <FormAlert title="Not subscribed">
            <p>{refused.message}</p>
          </FormAlert>
        ) : null}
        <EmailInput label="Your email" defaultValue={refused?.values?.email} error={emailError} />
        <SubmitButton busy={navigation.state === "submitting"} busyLabel="Sending...">
          Subscribe
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
