import { countryName } from "#app/components/account/account-data.ts";
import { cx } from "#app/components/ui/cx.ts";
import type { PostalAddress } from "#server/accounts/types.ts";

/** An address as it goes on an envelope: name, street lines, city line, country. */
export function PostalAddressBlock(props: {
  address: Omit<PostalAddress, "phone">;
  className?: string;
}) {
  const { address } = props;
  const town = address.city
    ? `${address.city}, ${address.stateProvince} ${address.postalCode}`
    : "";
  // A buyer of downloads gives a name and country only: no empty lines for the rest.
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.addressLine1,
    address.addressLine2,
    town,
    countryName(address.country),
  ].filter((line): line is string => Boolean(line?.trim()));
  return (
    <address className={cx("not-italic text-ink", props.className)}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move, and two may read alike
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
