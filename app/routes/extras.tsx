import { useLoaderData } from "react-router";
import { extrasCollections } from "#app/components/catalogue/listing-scope.ts";
import { shopNameFrom } from "#app/components/meta.ts";
import { seoMeta } from "#app/components/seo/seo.ts";
import { LinkButton } from "#app/components/ui/button.tsx";
import { countAvailableFilters } from "#server/catalogue/count-available-filters.ts";
import { appContext } from "#server/context.ts";
import { cacheablePage, loaderHeadersOnly } from "#server/http/cacheable-page.ts";
import type { Route } from "./+types/extras";

const DESCRIPTION =
  "Extras from the studio: odd sticker sheets, bookmarks, tote bags and free printables, or a custom item made just for you.";

export const headers = loaderHeadersOnly;

/** /extras: the four collections with how many products each holds (one query per facet). */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const available = await countAvailableFilters(db, {
    types: extrasCollections.map((collection) => collection.slug),
    excludeKinds: ["subscription"],
  });
  const counts = Object.fromEntries(
    available.productTypes.map((type) => [type.slug, type.count] as const),
  );
  return cacheablePage({ counts, seo: { origin: config.publicUrl, path: "/extras" } });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seoMeta({
    title: "Extras",
    description: DESCRIPTION,
    shopName: shopNameFrom(matches),
    seo: loaderData?.seo,
  });
}

const tapes = ["tape", "tape tape-sage", "tape tape-mustard", "tape tape-clay"];

export default function Extras() {
  const { counts } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl px-5 pt-8 pb-16 sm:px-6 md:pt-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold sm:text-4xl">Extras</h1>
        <p className="max-w-2xl text-lg text-ink-soft">{DESCRIPTION}</p>
      </header>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {extrasCollections.map((collection, index) => {
          const count = counts[collection.slug] ?? 0;
          return (
            <li key={collection.slug}>
              <article className="paper-card relative flex h-full flex-col gap-3 px-5 pt-8 pb-5">
                <span
                  aria-hidden="true"
                  className={`${tapes[index % tapes.length]} absolute -top-2.5 left-6 w-20 ${index % 2 ? "rotate-2" : "-rotate-2"}`}
                />
                <h2 className="text-2xl font-semibold">{collection.name}</h2>
                <p className="text-ink-soft">{collection.blurb}</p>
                <p className="text-sm font-semibold text-sage-deep">
                  {count} {count === 1 ? "item" : "items"}
                </p>
                <LinkButton
                  to={`/extras/${collection.slug}`}
                  variant="secondary"
                  aria-label={`Browse ${collection.name}`}
                  className="mt-auto self-start"
                >
                  Browse
                </LinkButton>
              </article>
            </li>
          );
        })}
      </ul>
      <section className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-sage-wash px-6 py-8 ring-1 ring-sage/20 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-2xl font-semibold">Something made just for you?</h2>
          <p className="mt-1 text-ink-soft">
            A painted banner, a name on a bookmark, a card for one special person — ask away.
          </p>
        </div>
        <LinkButton to="/contact" size="lg">
          Request Custom Item
        </LinkButton>
      </section>
    </div>
  );
}
