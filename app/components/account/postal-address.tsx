import { countryName } from "#app/components/account/account-data.ts";
import { cx } from "#app/components/ui/cx.ts";
import type { PostalAddress } from "#server/accounts/types.ts";

/** An address as it goes on an envelope: name, street lines, city line, country. */
export function PostalAddressBlock(props: {
  address: Omit<PostalAddress, "phone">;
  className?: string;
}) {
  const { address } = props;
  return (
    <address className={cx("not-italic text-ink", props.className)}>
      {address.firstName} {address.lastName}
      <br />
      {address.addressLine1}
      {address.addressLine2 ? (
        <>
          <br />
          {address.addressLine2}
        </>
      ) : null}
      <br />
      {address.city}, {address.stateProvince} {address.postalCode}
      <br />
      {countryName(address.country)}
    </address>
  );
}
