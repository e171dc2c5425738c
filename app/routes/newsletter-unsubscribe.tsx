import { Form, useNavigation } from "react-router";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import { LinkButton } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import type { FormReply } from "#app/forms/form-reply.ts";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { newsletterMessages } from "#server/content/newsletter/newsletter-messages.ts";
import {
  findUnsubscribeLink,
  unsubscribeFromNewsletter,
} from "#server/content/newsletter/unsubscribe-from-newsletter.ts";
import { appContext } from "#server/context.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: "Unsubscribe",
      description: "Stop receiving the newsletter.",
      shopName: shopNameFrom(matches),
    }),
    { name: "robots", content: "noindex" },
  ];
}

/** A page whose address holds a secret is never kept by a cache. */
export function headers(): Headers {
  return new Headers({ "Cache-Control": "private, no-store" });
}

/**
 * Opening the link only looks at it: the address leaves the list when the button is pressed
 * (a POST), so mail scanners that follow links unsubscribe nobody.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  return { token, state: await findUnsubscribeLink(db, token) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appContext);
  const form = formText(await request.formData());
  return replyTo({}, async () => {
    await unsubscribeFromNewsletter(db, form.token?.trim());
    return { ok: true } satisfies FormReply;
  });
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (actionData?.ok) {
    return (
      <AuthCard
        title={newsletterMessages.unsubscribed}
        tape="sage"
        intro={
          <p role="status">
            We won't send you the newsletter any more. Changed your mind? You can sign up again at
            the bottom of any page.
          </p>
        }
      >
        <LinkButton to="/" size="lg" className="w-full">
          Back to the shop
        </LinkButton>
      </AuthCard>
    );
  }
  const failed = actionData && !actionData.ok ? actionData.message : undefined;
  if (failed || loaderData.state === "invalid") {
    return (
      <AuthCard title="This link doesn't work" tape="clay">
        <div className="flex flex-col gap-5">
          <FormAlert>
            <p>{failed ?? newsletterMessages.invalidLink}</p>
          </FormAlert>
          <LinkButton to="/contact" variant="secondary" size="lg" className="w-full">
            Contact Us
          </LinkButton>
        </div>
      </AuthCard>
    );
  }
  if (loaderData.state === "used") {
    return (
      <AuthCard
        title={newsletterMessages.alreadyUnsubscribed}
        tape="sage"
        intro="This address is no longer on the newsletter list, so there is nothing more to do."
      >
        <LinkButton to="/" size="lg" className="w-full">
          Back to the shop
        </LinkButton>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Unsubscribe from the newsletter?"
      tape="mustard"
      intro="Press the button to stop receiving our letters. Order and account e-mails still reach you."
    >
      <Form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="token" value={loaderData.token} />
        <SubmitButton busy={navigation.state === "submitting"} busyLabel="Unsubscribing...">
          Unsubscribe
        </SubmitButton>
        <LinkButton to="/" variant="secondary" size="lg" className="w-full">
          Keep me subscribed
        </LinkButton>
      </Form>
    </AuthCard>
  );
}
