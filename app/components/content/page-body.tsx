import { Markdown } from "#app/components/catalogue/markdown.tsx";
import type { PageSections } from "#app/components/content/page-sections.ts";
import { withShopEmail } from "#app/components/content/shop-email.ts";
import { ShippingRates } from "#app/components/shipping/shipping-rates.tsx";
import { cutAtShippingRates } from "#app/components/shipping/shipping-rates-marker.ts";
import type { Block } from "#server/markdown/blocks.ts";
import type { ShippingRatesTable } from "#server/shipping/shipping-rates-table.ts";

/** A page with this many sections or more opens with a list of them. */
const CONTENTS_FROM = 5;

/**
 * A stored page's body under its h1: the text before the first heading, then one section
 * per heading (an h2 with an anchor), listed first when there are many. Rendered by the
 * catalogue's Markdown component, so HTML in the stored text is shown as text, never run;
 * `{email}` becomes the shop's address, and `{shipping-rates}` on a line of its own the table
 * of `shippingRates` (a note saying what goes there when there is none: the studio's preview).
 */
export function PageBody({
  content,
  email,
  shippingRates,
}: {
  content: PageSections;
  email: string;
  shippingRates?: ShippingRatesTable;
}) {
  const text = (blocks: Block[], headingLevel?: 2) =>
    cutAtShippingRates(withShopEmail(blocks, email)).map((part, index) =>
      part === "rates" ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text.
        <ShippingRates key={index} table={shippingRates} />
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text.
        <Markdown key={index} blocks={part} headingLevel={headingLevel} />
      ),
    );
  return (
    <div className="flex flex-col gap-10 text-lg text-ink-soft">
      {content.sections.length >= CONTENTS_FROM ? (
        <nav aria-label="On this page" className="rounded-lg bg-paper-deep px-5 py-4 text-base">
          <p className="font-semibold text-ink">On this page</p>
          <ul className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
            {content.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-8 items-center text-clay-deep underline-offset-4 hover:underline"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {content.intro.length > 0 ? (
        <div className="flex flex-col gap-3">{text(content.intro, 2)}</div>
      ) : null}
      {content.sections.map((section) => (
        <section
          key={section.id}
          aria-labelledby={section.id}
          className="flex flex-col gap-3 border-t border-line pt-8"
        >
          <h2 id={section.id} className="scroll-mt-28 text-2xl font-semibold text-ink">
            {section.heading}
          </h2>
          {text(section.blocks)}
        </section>
      ))}
    </div>
  );
}
