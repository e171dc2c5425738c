import { data, Form, Link, useNavigation } from "react-router";
import { PageTextFields } from "#app/components/studio/content/page-text-fields.tsx";
import { BackLink, MissingScreen } from "#app/components/studio/content/screen-parts.tsx";
import { When } from "#app/components/studio/content/shown-time.tsx";
import { ReplyAlert } from "#app/components/studio/reply-alert.tsx";
import { contentTabs } from "#app/components/studio/studio-nav.ts";
import { StudioPage, StudioPanel } from "#app/components/studio/studio-page.tsx";
import { StudioTabs } from "#app/components/studio/studio-tabs.tsx";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { shopTimeZone, studioTime } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { wordsVersion } from "#app/server/words-version.server.ts";
import { getPageText } from "#server/content/pages/get-page-text.ts";
import { appContext } from "#server/context.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";
import { findEditablePageText } from "#server/studio/content/pages/editable-page-texts.ts";
import { updatePageText } from "#server/studio/content/pages/update-page-text.ts";
import type { Route } from "./+types/page-text-edit";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.page?.name ?? "Page text not found"} — Studio` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const page = findEditablePageText(params.key);
  if (!page) return data({ page: null }, 404);
  const [text, settings, timeZone] = await Promise.all([
    getPageText(db, page.key),
    getShopSettings(db),
    shopTimeZone(context),
  ]);
  const stored = { title: text?.title ?? "", lead: text?.lead ?? "", body: text?.body ?? "" };
  return {
    page,
    stored,
    version: wordsVersion(stored),
    updatedAt: studioTime(timeZone)(text?.updatedAt ?? null),
    ownerEmail: settings.ownerEmail,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const { db } = context.get(appContext);
  const form = formText(await request.formData());
  return replyTo({ intent: "save", values: form }, async () => {
    await updatePageText(db, account, params.key, form);
    return {
      ok: true as const,
      intent: "save",
      message: "Saved. The shop shows the new words now.",
    };
  });
}

export default function EditPageText({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (!loaderData.page) {
    return (
      <MissingScreen
        title="Page text not found"
        text="There is no such page text."
        backTo="/studio/content/pages"
        back="Back to the page texts"
      />
    );
  }
  const { page, stored, version, updatedAt, ownerEmail } = loaderData;
  return (
    <StudioPage
      title={page.name}
      description={
        <>
          Shown on{" "}
          <Link
            to={page.path}
            className="font-semibold text-clay-deep underline underline-offset-4"
          >
            {page.path === "/" ? "the home page" : page.path}
          </Link>
          {updatedAt ? (
            <>
              {" "}
              · last edited <When time={updatedAt} />
            </>
          ) : null}
        </>
      }
      actions={<BackLink to="/studio/content/pages">All page texts</BackLink>}
    >
      <StudioTabs label="Content" tabs={contentTabs} />
      <StudioPanel>
        {/* Multipart: long Markdown is sent at its own size, not URL-encoded (page forms take 64 KB). */}
        <Form
          method="post"
          encType="multipart/form-data"
          className="flex flex-col gap-5"
          key={version}
        >
          <ReplyAlert reply={actionData} />
          <PageTextFields page={page} stored={stored} ownerEmail={ownerEmail} reply={actionData} />
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
