import { ArrowRightIcon } from "#app/components/icons.tsx";
import { PlanMedia } from "#app/components/mail-club/plan-media.tsx";
import { joinPath, type PlanWithProduct } from "#app/components/mail-club/plans.ts";
import { LinkButton } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { formatMoney } from "#server/lib/money.ts";

/** The two plan cards side by side (stacked on phones), under a heading of the page's choice. */
export function PlanCards({
  plans,
  title = "Choose your plan",
}: {
  plans: PlanWithProduct[];
  title?: string;
}) {
  return (
    <section aria-labelledby="plans-title" className="mx-auto w-full max-w-5xl px-5 sm:px-6">
      <h2 id="plans-title" className="text-center text-3xl font-semibold sm:text-4xl">
        {title}
      </h2>
      <ul className="mt-8 grid gap-8 md:grid-cols-2 md:gap-10">
        {plans.map((plan, index) => (
          <li key={plan.slug} className="flex">
            <PlanCard plan={plan} tilt={index % 2 === 0 ? "-rotate-2" : "rotate-2"} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PlanCard({ plan, tilt }: { plan: PlanWithProduct; tilt: string }) {
  const { product } = plan;
  const titleId = `plan-${plan.slug}-title`;
  return (
    <article aria-labelledby={titleId} className="paper-card relative flex w-full flex-col">
      <span
        aria-hidden="true"
        className={cx(
          "tape absolute -top-2.5 left-1/2 z-10 w-24 -translate-x-1/2",
          plan.slug === "usa" ? "" : "tape-sage",
          tilt,
        )}
      />
      <PlanMedia
        image={product?.image ?? null}
        video={product?.video ?? null}
        alt={plan.mediaAlt}
        sizes="(min-width: 1024px) 30rem, (min-width: 768px) 45vw, 100vw"
        className="rounded-t-lg"
      />
      <div className="flex flex-1 flex-col gap-5 px-5 pt-6 pb-6 sm:px-7">
        <div className="flex flex-col gap-1">
          <h3
            id={titleId}
            className="font-sans text-sm font-semibold tracking-[0.2em] text-sage-deep"
          >
            {plan.name}
          </h3>
          {product?.isAvailable ? (
            <p className="text-ink-soft">
              <span className="font-display text-4xl font-semibold text-ink">
                {formatMoney(product.priceCents)}
              </span>{" "}
              / month
            </p>
          ) : (
            <p className="font-display text-2xl font-semibold text-ink">Currently unavailable</p>
          )}
          <p className="font-medium text-clay-deep">{plan.reach}</p>
        </div>
        <ul className="stitch flex flex-col gap-2.5 pt-5">
          {plan.perks.map((perk) => (
            <li key={perk} className="flex items-start gap-3">
              <CheckMark />
              <span>{perk}</span>
            </li>
          ))}
        </ul>
        <LinkButton to={joinPath(plan)} className="mt-auto w-full text-center whitespace-normal!">
          {plan.joinLabel}
          <ArrowRightIcon />
        </LinkButton>
      </div>
    </article>
  );
}

function CheckMark() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="mt-0.5 size-5 shrink-0 rounded-pill bg-sage-tint p-1 text-sage-deep"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m4.5 10.5 3.5 3.5 7.5-8" />
    </svg>
  );
}
