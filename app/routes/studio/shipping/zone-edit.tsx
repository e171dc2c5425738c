import { data, Form, redirect, useNavigation } from "react-router";
import { BackLink, MissingScreen, Notice } from "#app/components/studio/content/screen-parts.tsx";
import { ReplyAlert } from "#app/components/studio/reply-alert.tsx";
import { ShippingDeletePanel } from "#app/components/studio/shipping/delete-panel.tsx";
import { ZoneFields } from "#app/components/studio/shipping/zone-fields.tsx";
import { ZonePricesSummary } from "#app/components/studio/shipping/zone-prices-summary.tsx";
import { StudioPage, StudioPanel } from "#app/components/studio/studio-page.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { replyTo } from "#app/forms/reply.server.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { wordsVersion } from "#app/server/words-version.server.ts";
import { addressCountries } from "#server/addresses/address-format.ts";
import { appContext } from "#server/context.ts";
import { AppError } from "#server/lib/errors.ts";
import { centsToDollars } from "#server/lib/money.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import { loadShippingRules } from "#server/shipping/shipping-rules.ts";
import { shippingEditMessages } from "#server/shipping/studio/edit-messages.ts";
import { deleteShippingZone, updateShippingZone } from "#server/shipping/studio/zones.ts";
import type { Route } from "./+types/zone-edit";
import { bandsOf, sharedNotes } from "./shipping-view.server.ts";
import { zoneFormValues } from "./zone-form.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.zone?.name ?? "Zone not found"} — Studio` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const id = parseRowId(params.zoneId);
  const rules = await loadShippingRules(db);
  const zone = rules.zones.find((candidate) => candidate.id === id);
  if (!zone) return data({ zone: null }, 404);
  const stored = {
    name: zone.name,
    countries: zone.countries,
    restOfWorld: zone.restOfWorld,
    freeOver: zone.freeOverCents === null ? "" : centsToDollars(zone.freeOverCents),
    position: String(zone.position),
  };
  return {
    zone: {
      id: zone.id,
      name: zone.name,
      stored,
      version: wordsVersion({ v: JSON.stringify(stored) }),
    },
    shared: sharedNotes(rules.zones, zone),
    prices: rules.methods.map((method) => ({
      id: method.id,
      name: method.name,
      bands: bandsOf(rules, method.id, zone.id),
    })),
    countries: addressCountries(),
    created: new URL(request.url).searchParams.has("created"),
  };
}

/** intent=save (the fields), or delete (then back to the list). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const { db } = context.get(appContext);
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get("intent") === "delete" ? "delete" : "save";
  const values = zoneFormValues(form);
  return replyTo({ intent, values }, async () => {
    const id = parseRowId(params.zoneId);
    if (id === null) throw new AppError("not_found", shippingEditMessages.zoneNotFound);
    if (intent === "delete") {
      await deleteShippingZone(db, account, id);
      throw redirect("/studio/shipping?notice=zone-deleted");
    }
    await updateShippingZone(db, account, id, values);
    return { ok: true as const, intent, message: "Saved." };
  });
}

export default function EditZone({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (!loaderData.zone) {
    return (
      <MissingScreen
        title="Zone not found"
        text="It may have been deleted."
        backTo="/studio/shipping"
        back="Back to shipping"
      />
    );
  }
  const { zone, shared, prices, countries } = loaderData;
  const priceCount = prices.reduce((sum, method) => sum + method.bands.length, 0);
  return (
    <StudioPage
      title={zone.name}
      description="A shipping zone: countries priced alike."
      actions={<BackLink to="/studio/shipping">All zones and methods</BackLink>}
    >
      {loaderData.created && !actionData ? (
        <Notice>Zone added. Give it prices on each method's page.</Notice>
      ) : null}
      {shared.length > 0 ? (
        <FormAlert tone="notice" title="Countries in two zones">
          <ul className="flex list-disc flex-col gap-1 pl-5">
            {shared.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </FormAlert>
      ) : null}
      <StudioPanel title="The zone">
        <Form method="post" noValidate className="flex flex-col gap-5" key={zone.version}>
          <ReplyAlert reply={actionData} />
          <ZoneFields stored={zone.stored} countries={countries} reply={actionData} />
          <div>
            <SubmitButton busy={busy} busyLabel="Saving…" compact name="intent" value="save">
              Save
            </SubmitButton>
          </div>
        </Form>
      </StudioPanel>
      <ZonePricesSummary zoneName={zone.name} prices={prices} />
      <ShippingDeletePanel
        kind="zone"
        lead="Its countries are then priced by the rest of the world, or not posted to."
        busy={busy}
      >
        <p>
          “{zone.name}” will be deleted with{" "}
          {priceCount === 1 ? "its 1 price" : `its ${priceCount} prices`}. Orders already placed
          keep what they paid.
        </p>
      </ShippingDeletePanel>
    </StudioPage>
  );
}
