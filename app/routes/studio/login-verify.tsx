import { Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import type { ShellHandle } from "#app/components/layout/shell-data.ts";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import { StudioAuthCard } from "#app/components/studio/studio-auth-card.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { refusalOf } from "#app/forms/form-reply.ts";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { currentStudioSession, studioReturnPath } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { totpCodeSchema } from "#server/studio/auth/studio-account-schemas.ts";
import { verifySecondFactor } from "#server/studio/auth/two-factor.ts";
import { parseInput } from "#server/validation/parse-input.ts";
import type { Route } from "./+types/login-verify";

export const handle: ShellHandle = { shell: "bare" };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: "Studio sign-in: code", shopName: shopNameFrom(matches) });
}

/** Only a sign-in waiting for its code sees this step. */
async function pendingSession(request: Request, context: Route.LoaderArgs["context"]) {
  const session = await currentStudioSession(request, context);
  const returnTo = studioReturnPath(new URL(request.url).searchParams.get("returnTo"));
  if (!session) throw redirect(`/studio/login?${new URLSearchParams({ returnTo })}`);
  if (!session.awaitingSecondFactor) throw redirect(returnTo);
  return { session, returnTo };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await pendingSession(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appContext);
  const { session, returnTo } = await pendingSession(request, context);
  const form = formText(await request.formData());
  return replyTo({}, async () => {
    const { code } = parseInput(totpCodeSchema, form);
    await verifySecondFactor(db, session, code);
    throw redirect(returnTo, { status: 303 });
  });
}

export default function StudioLoginVerify({ matches, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  // The code is the form's one field: whatever was refused is said about it.
  const error = refusalOf(actionData)?.message;
  return (
    <StudioAuthCard
      shopName={shopNameFrom(matches)}
      title="Enter your code"
      intro="Open your authenticator app and type the 6-digit code it shows for the studio."
    >
      <Form method="post" noValidate className="mt-6 flex flex-col gap-5">
        {error ? (
          <FormAlert title="That didn't work">
            <p>{error}</p>
          </FormAlert>
        ) : null}
        <Input
          label="6-digit code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
          required
          autoFocus
          error={error}
        />
        <SubmitButton busy={busy} busyLabel="Checking...">
          Continue
        </SubmitButton>
        <p className="text-sm text-ink-soft">
          Lost your phone?{" "}
          <Link
            to={`/studio/login?${new URLSearchParams({ returnTo: searchParams.get("returnTo") ?? "/studio" })}`}
            className="underline underline-offset-4"
          >
            Sign in again
          </Link>{" "}
          or give the account a new password with{" "}
          <code>npm run studio:create-admin -- --reset</code> on the server, which also turns
          two-factor sign-in off.
        </p>
      </Form>
    </StudioAuthCard>
  );
}
