import { cx } from "#app/components/ui/cx.ts";

/**
 * An address as its country's post writes it, one line each, the country last: the lines
 * come from the server (server/addresses/address-display.ts), which knows every format.
 */
export function PostalAddressBlock(props: { lines: readonly string[]; className?: string }) {
  return (
    <address className={cx("not-italic text-ink", props.className)}>
      {props.lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move, and two may read alike
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
