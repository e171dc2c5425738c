import { Link } from "react-router";
import { StampMark } from "#app/components/layout/logo.tsx";
import type { ShellHandle } from "#app/components/layout/shell-data.ts";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import type { Route } from "./+types/login";

export const handle: ShellHandle = { shell: "bare" };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Studio sign-in",
    description: "Sign in to the studio, where the maker runs the shop.",
    shopName: shopNameFrom(matches),
  });
}

/** The studio's sign-in, waiting for the studio itself: the form is shown but cannot be sent yet. */
export default function StudioLogin({ matches }: Route.ComponentProps) {
  const shopName = shopNameFrom(matches);
  return (
    <div className="flex min-h-dvh items-center justify-center px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-8 flex flex-col items-center gap-3 text-center">
          <StampMark className="size-14" />
          <p className="flex flex-col gap-1">
            <span className="font-display text-2xl font-semibold">{shopName}</span>
            <span className="text-xs font-semibold tracking-[0.2em] text-ink-soft uppercase">
              Back office
            </span>
          </p>
        </div>
        <section
          aria-labelledby="studio-title"
          className="paper-card relative px-6 pt-9 pb-7 sm:px-8"
        >
          <span
            aria-hidden="true"
            className="tape tape-sage absolute -top-3 left-8 w-24 -rotate-3"
          />
          <h1 id="studio-title" className="text-3xl font-semibold">
            Sign in
          </h1>
          <p className="mt-2 text-ink-soft">Run the shop: products, orders and the Mail Club.</p>
          <form className="mt-6 flex flex-col gap-5" aria-describedby="studio-soon">
            <Input label="Email" name="email" type="email" autoComplete="username" required />
            <Input
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
            <Button type="submit" size="lg" disabled aria-describedby="studio-soon">
              Sign in
            </Button>
            <p id="studio-soon" className="rounded-md bg-mustard-tint px-4 py-3 text-sm text-ink">
              The studio is still being built. Signing in opens with its first release; until then
              nothing typed here is sent.
            </p>
          </form>
        </section>
        <p className="mt-6 text-center">
          <Link to="/" className="text-ink-soft underline underline-offset-4 hover:text-ink">
            Back to the shop
          </Link>
        </p>
      </div>
    </div>
  );
}
