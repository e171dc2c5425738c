import { Form, useNavigation } from "react-router";
import { renderSVG } from "uqr";
import { StudioPage, StudioPanel } from "#app/components/studio/studio-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { refusalOf } from "#app/forms/form-reply.ts";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";
import { totpCodeSchema } from "#server/studio/auth/studio-account-schemas.ts";
import { totpUri } from "#server/studio/auth/totp.ts";
import {
  beginTwoFactorEnrolment,
  disableTwoFactor,
  enableTwoFactor,
  pendingTwoFactorSecret,
} from "#server/studio/auth/two-factor.ts";
import { parseInput } from "#server/validation/parse-input.ts";
import type { Route } from "./+types/security";

export function meta() {
  return [{ title: "Security — Studio" }];
}

/** The QR code an authenticator app scans, and the key to type when it can't. */
function enrolment(secret: string, email: string, issuer: string) {
  const uri = totpUri({ secret, account: email, issuer });
  return { secret, qrSvg: renderSVG(uri, { border: 2 }) };
}

/**
 * Whether two-factor sign-in is on, and the set-up begun but not yet confirmed: its QR code,
 * shown after 'Set up' and again after a wrong code.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireStudio(request, context);
  const { db } = context.get(appContext);
  const pending = account.twoFactorEnabled ? null : await pendingTwoFactorSecret(db, account.id);
  const issuer = `${(await getShopSettings(db)).shopName} studio`;
  return {
    twoFactorEnabled: account.twoFactorEnabled,
    email: account.email,
    enrolment: pending ? enrolment(pending, account.email, issuer) : null,
  };
}

/** intent=begin, then enable with a code; disable with a code. */
export async function action({ request, context }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const { db } = context.get(appContext);
  const form = formText(await request.formData());
  const intent = form.intent === "begin" || form.intent === "enable" ? form.intent : "disable";
  return replyTo({ intent }, async () => {
    if (intent === "begin") {
      await beginTwoFactorEnrolment(db, account.id);
      return { ok: true as const, intent };
    }
    const { code } = parseInput(totpCodeSchema, form);
    if (intent === "enable") {
      await enableTwoFactor(db, account.id, code);
      await recordStudioChange(db, account, { action: "studio.two-factor.enable" });
    } else {
      await disableTwoFactor(db, account.id, code);
      await recordStudioChange(db, account, { action: "studio.two-factor.disable" });
    }
    return { ok: true as const, intent };
  });
}

export default function Security({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const done = actionData?.ok ? actionData.intent : undefined;
  const refused = refusalOf(actionData);
  const qr = done === "begin" || refused?.intent === "enable" ? loaderData.enrolment : null;
  const message = refused?.message;
  return (
    <StudioPage
      title="Security"
      description="Two-factor sign-in asks for a code from an authenticator app after the password."
    >
      <StudioPanel title="Two-factor sign-in">
        {done === "enable" ? (
          <FormAlert tone="notice" title="Two-factor sign-in is on">
            From now on the studio asks for a code from your app after your password.
          </FormAlert>
        ) : null}
        {done === "disable" ? (
          <FormAlert tone="notice" title="Two-factor sign-in is off">
            The studio asks only for your password now.
          </FormAlert>
        ) : null}
        {loaderData.twoFactorEnabled ? (
          <Form method="post" className="mt-3 flex max-w-sm flex-col gap-4">
            <p>
              <strong>On.</strong> To turn it off, enter a current code from your app.
            </p>
            <input type="hidden" name="intent" value="disable" />
            <Input
              label="6-digit code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              error={message}
            />
            <Button type="submit" variant="destructive" disabled={busy}>
              Turn two-factor sign-in off
            </Button>
          </Form>
        ) : qr ? (
          <Form method="post" className="mt-3 flex flex-col gap-4">
            <ol className="flex list-decimal flex-col gap-2 pl-5">
              <li>In your authenticator app, add an account and scan this code.</li>
              <li>Then type the 6-digit code the app shows.</li>
            </ol>
            <div
              role="img"
              aria-label="QR code for your authenticator app"
              className="size-48 rounded-md border border-line bg-white p-1"
              // The SVG is drawn here, by uqr, from the otpauth link: no outside markup.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
              dangerouslySetInnerHTML={{ __html: qr.qrSvg }}
            />
            <p className="text-sm">
              Can't scan it? Type this key:{" "}
              <code className="rounded bg-paper-deep px-2 py-1 font-mono break-all">
                {qr.secret.replace(/(.{4})/g, "$1 ").trim()}
              </code>
            </p>
            <input type="hidden" name="intent" value="enable" />
            <div className="flex max-w-sm flex-col gap-4">
              <Input
                label="6-digit code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                error={message}
              />
              <Button type="submit" disabled={busy}>
                Turn two-factor sign-in on
              </Button>
            </div>
          </Form>
        ) : (
          <Form method="post" className="mt-3 flex flex-col items-start gap-3">
            <p>
              <strong>Off.</strong> Anyone with your password can open the studio.
            </p>
            <input type="hidden" name="intent" value="begin" />
            <Button type="submit" disabled={busy}>
              Set up two-factor sign-in
            </Button>
          </Form>
        )}
      </StudioPanel>
    </StudioPage>
  );
}
