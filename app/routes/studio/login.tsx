import { Form, redirect, useNavigation, useSearchParams } from "react-router";
import type { ShellHandle } from "#app/components/layout/shell-data.ts";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import { StudioAuthCard } from "#app/components/studio/studio-auth-card.tsx";
import { EmailInput, Input } from "#app/components/ui/input.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { errorsOf, refusalOf, typedOr } from "#app/forms/form-reply.ts";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import {
  beginStudioSession,
  currentStudioSession,
  knownStudioDeviceOf,
  studioReturnPath,
} from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { studioSignInSchema } from "#server/studio/auth/studio-account-schemas.ts";
import { studioSignIn } from "#server/studio/auth/studio-sign-in.ts";
import { parseInput } from "#server/validation/parse-input.ts";
import type { Route } from "./+types/login";

export const handle: ShellHandle = { shell: "bare" };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Studio sign-in",
    description: "Sign in to the studio, where the maker runs the shop.",
    shopName: shopNameFrom(matches),
  });
}

/** Already signed in: straight on to the studio (or the code step, when that is still due). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await currentStudioSession(request, context);
  const returnTo = new URL(request.url).searchParams.get("returnTo");
  if (session?.awaitingSecondFactor) {
    throw redirect(
      `/studio/login/verify?${new URLSearchParams({ returnTo: studioReturnPath(returnTo) })}`,
    );
  }
  if (session) throw redirect(studioReturnPath(returnTo));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, clientAddress, logger } = context.get(appContext);
  const form = formText(await request.formData());
  const returnTo = studioReturnPath(form.returnTo);
  return replyTo({ values: { email: form.email ?? "" } }, async () => {
    // Fields left wrong are marked where they are; the alert is for a refused sign-in.
    const credentials = parseInput(studioSignInSchema, form, { message: "" });
    const knownDevice = knownStudioDeviceOf(request);
    const account = await studioSignIn(db, credentials, { clientAddress, logger, knownDevice });
    const { headers, awaitingSecondFactor } = await beginStudioSession(request, context, account);
    const next = awaitingSecondFactor
      ? `/studio/login/verify?${new URLSearchParams({ returnTo })}`
      : returnTo;
    throw redirect(next, { status: 303, headers });
  });
}

export default function StudioLogin({ matches, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const refused = refusalOf(actionData);
  const errors = errorsOf(actionData);
  return (
    <StudioAuthCard
      shopName={shopNameFrom(matches)}
      title="Sign in"
      intro="Run the shop: products, orders, the Mail Club and the pages."
    >
      <Form method="post" noValidate className="mt-6 flex flex-col gap-5">
        {refused?.message ? (
          <FormAlert title="We couldn't sign you in">
            <p>{refused.message}</p>
          </FormAlert>
        ) : null}
        <input type="hidden" name="returnTo" value={searchParams.get("returnTo") ?? ""} />
        <EmailInput
          autoComplete="username"
          required
          defaultValue={typedOr(actionData, "email", "")}
          error={errors.email}
        />
        <Input
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <SubmitButton busy={busy} busyLabel="Signing in...">
          Sign in
        </SubmitButton>
      </Form>
    </StudioAuthCard>
  );
}
