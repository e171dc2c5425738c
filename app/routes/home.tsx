import { useLoaderData, useRouteLoaderData } from "react-router";
import { Markdown } from "#app/components/catalogue/markdown.tsx";
import { ProductGrid } from "#app/components/catalogue/product-card.tsx";
import { HomeGallery } from "#app/components/content/home-gallery.tsx";
import { ArrowRightIcon } from "#app/components/icons.tsx";
import { DEFAULT_DESCRIPTION, shopNameFrom } from "#app/components/meta.ts";
import { seoMeta } from "#app/components/seo/seo.ts";
import { LinkButton } from "#app/components/ui/button.tsx";
import type { loader as rootLoader } from "#app/root.tsx";
import { clubCountryCount, loadServedCountries } from "#server/addresses/served-countries.ts";
import { listNewestProducts } from "#server/catalogue/list-newest-products.ts";
import type { ProductCard } from "#server/catalogue/types.ts";
import { withClubCountries } from "#server/content/club-countries.ts";
import {
  type GalleryImage,
  listGalleryImages,
} from "#server/content/gallery/list-gallery-images.ts";
import { getPageTexts, type PageText } from "#server/content/pages/get-page-text.ts";
import { appContext } from "#server/context.ts";
import type { Database } from "#server/db/client.ts";
import { cacheablePage, loaderHeadersOnly } from "#server/http/cacheable-page.ts";
import type { Logger } from "#server/logger.ts";
import type { Block } from "#server/markdown/blocks.ts";
import { parseMarkdown } from "#server/markdown/parse-markdown.ts";
import { cachedStorefrontRead } from "#server/shop/storefront-cache.ts";
import type { Route } from "./+types/home";

export const headers = loaderHeadersOnly;

/** A stored text as the page shows it: the Markdown body parsed here, not in the browser. */
interface HomeText {
  title: string;
  lead: string;
  blocks: Block[];
}

/** The hero and intro texts as shown, `{countries}` as the international Mail Club's reach. */
async function homeTexts(db: Database) {
  const [texts, served] = await Promise.all([
    getPageTexts(db, ["home-hero", "home-intro"]),
    loadServedCountries(db),
  ]);
  const counted = (text: string) => withClubCountries(text, clubCountryCount(served));
  const shown = (text: PageText | undefined): HomeText | null =>
    text
      ? {
          title: counted(text.title),
          lead: counted(text.lead),
          blocks: parseMarkdown(counted(text.body)),
        }
      : null;
  return { hero: shown(texts["home-hero"]), intro: shown(texts["home-intro"]) };
}

/** Runs one part of the page; a failure is logged and gives `fallback` instead of an error page. */
async function part<T>(logger: Logger, what: string, work: Promise<T>, fallback: T) {
  try {
    return { value: await work, failed: false };
  } catch (error) {
    logger.error({ err: error }, `${what} failed`);
    return { value: fallback, failed: true };
  }
}

/**
 * The hero and intro texts (page_texts home-hero and home-intro), the 4 newest products and
 * the gallery (decisions.md 6), read in parallel. A part that fails is left out or shows its
 * fallback ('Failed to load products'), and the page is then not kept in the page cache; a
 * failed read is not kept either.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(appContext);
  const seo = { origin: config.publicUrl, path: "/" };
  // Each part is storefront data alone (triggers raise the version on all of them): kept
  // until the version moves, so a rendered home page asks the database nothing.
  const kept = <T,>(key: string, load: () => Promise<T>) =>
    cachedStorefrontRead(db, `home:${key}`, load);
  const [newest, texts, gallery] = await Promise.all([
    part(
      logger,
      "newest products",
      kept("newest", () => listNewestProducts(db, 4)),
      [] as ProductCard[],
    ),
    part(
      logger,
      "home texts",
      kept("texts", () => homeTexts(db)),
      { hero: null, intro: null },
    ),
    part(
      logger,
      "gallery",
      kept("gallery", () => listGalleryImages(db)),
      [] as GalleryImage[],
    ),
  ]);
  const page = {
    newest: newest.value,
    failed: newest.failed,
    hero: texts.value.hero,
    intro: texts.value.intro,
    gallery: gallery.value,
    seo,
  };
  return newest.failed || texts.failed || gallery.failed ? page : cacheablePage(page);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seoMeta({
    title: "Paper goods and the Mail Club",
    description: loaderData?.hero?.lead || undefined,
    shopName: shopNameFrom(matches),
    seo: loaderData?.seo,
    image: loaderData?.newest[0]?.image?.variants.large.webp,
  });
}

export default function Home() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { newest, failed, hero, intro, gallery } = useLoaderData<typeof loader>();
  const shopName = root?.settings.shopName ?? "Washi";
  return (
    <>
      <Hero text={hero ?? { title: shopName, lead: DEFAULT_DESCRIPTION, blocks: [] }} />
      <NewestAdditions products={newest} failed={failed} />
      {intro ? <MailClubIntro text={intro} /> : null}
      <HomeGallery images={gallery} />
      {root?.settings.aboutMe ? <AboutMe {...root.settings.aboutMe} /> : null}
    </>
  );
}

/**
 * The hero's stored body is usually a short list ('Packed by hand', …): shown as a row of
 * small facts with a diamond each, restyling what the Markdown renderer gives.
 */
