import { Form, redirect, useNavigation } from "react-router";
import { IssueDetailsFields } from "#app/components/studio/mail-club/issue-details-fields.tsx";
import { mailClubTabs } from "#app/components/studio/studio-nav.ts";
import { StudioPage, StudioPanel } from "#app/components/studio/studio-page.tsx";
import { StudioTabs } from "#app/components/studio/studio-tabs.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { errorsOf, refusalOf, typedOr } from "#app/forms/form-reply.ts";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { shopClock } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { nextCutoff } from "#server/mail-club/cutoff.ts";
import { issueMonthKey } from "#server/mail-club/issue-month.ts";
import { createStudioIssue } from "#server/mail-club/studio/create-studio-issue.ts";
import { currentIssueMonth } from "#server/mail-club/studio/issue-form.ts";
import type { Route } from "./+types/issue-new";

export function meta() {
  return [{ title: "New issue — Mail Club — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const clock = await shopClock(context);
  return {
    // The issue a member joining now gets first is the one the maker prepares next.
    suggested: issueMonthKey(nextCutoff(clock.now, clock.timeZone).issue),
    earliest: issueMonthKey(currentIssueMonth(clock.now, clock.timeZone)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const { db } = context.get(appContext);
  const form = formText(await request.formData());
  return replyTo({ values: form }, async () => {
    const issue = await createStudioIssue(db, account, form, await shopClock(context));
    return redirect(`/studio/mail-club/issues/${issue.id}?created=1`, 303);
  });
}

export default function NewIssue({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const refused = refusalOf(actionData);
  const errors = errorsOf(actionData);
  return (
    <StudioPage
      title="New issue"
      description="One issue a month: its title and your notes. Who gets it follows from the members."
    >
      <StudioTabs label="Mail Club" tabs={mailClubTabs} />
      <StudioPanel>
        <Form method="post" className="flex max-w-xl flex-col gap-4" noValidate>
          {refused ? (
            <FormAlert title="The issue was not created">{refused.message}</FormAlert>
          ) : null}
          <Input
            label="Month"
            name="month"
            type="month"
            required
            min={loaderData.earliest}
            defaultValue={typedOr(refused, "month", loaderData.suggested)}
            placeholder="2027-01"
            error={errors.month}
            hint="This month or a later one, such as 2027-01."
          />
          <IssueDetailsFields
            title={typedOr(refused, "title", "")}
            notes={typedOr(refused, "notes", "")}
            errors={errors}
          />
          <div>
            <Button type="submit" disabled={busy}>
              Create issue
            </Button>
          </div>
        </Form>
      </StudioPanel>
    </StudioPage>
  );
}
