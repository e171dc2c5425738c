import { Select } from "#app/components/ui/select.tsx";

/**
 * The shop's time zone: one of the IANA zones, or the server's SHOP_TIMEZONE when none is
 * chosen; the zone in effect and its time now are said under it.
 */
export function TimeZoneField(props: {
  zones: string[];
  value: string;
  defaultZone: string;
  effective: { zone: string; now: string };
  error?: string;
}) {
  return (
    <Select
      label="Time zone"
      name="timeZone"
      defaultValue={props.value}
      error={props.error}
      options={[
        { value: "", label: `The server's default: ${props.defaultZone} (SHOP_TIMEZONE)` },
        ...props.zones.map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") })),
      ]}
      hint={
        <>
          The Mail Club's cutoff on the 25th and the dates the shop shows are counted here. In
          effect now: <strong>{props.effective.zone}</strong>, where it is {props.effective.now}.
        </>
      }
    />
  );
}
