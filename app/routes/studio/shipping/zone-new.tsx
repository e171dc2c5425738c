import { Form, redirect, useNavigation } from "react-router";
import { BackLink } from "#app/components/studio/content/screen-parts.tsx";
import { ReplyAlert } from "#app/components/studio/reply-alert.tsx";
import { ZoneFields } from "#app/components/studio/shipping/zone-fields.tsx";
import { StudioPage, StudioPanel } from "#app/components/studio/studio-page.tsx";
import { replyTo } from "#app/forms/reply.server.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { addressCountries } from "#server/addresses/address-format.ts";
import { appContext } from "#server/context.ts";
import { loadShippingRules } from "#server/shipping/shipping-rules.ts";
import { createShippingZone } from "#server/shipping/studio/zones.ts";
import type { Route } from "./+types/zone-new";
import { nextPosition } from "./shipping-view.server.ts";
import { zoneFormValues } from "./zone-form.server.ts";

export function meta() {
  return [{ title: "New shipping zone — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const { zones } = await loadShippingRules(db);
  return { countries: addressCountries(), position: nextPosition(zones) };
}

/** Adds the zone and opens it. */
export async function action({ request, context }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const { db } = context.get(appContext);
  const values = zoneFormValues(await request.formData().catch(() => new FormData()));
  return replyTo({ intent: "save", values }, async () => {
    const { id } = await createShippingZone(db, account, values);
    throw redirect(`/studio/shipping/zones/${id}?created`);
  });
}

export default function NewZone({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const stored = {
    name: "",
    countries: [],
    restOfWorld: false,
    freeOver: "",
    position: loaderData.position,
  };
  return (
    <StudioPage
      title="New shipping zone"
      description="Countries priced alike. Its prices are set on each method's page."
      actions={<BackLink to="/studio/shipping">All zones and methods</BackLink>}
    >
      <StudioPanel>
        <Form method="post" noValidate className="flex flex-col gap-5">
          <ReplyAlert reply={actionData} />
          <ZoneFields stored={stored} countries={loaderData.countries} reply={actionData} />
          <div>
            <SubmitButton busy={busy} busyLabel="Adding…" compact>
              Add the zone
            </SubmitButton>
          </div>
        </Form>
      </StudioPanel>
    </StudioPage>
  );
}
