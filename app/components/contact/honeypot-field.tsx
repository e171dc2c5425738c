import { HONEYPOT_FIELD } from "#server/content/contact/contact-limits.ts";

/**
 * A field only bots fill: off screen, hidden from assistive technology, out of the tab order
 * and never autofilled. A message that comes with it filled is answered as sent and dropped.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor="contact-website">Website</label>
      <input
        id="contact-website"
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  );
}
