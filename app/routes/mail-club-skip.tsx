import { data, Form, useNavigation } from "react-router";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import { LinkButton } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import type { FormReply } from "#app/forms/form-reply.ts";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { secretAddressHeaders } from "#app/server/secret-address.server.ts";
import { currentCustomer } from "#app/server/session.server.ts";
import { shopContext } from "#app/server/shop-context.server.ts";
import { shopTimeZone } from "#app/server/shop-time.server.ts";
import { appContext } from "#server/context.ts";
import { attempt, statusOf } from "#server/lib/errors.ts";
import {
  reviewSkipLink,
  type SkipLinkReview,
  skipByLink,
} from "#server/mail-club/holds/skip-by-link.ts";
import { formatIssueMonth } from "#server/mail-club/issue-month.ts";
import type { Route } from "./+types/mail-club-skip";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: "Skip an issue",
      description: "Skip the next Mail Club issue.",
      shopName: shopNameFrom(matches),
    }),
    { name: "robots", content: "noindex" },
  ];
}

export const headers = secretAddressHeaders;

const linkFields = ["membership", "issue", "expires", "signature"] as const;

type LinkQuery = Record<(typeof linkFields)[number], string>;

function linkQuery(read: (name: string) => string | null | undefined): LinkQuery {
  return Object.fromEntries(
    linkFields.map((name) => [name, read(name)?.trim() ?? ""]),
  ) as LinkQuery;
}

type SkipView =
  | ({ state: "ask"; query: LinkQuery } & SkipLinkReview)
  | { state: "refused"; message: string };

/**
 * Opening the link only asks (mail scanners that fetch links must skip nothing): the button's
 * POST skips. The link is the grant, so nobody need be signed in; someone signed in as
 * another customer is refused.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const query = linkQuery((name) => params.get(name));
  const signedIn = await currentCustomer(request, context);
  const timeZone = await shopTimeZone(context);
  const review = await attempt(() =>
    reviewSkipLink(db, query, {
      now: new Date(),
      timeZone,
      signedInCustomerId: signedIn?.id ?? null,
    }),
  );
  if (review.refused) {
    return data<SkipView>(
      { state: "refused", message: review.refused.message },
      statusOf(review.refused),
    );
  }
  return data<SkipView>({ state: "ask", query, ...review.value });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = formText(await request.formData());
  const signedIn = await currentCustomer(request, context);
  return replyTo({}, async () => {
    const { span, undoUntil } = await skipByLink(
      await shopContext(context),
      linkQuery((name) => form[name]),
      { now: new Date(), signedInCustomerId: signedIn?.id ?? null },
    );
    const reply = { ok: true, issue: formatIssueMonth(span.firstIssue), undoUntil } as const;
    // Its own status: the page's loader, run again after it, now refuses (already skipped).
    return data(reply satisfies FormReply, 200);
  });
}

export default function MailClubSkip({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.ok) return <Skipped issue={actionData.issue} undoUntil={actionData.undoUntil} />;
  if (actionData) return <Refused message={actionData.message ?? ""} />;
  if (loaderData.state === "refused") return <Refused message={loaderData.message} />;
  return <AskToSkip {...loaderData} />;
}

function AskToSkip(view: Extract<SkipView, { state: "ask" }>) {
  const navigation = useNavigation();
  return (
    <AuthCard
      title={`Skip the ${view.issue} issue?`}
      tape="mustard"
      intro={`The ${view.issue} issue will not be mailed to you, and you will not be charged for it. Your membership carries on with the ${view.followingIssue} issue.`}
    >
      <Form method="post" className="flex flex-col gap-3">
        {linkFields.map((name) => (
          <input key={name} type="hidden" name={name} value={view.query[name]} />
        ))}
        <p className="text-sm text-ink-soft">
          You can undo this on your account page until {view.undoUntil}.
        </p>
        <SubmitButton busy={navigation.state === "submitting"} busyLabel="Skipping...">
          {`Skip the ${view.issue} issue`}
        </SubmitButton>
        <LinkButton to="/" variant="secondary" size="lg" className="w-full">
          Keep my issue
        </LinkButton>
      </Form>
    </AuthCard>
  );
}

function Skipped({ issue, undoUntil }: { issue: string; undoUntil: string }) {
  return (
    <AuthCard
      title={`The ${issue} issue is skipped`}
      tape="sage"
      intro={
        <p role="status">
          It will not be mailed to you or charged. Changed your mind? You can undo it on your
          account page until {undoUntil}.
        </p>
      }
    >
      <LinkButton to="/account" size="lg" className="w-full">
        Go to my account
      </LinkButton>
    </AuthCard>
  );
}

function Refused({ message }: { message: string }) {
  return (
    <AuthCard title="This issue can't be skipped from this link" tape="clay">
      <div className="flex flex-col gap-5">
        <FormAlert>
          <p>{message}</p>
        </FormAlert>
        <LinkButton to="/account" size="lg" className="w-full">
          Go to my account
        </LinkButton>
      </div>
    </AuthCard>
  );
}
