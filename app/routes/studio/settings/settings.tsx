import { Form, Link, useNavigation } from "react-router";
import { ReplyAlert } from "#app/components/studio/reply-alert.tsx";
import { PayPalPanel } from "#app/components/studio/settings/paypal-panel.tsx";
import {
  type SocialLinkRow,
  SocialLinksField,
} from "#app/components/studio/settings/social-links-field.tsx";
import { TimeZoneField } from "#app/components/studio/settings/time-zone-field.tsx";
import { StudioPage, StudioPanel } from "#app/components/studio/studio-page.tsx";
import { EmailInput, Input } from "#app/components/ui/input.tsx";
import { errorOf, errorsOf, refusalOf, typedOr } from "#app/forms/form-reply.ts";
import { replyTo } from "#app/forms/reply.server.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { wordsVersion } from "#app/server/words-version.server.ts";
import { appContext } from "#server/context.ts";
import { paypalSummary } from "#server/studio/settings/paypal-summary.ts";
import { readStudioSettings } from "#server/studio/settings/read-studio-settings.ts";
import { settingsFromForm } from "#server/studio/settings/settings-form.ts";
import { timeZoneChoices } from "#server/studio/settings/time-zones.ts";
import { updateShopSettings } from "#server/studio/settings/update-shop-settings.ts";
import type { Route } from "./+types/settings";

export function meta() {
  return [{ title: "Settings — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db, config } = context.get(appContext);
  const settings = await readStudioSettings(db);
  const stored = {
    shopName: settings.shopName,
    ownerEmail: settings.ownerEmail,
    timeZone: settings.timeZone ?? "",
  };
  const zone = settings.timeZone ?? config.shopTimeZone;
  const now = new Intl.DateTimeFormat("en-US", { timeStyle: "short", timeZone: zone });
  return {
    stored,
    socialLinks: settings.socialLinks,
    version: wordsVersion({ ...stored, links: JSON.stringify(settings.socialLinks) }),
    zones: timeZoneChoices(),
    defaultZone: config.shopTimeZone,
    effective: { zone, now: now.format(new Date()) },
    paypal: paypalSummary(config.paypal),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const { db } = context.get(appContext);
  const input = settingsFromForm(await request.formData());
  return replyTo({ intent: "save", values: input }, async () => {
    const { changed } = await updateShopSettings(db, account, input);
    const message =
      changed.length === 0 ? "Nothing had changed." : "Saved. The shop's pages show the change.";
    return { ok: true as const, intent: "save", message };
  });
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { stored, zones, defaultZone, effective, paypal } = loaderData;
  const refused = refusalOf(actionData);
  const links =
    (refused?.values?.socialLinks as SocialLinkRow[] | undefined) ?? loaderData.socialLinks;
  return (
    <StudioPage
      title="Settings"
      description="The shop's name, contact, links and time zone."
      actions={
        <Link to="/studio/settings/countries" className="text-sm font-semibold underline">
          Where the shop ships
        </Link>
      }
    >
      <StudioPanel title="The shop">
        <Form
          method="post"
          className="flex max-w-3xl flex-col gap-5"
          key={refused ? JSON.stringify(refused.values) : loaderData.version}
        >
          <ReplyAlert reply={actionData} />
          <Input
            label="Shop name"
            name="shopName"
            required
            maxLength={100}
            defaultValue={typedOr(actionData, "shopName", stored.shopName)}
            error={errorOf(actionData, "shopName")}
            hint="In the header, page titles and e-mails."
          />
          <EmailInput
            label="Owner e-mail"
            name="ownerEmail"
            autoComplete="off"
            defaultValue={typedOr(actionData, "ownerEmail", stored.ownerEmail)}
            error={errorOf(actionData, "ownerEmail")}
            hint="Shown to customers to write to, and where the shop's notices go when OWNER_EMAIL is not set."
          />
          <SocialLinksField
            links={links}
            errors={errorsOf(actionData)}
            groupError={errorOf(actionData, "socialLinks")}
          />
          <TimeZoneField
            zones={zones}
            value={typedOr(actionData, "timeZone", stored.timeZone)}
            defaultZone={defaultZone}
            effective={effective}
            error={errorOf(actionData, "timeZone")}
          />
          <div>
            <SubmitButton busy={busy} busyLabel="Saving…" compact>
              Save settings
            </SubmitButton>
          </div>
        </Form>
      </StudioPanel>
      <PayPalPanel paypal={paypal} />
    </StudioPage>
  );
}
