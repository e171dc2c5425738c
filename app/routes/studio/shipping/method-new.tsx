import { Form, redirect, useNavigation } from "react-router";
import { BackLink } from "#app/components/studio/content/screen-parts.tsx";
import { ReplyAlert } from "#app/components/studio/reply-alert.tsx";
import { MethodFields } from "#app/components/studio/shipping/method-fields.tsx";
import { StudioPage, StudioPanel } from "#app/components/studio/studio-page.tsx";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { loadShippingRules } from "#server/shipping/shipping-rules.ts";
import { createShippingMethod } from "#server/shipping/studio/methods.ts";
import type { Route } from "./+types/method-new";
import { nextPosition } from "./shipping-view.server.ts";

export function meta() {
  return [{ title: "New shipping method — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const { methods } = await loadShippingRules(db);
  return { position: nextPosition(methods) };
}

/** Adds the method and opens it, where its prices are set. */
export async function action({ request, context }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const { db } = context.get(appContext);
  const values = formText(await request.formData().catch(() => new FormData()));
  return replyTo({ intent: "save", values }, async () => {
    const { id } = await createShippingMethod(db, account, values);
    throw redirect(`/studio/shipping/methods/${id}?created`);
  });
}

export default function NewMethod({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const stored = {
    name: "",
    description: "",
    lettersOnly: false,
    isActive: true,
    position: loaderData.position,
  };
  return (
    <StudioPage
      title="New shipping method"
      description="A way to send a parcel. Its prices in each zone come on the next screen."
      actions={<BackLink to="/studio/shipping">All zones and methods</BackLink>}
    >
      <StudioPanel>
        <Form method="post" noValidate className="flex flex-col gap-5">
          <ReplyAlert reply={actionData} />
          <MethodFields stored={stored} reply={actionData} />
          <div>
            <SubmitButton busy={busy} busyLabel="Adding…" compact>
              Add the method
            </SubmitButton>
          </div>
        </Form>
      </StudioPanel>
    </StudioPage>
  );
}
