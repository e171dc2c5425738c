import { Form, useNavigation } from "react-router";
import { BackLink } from "#app/components/studio/content/screen-parts.tsx";
import { ReplyAlert } from "#app/components/studio/reply-alert.tsx";
import { contentTabs } from "#app/components/studio/studio-nav.ts";
import { StudioPage, StudioPanel } from "#app/components/studio/studio-page.tsx";
import { StudioTabs } from "#app/components/studio/studio-tabs.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { errorOf, typedOr } from "#app/forms/form-reply.ts";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { updateBannerText } from "#server/studio/content/about/update-banner-text.ts";
import { readStudioSettings } from "#server/studio/settings/read-studio-settings.ts";
import type { Route } from "./+types/banner";

export function meta() {
  return [{ title: "Banner — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  return { bannerText: (await readStudioSettings(db)).bannerText };
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const { db } = context.get(appContext);
  const form = formText(await request.formData());
  return replyTo({ intent: "save", values: form }, async () => {
    await updateBannerText(db, account, form);
    const message = "Saved. Every page of the shop shows the new banner.";
    return { ok: true as const, intent: "save", message };
  });
}

export default function Banner({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <StudioPage
      title="Banner above every page"
      description="One line at the very top of the shop, linking to the Mail Club."
      actions={<BackLink to="/studio/content/pages">All page texts</BackLink>}
    >
      <StudioTabs label="Content" tabs={contentTabs} />
      <StudioPanel>
        <Form method="post" className="flex max-w-2xl flex-col gap-5" key={loaderData.bannerText}>
          <ReplyAlert reply={actionData} />
          <Input
            label="Banner text"
            name="bannerText"
            required
            maxLength={150}
            defaultValue={typedOr(actionData, "bannerText", loaderData.bannerText)}
            error={errorOf(actionData, "bannerText")}
            hint="Up to 150 characters."
          />
          <div>
            <SubmitButton busy={busy} busyLabel="Saving…" compact>
              Save
            </SubmitButton>
          </div>
        </Form>
      </StudioPanel>
    </StudioPage>
  );
}
