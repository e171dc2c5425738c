import { useSearchParams } from "react-router";
import { Notice } from "#app/components/studio/content/screen-parts.tsx";
import { MethodsTable, ZonesTable } from "#app/components/studio/shipping/shipping-tables.tsx";
import { StudioPage, StudioPanel } from "#app/components/studio/studio-page.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { loadShippingRules } from "#server/shipping/shipping-rules.ts";
import type { Route } from "./+types/shipping";
import { bandsOf, zoneRow } from "./shipping-view.server.ts";

export function meta() {
  return [{ title: "Shipping — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const rules = await loadShippingRules(db);
  return {
    // With no price at all the shop charges no postage (decisions.md 19).
    priced: rules.rates.length > 0,
    zones: rules.zones.map((zone) => zoneRow(rules.zones, zone)),
    methods: rules.methods.map((method) => ({
      ...method,
      prices: rules.zones.flatMap((zone) => {
        const bands = bandsOf(rules, method.id, zone.id);
        return bands.length === 0 ? [] : [{ zone: zone.name, bands }];
      }),
    })),
  };
}

const notices: Record<string, string> = {
  "zone-deleted": "The zone was deleted, with its prices.",
  "method-deleted": "The method was deleted, with its prices. Orders that chose it keep its name.",
};

export default function Shipping({ loaderData }: Route.ComponentProps) {
  const { zones, methods, priced } = loaderData;
  const [params] = useSearchParams();
  const notice = notices[params.get("notice") ?? ""];
  return (
    <StudioPage
      title="Shipping"
      description="Where the shop posts to, the ways it sends a parcel, and what each costs by weight."
      actions={
        <>
          <LinkButton to="/studio/shipping/zones/new" variant="secondary">
            Add a zone
          </LinkButton>
          <LinkButton to="/studio/shipping/methods/new">Add a method</LinkButton>
        </>
      }
    >
      {notice ? <Notice>{notice}</Notice> : null}
      {priced ? null : (
        <Notice>
          No prices yet, so orders ship free. Once a method has a price, the checkout offers only
          the methods priced for the buyer's country and parcel.
        </Notice>
      )}
      <StudioPanel title="Zones">
        <p className="mb-4 text-ink-soft">
          Countries priced alike. A country takes the prices of the first zone that lists it, else
          those of the rest of the world; with no rest of the world, the shop posts only to the
          countries listed.
        </p>
        {zones.length === 0 ? (
          <p>No zones yet. Add one for each group of countries you price alike.</p>
        ) : (
          <ZonesTable zones={zones} />
        )}
      </StudioPanel>
      <StudioPanel title="Methods">
        <p className="mb-4 text-ink-soft">
          How a parcel goes. The checkout offers each active method that has a price in the buyer's
          zone for the parcel's weight: the products' weights added up (Products → a product →
          Postage). Downloads and Mail Club plans need no postage.
        </p>
        {methods.length === 0 ? (
          <p>No methods yet. Add one, like Letter mail or Tracked parcel, then its prices.</p>
        ) : (
          <MethodsTable methods={methods} />
        )}
      </StudioPanel>
    </StudioPage>
  );
}
