import { useRouteLoaderData } from "react-router";
import { ArrowRightIcon } from "#app/components/icons.tsx";
import { ClubRules } from "#app/components/mail-club/club-rules.tsx";
import { HowItWorks, MonthlyContents } from "#app/components/mail-club/club-sections.tsx";
import { CutoffNotice } from "#app/components/mail-club/cutoff-notice.tsx";
import { GiftInvitation } from "#app/components/mail-club/gift-invitation.tsx";
import { PlanCards } from "#app/components/mail-club/plan-cards.tsx";
import { plans, withProducts } from "#app/components/mail-club/plans.ts";
import { shopNameFrom } from "#app/components/meta.ts";
import { seoMeta } from "#app/components/seo/seo.ts";
import { LinkButton } from "#app/components/ui/button.tsx";
import type { loader as rootLoader } from "#app/root.tsx";
import { shopTimeZone } from "#app/server/shop-time.server.ts";
import { clubCountryCount, loadServedCountries } from "#server/addresses/served-countries.ts";
import { appContext } from "#server/context.ts";
import { formatMoney } from "#server/lib/money.ts";
import { joinDeadline } from "#server/mail-club/join-deadline.ts";
import { loadPlanProducts } from "#server/mail-club/load-plan-products.ts";
import type { Route } from "./+types/subscribe";

/**
 * The plans with their prices from the database, and the issue someone joining now receives.
 * Not page-cached: the time left to the cutoff changes by the minute.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const [products, served] = await Promise.all([
    loadPlanProducts(
      db,
      plans.map((plan) => plan.sku),
    ),
    loadServedCountries(db),
  ]);
  return {
    plans: withProducts(products, clubCountryCount(served)),
    clubCountries: clubCountryCount(served),
    cutoff: joinDeadline(new Date(), await shopTimeZone(context)),
    ownerEmail: config.ownerEmail ?? null,
    seo: { origin: config.publicUrl, path: "/subscribe" },
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const prices = loaderData?.plans.flatMap((plan) =>
    plan.product ? [`${formatMoney(plan.product.priceCents)} a month`] : [],
  );
  return seoMeta({
    title: "Join the Mail Club: monthly art mail",
    description: `Original watercolor artwork, a surprise item and a personal letter in your mailbox every month${prices?.length ? `, from ${prices[0]}` : ""}. Join by the 25th for next month's issue.`,
    shopName: shopNameFrom(matches),
    seo: loaderData?.seo,
    image: loaderData?.plans[0]?.product?.image?.variants.large.webp,
  });
}

export default function Subscribe({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const ownerEmail = loaderData.ownerEmail ?? root?.settings.ownerEmail;
  return (
    <div className="flex flex-col gap-16 pb-16 md:gap-20 md:pb-20">
      <section
        aria-labelledby="subscribe-title"
        className="mx-auto flex w-full max-w-3xl flex-col items-center gap-5 px-5 pt-10 text-center sm:px-6 md:pt-16"
      >
        <p className="text-sm font-semibold tracking-[0.2em] text-clay uppercase">The Mail Club</p>
        <h1 id="subscribe-title" className="text-display font-semibold">
          Join the Mail Club and find real mail in your mailbox every month
        </h1>
        <p className="max-w-2xl text-lg text-ink-soft">
          An original watercolor, a little surprise and a personal letter from my studio, sent by
          post in the first week of every month, to the USA and to {loaderData.clubCountries}{" "}
          countries.
        </p>
        <p className="text-lg font-medium text-ink">
          Join by the 25th of the month to receive the following month&apos;s issue.
        </p>
        <CutoffNotice cutoff={loaderData.cutoff} />
        <LinkButton to="/mail-club" variant="ghost" className="text-clay-deep">
          See what&apos;s inside
          <ArrowRightIcon />
        </LinkButton>
      </section>
      <PlanCards plans={loaderData.plans} />
      <GiftInvitation />
      <MonthlyContents title="What You'll Receive Each Month" />
      <HowItWorks title="How It Works" clubCountries={loaderData.clubCountries} />
      {ownerEmail ? <ClubRules ownerEmail={ownerEmail} /> : null}
    </div>
  );
}
