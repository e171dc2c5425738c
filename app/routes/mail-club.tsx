import { Carousel } from "#app/components/mail-club/carousel.tsx";
import { HowItWorks, MonthlyContents } from "#app/components/mail-club/club-sections.tsx";
import { GiftInvitation } from "#app/components/mail-club/gift-invitation.tsx";
import { PlanCards } from "#app/components/mail-club/plan-cards.tsx";
import { PlanMedia } from "#app/components/mail-club/plan-media.tsx";
import { type PlanWithProduct, plans, withProducts } from "#app/components/mail-club/plans.ts";
import { shopNameFrom } from "#app/components/meta.ts";
import { seoMeta } from "#app/components/seo/seo.ts";
import { LinkButton } from "#app/components/ui/button.tsx";
import { clubCountryCount, loadServedCountries } from "#server/addresses/served-countries.ts";
import { appContext } from "#server/context.ts";
import { cacheablePage, loaderHeadersOnly } from "#server/http/cacheable-page.ts";
import { loadPlanProducts } from "#server/mail-club/load-plan-products.ts";
import type { Route } from "./+types/mail-club";

export const headers = loaderHeadersOnly;

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const [products, served] = await Promise.all([
    loadPlanProducts(
      db,
      plans.map((plan) => plan.sku),
    ),
    loadServedCountries(db),
  ]);
  return cacheablePage({
    plans: withProducts(products, clubCountryCount(served)),
    clubCountries: clubCountryCount(served),
    seo: { origin: config.publicUrl, path: "/mail-club" },
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seoMeta({
    title: "Inside the Mail Club",
    description:
      "A peek into the monthly Mail Club envelope: original watercolor artwork, a surprise item and a personal letter, mailed in the first week of every month.",
    shopName: shopNameFrom(matches),
    seo: loaderData?.seo,
    image: loaderData?.plans[0]?.product?.image?.variants.large.webp,
  });
}

const mediaSizes = "(min-width: 768px) 48rem, 100vw";

/** Two pictures and the looping video, each with a caption under it. */
function previewSlides(plans: PlanWithProduct[]) {
  const products = plans.flatMap((plan) => (plan.product ? [plan.product] : []));
  const pictures = products
    .flatMap((product) => product.images)
    .filter(
      (image, index, all) =>
        all.findIndex((other) => other.variants.large.webp === image.variants.large.webp) === index,
    );
  const first = pictures[0] ?? null;
  const second = pictures[1] ?? first;
  const slides = [
    {
      key: "artwork",
      caption: "An original watercolor, painted for the month",
      media: { image: first, video: null, alt: first?.alt ?? "" },
    },
    {
      key: "surprise",
      caption: "A themed surprise: stickers, bookmarks, mini cards",
      media: { image: second, video: null, alt: second?.alt ?? "" },
    },
    {
      key: "video",
      caption: "Opening this month's envelope",
      media: {
        image: first,
        video: products.find((product) => product.video)?.video ?? null,
        alt: "A short silent video of a Mail Club envelope being opened",
      },
    },
  ];
  return slides.map((slide) => ({
    key: slide.key,
    content: (
      <figure>
        <PlanMedia
          image={slide.media.image}
          video={slide.media.video}
          alt={slide.media.alt || slide.caption}
          sizes={mediaSizes}
        />
        <figcaption className="bg-paper-raised px-4 py-3 text-center font-medium text-ink-soft">
          {slide.caption}
        </figcaption>
      </figure>
    ),
  }));
}

export default function MailClub({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-16 pb-16 md:gap-20 md:pb-20">
      <section
        aria-labelledby="mail-club-title"
        className="mx-auto flex w-full max-w-5xl flex-col items-center gap-5 px-5 pt-10 text-center sm:px-6 md:pt-16"
      >
        <p className="text-sm font-semibold tracking-[0.2em] text-clay uppercase">The Mail Club</p>
        <h1 id="mail-club-title" className="text-display font-semibold">
          A peek inside the envelope
        </h1>
        <p className="max-w-2xl text-lg text-ink-soft">
          Every month I paint, print, pack and post a little parcel of paper joy. Here is what
          members find when they open it.
        </p>
        <div className="mt-4 w-full">
          <Carousel
            id="mail-club-preview"
            label="Mail Club preview"
            slides={previewSlides(loaderData.plans)}
          />
        </div>
        <LinkButton to="/subscribe" variant="secondary">
          Compare plans and join
        </LinkButton>
      </section>
      <PlanCards plans={loaderData.plans} title="Pick your plan" />
      <GiftInvitation />
      <MonthlyContents title="What to expect" />
      <HowItWorks title="How it works" clubCountries={loaderData.clubCountries} />
    </div>
  );
}
