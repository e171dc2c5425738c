import { Form, Link, useNavigation } from "react-router";
import { BackLink } from "#app/components/studio/content/screen-parts.tsx";
import { FileUpload } from "#app/components/studio/file-upload.tsx";
import { ReplyAlert } from "#app/components/studio/reply-alert.tsx";
import { contentTabs } from "#app/components/studio/studio-nav.ts";
import { StudioPage, StudioPanel } from "#app/components/studio/studio-page.tsx";
import { StudioTabs } from "#app/components/studio/studio-tabs.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { errorOf, replyFor, typedOr } from "#app/forms/form-reply.ts";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { wordsVersion } from "#app/server/words-version.server.ts";
import { appContext } from "#server/context.ts";
import { removeAboutPhoto } from "#server/studio/content/about/remove-about-photo.ts";
import { updateAboutMe } from "#server/studio/content/about/update-about-me.ts";
import { readStudioSettings } from "#server/studio/settings/read-studio-settings.ts";
import type { Route } from "./+types/about-me";

export function meta() {
  return [{ title: "About me — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const { aboutMe } = await readStudioSettings(db);
  const stored = { title: aboutMe.title, story: aboutMe.story };
  return { stored, version: wordsVersion(stored), photo: aboutMe.imagePath };
}

/** intent=save (title, story) or remove-photo. */
export async function action({ request, context }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const { db } = context.get(appContext);
  const form = formText(await request.formData());
  const intent = form.intent === "remove-photo" ? "remove-photo" : "save";
  return replyTo({ intent, values: form }, async () => {
    if (intent === "remove-photo") {
      await removeAboutPhoto(db, account);
      return { ok: true as const, intent, message: "The photo was removed." };
    }
    await updateAboutMe(db, account, form);
    return { ok: true as const, intent, message: "Saved. The home page shows the new words now." };
  });
}

export default function AboutMe({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { stored, version, photo } = loaderData;
  const reply = replyFor(actionData, "save");
  return (
    <StudioPage
      title="Home: About me"
      description={
        <>
          The section about you near the end of the{" "}
          <Link to="/" className="font-semibold text-clay-deep underline underline-offset-4">
            home page
          </Link>
          .
        </>
      }
      actions={<BackLink to="/studio/content/pages">All page texts</BackLink>}
    >
      <StudioTabs label="Content" tabs={contentTabs} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <StudioPanel title="Words">
          <Form method="post" className="flex flex-col gap-5" key={version}>
            <input type="hidden" name="intent" value="save" />
            <ReplyAlert reply={reply} />
            <Input
              label="Heading"
              name="title"
              required
              maxLength={120}
              defaultValue={typedOr(reply, "title", stored.title)}
              error={errorOf(reply, "title")}
            />
            <Textarea
              label="Your story"
              name="story"
              rows={10}
              maxLength={5000}
              defaultValue={typedOr(reply, "story", stored.story)}
              error={errorOf(reply, "story")}
              hint="Leave a blank line between paragraphs. Words between ** and ** are shown in bold."
            />
            <div>
              <SubmitButton busy={busy} busyLabel="Saving…" compact>
                Save
              </SubmitButton>
            </div>
          </Form>
        </StudioPanel>
        <StudioPanel title="Photo">
          <div className="flex flex-col gap-4">
            <ReplyAlert reply={replyFor(actionData, "remove-photo")} />
            {photo ? (
              <>
                <img
                  src={photo}
                  alt="The About me section’s current portrait"
                  width={240}
                  height={300}
                  className="aspect-[4/5] w-48 rounded-md border border-line bg-paper-deep object-cover"
                />
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-photo" />
                  <Button
                    type="submit"
                    variant="secondary"
                    size="sm"
                    className="min-h-11"
                    disabled={busy}
                  >
                    Remove the photo
                  </Button>
                </Form>
              </>
            ) : (
              <p className="text-ink-soft">No photo: the home page shows the words alone.</p>
            )}
            <FileUpload
              endpoint="/api/studio/content/about-photo"
              fileLabel={photo ? "Replace with a new photo" : "Photo"}
              submitLabel="Upload photo"
              hint="Cropped to a 4:5 portrait around its middle."
              doneTitle="Photo saved"
            />
          </div>
        </StudioPanel>
      </div>
    </StudioPage>
  );
}
