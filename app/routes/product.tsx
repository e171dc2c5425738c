import { data, redirect, useLoaderData } from "react-router";
import { AddToCart } from "#app/components/cart/add-to-cart.tsx";
import { Breadcrumb } from "#app/components/catalogue/breadcrumb.tsx";
import { productHref } from "#app/components/catalogue/format.ts";
import { Markdown } from "#app/components/catalogue/markdown.tsx";
import { ProductGrid } from "#app/components/catalogue/product-card.tsx";
import { ProductGallery } from "#app/components/catalogue/product-gallery.tsx";
import { ProductPrice } from "#app/components/catalogue/product-price.tsx";
import { CatalogError } from "#app/components/catalogue/route-errors.tsx";
import { typeListingPath } from "#app/components/catalogue/type-paths.ts";
import { shopNameFrom } from "#app/components/meta.ts";
import { breadcrumbJsonLd, type Crumb, productJsonLd } from "#app/components/seo/json-ld.ts";
import { seoMeta } from "#app/components/seo/seo.ts";
import { LinkButton } from "#app/components/ui/button.tsx";
import { clubCountryCount, loadServedCountries } from "#server/addresses/served-countries.ts";
import { getProduct } from "#server/catalogue/get-product.ts";
import { listRelatedProducts } from "#server/catalogue/list-related-products.ts";
import { withClubCountries } from "#server/content/club-countries.ts";
import { appContext } from "#server/context.ts";
import type { Database } from "#server/db/client.ts";
import { cacheablePage, loaderHeadersOnly } from "#server/http/cacheable-page.ts";
import { parseMarkdown } from "#server/markdown/parse-markdown.ts";
import { cachedStorefrontRead } from "#server/shop/storefront-cache.ts";
import { taxClassOf } from "#server/tax/order-tax.ts";
import { priceTaxNote } from "#server/tax/price-tax-note.ts";
import type { Route } from "./+types/product";

export const RELATED_LIMIT = 6;

export const headers = loaderHeadersOnly;

/**
 * The product by its slug, `{countries}` in its own texts as the number the international Mail
 * Club goes to (the International plan's texts say it).
 */
async function readProduct(db: Database, slug: string) {
  const [product, served] = await Promise.all([getProduct(db, slug), loadServedCountries(db)]);
  if (!product) return null;
  const counted = (text: string) => withClubCountries(text, clubCountryCount(served));
  return {
    ...product,
    description: counted(product.description),
    metaTitle: counted(product.metaTitle),
    metaDescription: counted(product.metaDescription),
  };
}