const heroFacts =
  "text-sm font-medium text-ink-soft [&_ul]:flex-row [&_ul]:flex-wrap [&_ul]:gap-x-6 [&_ul]:gap-y-2 [&_ul]:list-none [&_ul]:pl-0 [&_li]:flex [&_li]:items-center [&_li]:gap-2 [&_li]:before:size-2 [&_li]:before:shrink-0 [&_li]:before:rotate-45 [&_li]:before:rounded-[2px] [&_li]:before:bg-rose";

function Hero({ text }: { text: HomeText }) {
  return (
    <section
      aria-labelledby="welcome-title"
      className="mx-auto grid max-w-7xl items-center gap-10 px-5 pt-10 pb-14 sm:px-6 md:grid-cols-[1.05fr_1fr] md:pt-16 md:pb-20"
    >
      <div className="flex flex-col items-start gap-6">
        <p className="relative text-sm font-semibold tracking-[0.2em] text-clay uppercase">
          <span
            aria-hidden="true"
            className="tape absolute -inset-x-2 top-0.5 -z-10 h-4 -rotate-1 opacity-60"
          />
          Small-batch paper goods
        </p>
        <h1 id="welcome-title" className="text-display font-semibold">
          {text.title}
        </h1>
        {text.lead ? <p className="max-w-xl text-lg text-ink-soft">{text.lead}</p> : null}
        <div className="flex flex-wrap gap-3">
          <LinkButton to="/products" size="lg">
            Shop all paper goods
          </LinkButton>
          <LinkButton to="/subscribe" size="lg" variant="secondary">
            Join the Mail Club
          </LinkButton>
        </div>
        {text.blocks.length > 0 ? (
          <Markdown blocks={text.blocks} className={`mt-2 ${heroFacts}`} />
        ) : null}
      </div>
      <div className="relative mx-auto w-full max-w-lg">
        <img
          src="/illustrations/paper-goods.svg"
          alt="An envelope with a stamp, a bookmark and a sheet of hand-drawn stickers"
          width={520}
          height={440}
          fetchPriority="high"
          className="h-auto w-full"
        />
      </div>
    </section>
  );
}

function NewestAdditions({ products, failed }: { products: ProductCard[]; failed: boolean }) {
  return (
    <section
      aria-labelledby="newest-title"
      className="mx-auto max-w-7xl px-5 pb-16 sm:px-6 md:pb-20"
    >
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-[0.2em] text-clay uppercase">
            Fresh from the desk
          </p>
          <h2 id="newest-title" className="mt-2 text-3xl font-semibold sm:text-4xl">
            Newest Additions
          </h2>
        </div>
        <LinkButton to="/products" variant="secondary">
          View All Products
          <ArrowRightIcon />
        </LinkButton>
      </div>
      {failed ? (
        <p role="alert" className="paper-card px-5 py-8 text-center text-lg text-ink-soft">
          Failed to load products
        </p>
      ) : products.length === 0 ? (
        <p className="paper-card px-5 py-8 text-center text-lg text-ink-soft">
          No products available at the moment.
        </p>
      ) : (
        <ProductGrid products={products} headingLevel={3} columns="grid-cols-2 lg:grid-cols-4" />
      )}
    </section>
  );
}

const monthlyContents = [
  {
    title: "Original artwork",
    text: "A watercolour painted for that month, printed on thick, textured card.",
    tape: "tape",
  },
  {
    title: "A themed surprise",
    text: "Bookmarks, a sticker sheet, mini greeting cards or a little calendar.",
    tape: "tape tape-mustard",
  },
  {
    title: "A personal letter",
    text: "News from the studio and a few thoughts, written for members only.",
    tape: "tape tape-sage",
  },
];

