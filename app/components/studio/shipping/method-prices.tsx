import { Link } from "react-router";
import type { FormReply } from "#app/forms/form-reply.ts";
import { type ZoneBands, ZonePrices } from "./zone-prices.tsx";

/** A method's prices by weight, a panel per zone in the zones' order. */
export function MethodPrices(props: { zones: ZoneBands[]; pageReply?: FormReply }) {
  return (
    <section aria-labelledby="prices-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="prices-heading" className="text-2xl font-semibold">
          Prices by weight
        </h2>
        <p className="text-ink-soft">
          A parcel takes the lightest band that holds its weight: with bands up to 100 g and up to
          250 g, 120 g costs the second price. Heavier than every band, this method isn't offered.
        </p>
      </div>
      {props.zones.length === 0 ? (
        <p>
          No zones yet:{" "}
          <Link to="/studio/shipping/zones/new" className="font-semibold underline">
            add one
          </Link>{" "}
          to price this method in it.
        </p>
      ) : (
        props.zones.map((zone) => (
          <ZonePrices key={zone.zone.id} {...zone} pageReply={props.pageReply} />
        ))
      )}
    </section>
  );
}
