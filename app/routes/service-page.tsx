import { data, useLoaderData, useRouteLoaderData } from "react-router";
import { PageBody } from "#app/components/content/page-body.tsx";
import { pageSections } from "#app/components/content/page-sections.ts";
import { MailIcon } from "#app/components/icons.tsx";
import { shopNameFrom } from "#app/components/meta.ts";
import { seoMeta } from "#app/components/seo/seo.ts";
import { asksForShippingRates } from "#app/components/shipping/shipping-rates-marker.ts";
import { LinkButton } from "#app/components/ui/button.tsx";
import type { loader as rootLoader } from "#app/root.tsx";
import { clubCountryCount, loadServedCountries } from "#server/addresses/served-countries.ts";
import { withClubCountries } from "#server/content/club-countries.ts";
import { getPageText, isServicePageKey } from "#server/content/pages/get-page-text.ts";
import { appContext } from "#server/context.ts";
import { cacheablePage, loaderHeadersOnly } from "#server/http/cacheable-page.ts";
import { parseMarkdown } from "#server/markdown/parse-markdown.ts";
import { loadShippingRatesTable } from "#server/shipping/shipping-rates-table.ts";
import type { Route } from "./+types/service-page";

export const headers = loaderHeadersOnly;

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/**
 * /shipping, /returns, /faq and /privacy: the page's stored text (decisions.md 6), keyed by
 * its path, with `{countries}` as the number the international Mail Club goes to and, when
 * the text asks for them, the shipping rates as the studio sets them now. A page the studio
 * has no text for is the not-found page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const key = new URL(request.url).pathname.replace(/^\/+|\/+$/g, "");
  const page = isServicePageKey(key) ? await getPageText(db, key) : null;
  if (!page) throw data(null, { status: 404 });
  const [served, shippingRates] = await Promise.all([
    loadServedCountries(db),
    asksForShippingRates(page.body) ? loadShippingRatesTable(db) : undefined,
  ]);
  const counted = (text: string) => withClubCountries(text, clubCountryCount(served));
  return cacheablePage({
    key,
    title: counted(page.title),
    lead: counted(page.lead),
    content: pageSections(parseMarkdown(counted(page.body))),
    shippingRates,
    updated: longDate.format(page.updatedAt),
    seo: { origin: config.publicUrl, path: `/${key}` },
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = shopNameFrom(matches);
  if (!loaderData) return seoMeta({ title: "Page not found", shopName, noindex: true });
  return seoMeta({
    title: loaderData.title,
    description: loaderData.lead || undefined,
    shopName,
    seo: loaderData.seo,
  });
}

export default function ServicePage() {
  const { key, title, lead, content, shippingRates, updated } = useLoaderData<typeof loader>();
  const email = useRouteLoaderData<typeof rootLoader>("root")?.settings.ownerEmail ?? "";
  return (
    <article className="mx-auto max-w-3xl px-5 pt-8 pb-4 sm:px-6 md:pt-14">
      <header className="flex flex-col gap-3">
        <p className="text-sm font-semibold tracking-[0.2em] text-clay uppercase">
          {key === "privacy" ? "Your data" : "Customer service"}
        </p>
        <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
        {lead ? <p className="text-xl text-ink">{lead}</p> : null}
        <p className="text-sm text-ink-soft">Last updated {updated}</p>
      </header>
      <div className="mt-10">
        <PageBody content={content} email={email} shippingRates={shippingRates} />
      </div>
      <div className="mt-14 flex flex-col gap-4 rounded-2xl bg-sage-wash px-6 py-7 ring-1 ring-sage/20">
        <div>
          <h2 className="text-xl font-semibold">Still have a question?</h2>
          <p className="mt-1 text-ink-soft">Write to me: I read and answer every message myself.</p>
        </div>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <LinkButton to="/contact">Contact Us</LinkButton>
          {email ? (
            <a
              href={`mailto:${email}`}
              className="inline-flex min-h-11 items-center gap-2 font-medium text-sage-deep underline decoration-sage/40 underline-offset-4 hover:decoration-sage"
            >
              <MailIcon className="size-5" />
              {email}
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}