function MailClubIntro({ text }: { text: HomeText }) {
  return (
    <section aria-labelledby="mail-club-title" className="px-3 sm:px-6">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-2xl bg-sage-wash px-5 py-12 ring-1 ring-sage/20 sm:px-10 md:py-16">
        <Postmark className="absolute -top-3 -right-40 w-72 text-sage/20 sm:-top-6 sm:right-4" />
        <div className="relative grid gap-10 lg:grid-cols-[1fr_1.15fr] lg:items-center">
          <div className="flex flex-col items-start gap-5">
            <p className="text-sm font-semibold tracking-[0.2em] text-sage-deep uppercase">
              The Mail Club
            </p>
            <h2 id="mail-club-title" className="text-3xl font-semibold sm:text-4xl">
              {text.title}
            </h2>
            {text.lead ? (
              <p className="max-w-lg text-lg font-medium text-ink">{text.lead}</p>
            ) : null}
            {text.blocks.length > 0 ? (
              <Markdown blocks={text.blocks} className="max-w-lg text-lg text-ink-soft" />
            ) : null}
            <p className="rounded-md border-l-4 border-clay bg-paper-raised/70 px-4 py-3 font-medium text-ink">
              Join by the 25th of the month to receive the following month&apos;s issue.
            </p>
            <div className="flex flex-wrap items-center gap-4">
              <LinkButton to="/subscribe" size="lg">
                Join the Mail Club
              </LinkButton>
              <span className="text-sm text-ink-soft">Change your address or cancel anytime.</span>
            </div>
          </div>
          <div>
            <h3 className="mb-5 text-xl font-semibold">In every envelope</h3>
            <ol className="grid gap-5 sm:grid-cols-3 lg:grid-cols-1">
              {monthlyContents.map((item, index) => (
                <li
                  key={item.title}
                  className={`paper-card relative flex gap-4 px-5 pt-6 pb-5 sm:flex-col lg:flex-row lg:items-center ${index === 1 ? "lg:ml-8" : ""}`}
                >
                  <span
                    aria-hidden="true"
                    className={`${item.tape} absolute -top-2.5 left-6 w-20 ${index % 2 ? "rotate-2" : "-rotate-2"}`}
                  />
                  <span
                    aria-hidden="true"
                    className="font-display text-4xl leading-none text-clay/80 italic"
                  >
                    0{index + 1}
                  </span>
                  <div>
                    <h4 className="text-xl">{item.title}</h4>
                    <p className="mt-1 text-ink-soft">{item.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </div>
    </section>
  );
}

/** A faint postmark: circles and wavy cancellation lines. Decoration only. */
function Postmark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 300 140" className={className} fill="none">
      <g stroke="currentColor" strokeWidth="4">
        <circle cx="70" cy="70" r="56" />
        <circle cx="70" cy="70" r="42" strokeWidth="2" />
        <path d="M140 40c20-14 40 14 60 0s40 14 60 0 30 10 36 6M140 70c20-14 40 14 60 0s40 14 60 0 30 10 36 6M140 100c20-14 40 14 60 0s40 14 60 0 30 10 36 6" />
      </g>
      <text
        x="70"
        y="78"
        textAnchor="middle"
        fill="currentColor"
        fontFamily="ui-serif, Georgia, serif"
        fontSize="22"
        fontWeight="700"
        letterSpacing="3"
      >
        MAIL
      </text>
    </svg>
  );
}

function AboutMe(props: { title: string; story: string; imageUrl: string | null }) {
  const paragraphs = props.story
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (!props.title && paragraphs.length === 0) return null;
  return (
    <section
      aria-labelledby="about-title"
      className="mx-auto grid max-w-6xl items-center gap-10 px-5 py-16 sm:px-6 md:grid-cols-[0.9fr_1.1fr] md:py-24"
    >
      {props.imageUrl ? (
        <figure className="relative mx-auto w-full max-w-[18rem] rotate-[-2deg] sm:max-w-sm bg-paper-raised p-3 pb-12 shadow-lifted ring-1 ring-line">
          <span
            aria-hidden="true"
            className="tape absolute -top-3 left-1/2 w-24 -translate-x-1/2 rotate-2"
          />
          <img
            src={props.imageUrl}
            alt="The maker at work in the studio"
            loading="lazy"
            decoding="async"
            width={480}
            height={600}
            className="aspect-[4/5] w-full bg-paper-deep object-cover"
          />
        </figure>
      ) : null}
      <div className={props.imageUrl ? "" : "mx-auto max-w-2xl md:col-span-2"}>
        <p className="text-sm font-semibold tracking-[0.2em] text-clay uppercase">About me</p>
        <h2 id="about-title" className="mt-3 text-3xl font-semibold sm:text-4xl">
          {props.title}
        </h2>
        <div className="mt-5 flex flex-col gap-4 text-lg text-ink-soft">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{withEmphasis(paragraph)}</p>
          ))}
        </div>
        <LinkButton to="/products" variant="ghost" className="mt-6 -ml-5 text-clay-deep">
          See what I&apos;ve been making
          <ArrowRightIcon />
        </LinkButton>
      </div>
    </section>
  );
}

/** The story is plain text with **bold** words; only that much markdown is rendered. */
function withEmphasis(text: string) {
  return text.split(/(\*\*[^*]+\*\*)/).map((part, index) =>
    part.startsWith("**") && part.endsWith("**") && part.length > 4 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string.
      <strong key={index} className="font-semibold text-ink">
        {part.slice(2, -2)}
      </strong>
    ) : (
      part
    ),
  );
}