/**
 * /{productType}/product/{slug}. An unknown or inactive product is the 404 page; a product
 * reached under another type, or by id or code, moves permanently to its own address.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(appContext);
  const product = await cachedStorefrontRead(db, `product:${params.slug}`, () =>
    readProduct(db, params.slug),
  );
  if (!product) throw data(null, { status: 404 });
  const path = productHref(product);
  if (product.type.slug !== params.productType || product.slug !== params.slug) {
    throw redirect(path, 301);
  }
  let relatedFailed = false;
  const related = await cachedStorefrontRead(db, `related:${product.id}`, () =>
    listRelatedProducts(db, product, RELATED_LIMIT),
  ).catch((error: unknown) => {
    logger.error({ err: error, productId: product.id }, "related products failed");
    relatedFailed = true;
    return [];
  });
  const sub = product.subCategories[0];
  const crumbs: Crumb[] = [
    { name: "Home", path: "/" },
    { name: product.type.name, path: typeListingPath(product.type.slug) },
    ...(sub ? [{ name: sub.name, path: typeListingPath(product.type.slug, sub.slug) }] : []),
    { name: product.title, path },
  ];
  const seo = { origin: config.publicUrl, path };
  const imagePaths = product.images.map((image) => image.variants.large.webp);
  const sections = [
    { title: "Additional Information", text: product.inheritedDescription },
    { title: "Specifications", text: product.inheritedSpecs },
    { title: "Instructions", text: product.inheritedInstructions },
    { title: "What's Included", text: product.includedText },
  ].flatMap((section) =>
    section.text?.trim() ? [{ title: section.title, blocks: parseMarkdown(section.text) }] : [],
  );
  const taxNote = await cachedStorefrontRead(db, `tax-note:${product.kind}`, () =>
    priceTaxNote(db, taxClassOf(product.kind)),
  );
  const page = {
    product,
    taxNote,
    // Parsed here so the browser gets the text's structure, not the parser.
    description: parseMarkdown(product.description),
    sections,
    related: related.slice(0, RELATED_LIMIT),
    crumbs,
    seo,
    ogImage: imagePaths[0],
    jsonLd: [
      productJsonLd(seo.origin, {
        title: product.title,
        sku: product.sku,
        description: product.metaDescription,
        // What a buyer pays today: the sale's price while one runs.
        priceCents: product.sale?.priceCents ?? product.priceCents,
        isAvailable: product.isAvailable,
        imagePaths,
        path,
      }),
      breadcrumbJsonLd(seo.origin, crumbs),
    ],
  };
  // Without its related products the page is incomplete: shown, but not kept.
  return relatedFailed ? page : cacheablePage(page);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = shopNameFrom(matches);
  if (!loaderData) return seoMeta({ title: "Product not found", shopName });
  const { product, seo, ogImage, jsonLd } = loaderData;
  return seoMeta({
    title: product.metaTitle || product.title,
    description: product.metaDescription,
    shopName,
    seo,
    image: ogImage,
    ogType: "product",
    // The shop's name (the brand) is the root's; the loader leaves it out.
    jsonLd: jsonLd.map((block) =>
      block["@type"] === "Product"
        ? { ...block, brand: { "@type": "Brand", name: shopName } }
        : block,
    ),
  });
}

export default function ProductPage() {
  const { product, description, sections, related, crumbs, taxNote } =
    useLoaderData<typeof loader>();

  return (
    <div className="mx-auto max-w-7xl px-5 pt-6 pb-16 sm:px-6 md:pt-8">
      <Breadcrumb crumbs={crumbs} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-12">
        <ProductGallery
          images={product.images}
          title={product.title}
          isPopular={product.isPopular}
          isAvailable={product.isAvailable}
        />
        <div className="flex flex-col gap-6">
          <div className="flex flex-col gap-2">
            <p className="text-sm font-semibold tracking-[0.15em] text-sage-deep uppercase">
              {product.type.name}
            </p>
            <h1 className="text-3xl font-semibold sm:text-4xl">{product.title}</h1>
            <ProductPrice
              priceCents={product.priceCents}
              sale={product.sale}
              className="text-2xl font-semibold text-clay-deep"
              detailed
            />
            {taxNote ? <p className="text-sm text-ink-soft">{taxNote}</p> : null}
          </div>
          <div>
            {product.kind === "gift_card" ? (
              <LinkButton to={`/gift-cards/${product.slug}`} size="lg">
                Choose the amount and who it is for
              </LinkButton>
            ) : (
              <AddToCart
                product={{
                  id: product.id,
                  kind: product.kind,
                  isAvailable: product.isAvailable,
                  stock: product.stock,
                  title: product.title,
                  personalisation: product.personalisation,
                }}
              />
            )}
          </div>
          <section aria-labelledby="details-title" className="stitch flex flex-col gap-3 pt-6">
            <h2 id="details-title" className="text-2xl font-semibold">
              Product Details
            </h2>
            {description.length > 0 ? (
              <Markdown blocks={description} className="text-lg text-ink-soft" />
            ) : (
              <p className="text-lg text-ink-soft">Product details coming soon!</p>
            )}
          </section>
          {sections.map((section) => (
            <section key={section.title} className="flex flex-col gap-2">
              <h2 className="text-xl font-semibold">{section.title}</h2>
              <Markdown blocks={section.blocks} className="text-ink-soft" />
            </section>
          ))}
        </div>
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="mt-16">
          <h2 id="related-title" className="mb-6 text-3xl font-semibold">
            You Might Also Like
          </h2>
          <ProductGrid
            products={related}
            headingLevel={3}
            columns="grid-cols-2 sm:grid-cols-3 xl:grid-cols-6"
          />
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <CatalogError error={error} title="Error loading product" message="Failed to fetch product." />
  );
}
