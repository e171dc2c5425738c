import { Link } from "react-router";
import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import type { AddressWithoutCountry } from "#server/studio/settings/addresses-without-country.ts";

/**
 * Addresses saved as "Other" before every country was listed: nothing can be posted to them
 * until the customer chooses their country (their account page asks them to).
 */
export function AddressesWithoutCountry(props: { addresses: AddressWithoutCountry[] }) {
  if (props.addresses.length === 0) return null;
  return (
    <StudioPanel title="Addresses without a country">
      <p className="mb-3 text-sm text-ink-soft">
        Saved as "Other" before every country was listed. Their account page asks them to choose
        their country; an issue frozen before then flags them instead of printing a label.
      </p>
      <ul className="flex flex-col gap-2 text-sm">
        {props.addresses.map((address) => (
          <li key={`${address.use}-${address.email}`} className="flex flex-wrap gap-x-3">
            {address.subscriptionId ? (
              <Link
                to={`/studio/mail-club/members/${address.subscriptionId}`}
                className="font-semibold underline"
              >
                {address.name}
              </Link>
            ) : (
              <span className="font-semibold">{address.name}</span>
            )}
            <span className="break-all">{address.email}</span>
            <span className="text-ink-soft">{address.use}</span>
          </li>
        ))}
      </ul>
    </StudioPanel>
  );
}
