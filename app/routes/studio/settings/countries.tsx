import { Form, Link, useNavigation } from "react-router";
import { ReplyAlert } from "#app/components/studio/reply-alert.tsx";
import { AddressesWithoutCountry } from "#app/components/studio/settings/addresses-without-country.tsx";
import { ServedCountriesTable } from "#app/components/studio/settings/served-countries-table.tsx";
import { StudioPage, StudioPanel } from "#app/components/studio/studio-page.tsx";
import { replyTo } from "#app/forms/reply.server.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { addressCountries, HOME_COUNTRY } from "#server/addresses/address-format.ts";
import { clubCountryCount, loadServedCountries } from "#server/addresses/served-countries.ts";
import { appContext } from "#server/context.ts";
import { addressesWithoutCountry } from "#server/studio/settings/addresses-without-country.ts";
import { updateServedCountries } from "#server/studio/settings/update-served-countries.ts";
import type { Route } from "./+types/countries";

export function meta() {
  return [{ title: "Countries — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const served = await loadServedCountries(db);
  return {
    countries: addressCountries(HOME_COUNTRY).map(({ code, name }) => ({
      code,
      name,
      shop: served.shop.has(code),
      club: served.club.has(code),
    })),
    shopCount: served.shop.size,
    clubCount: clubCountryCount(served),
    withoutCountry: await addressesWithoutCountry(db),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const { db } = context.get(appContext);
  const form = await request.formData();
  const ticked = (name: string) => form.getAll(name).filter((code) => typeof code === "string");
  return replyTo({ intent: "save" }, async () => {
    const saved = await updateServedCountries(db, account, {
      shop: ticked("shop"),
      club: ticked("club"),
    });
    const message = `Saved: orders ship to ${saved.shopCount} countries; the international Mail Club goes to ${saved.clubCount}.`;
    return { ok: true as const, intent: "save", message };
  });
}

export default function Countries({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <StudioPage
      title="Countries"
      description={`Orders ship to ${loaderData.shopCount} countries and the international Mail Club goes to ${loaderData.clubCount}. A country left unticked cannot be chosen at checkout, and the API refuses it.`}
    >
      <AddressesWithoutCountry addresses={loaderData.withoutCountry} />
      <StudioPanel title="Where the shop sends post">
        <Form method="post" className="flex flex-col gap-4">
          <ReplyAlert reply={actionData} />
          <p className="text-sm text-ink-soft">
            Untick a country to stop sending there. Postage by country is set in{" "}
            <Link to="/studio/shipping" className="underline">
              Shipping
            </Link>
            .
          </p>
          <ServedCountriesTable countries={loaderData.countries} />
          <div>
            <SubmitButton busy={busy} busyLabel="Saving…" compact>
              Save countries
            </SubmitButton>
          </div>
        </Form>
      </StudioPanel>
    </StudioPage>
  );
}
