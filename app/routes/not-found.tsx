import { useEffect } from "react";
import { data, useLocation } from "react-router";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import { PageMessage } from "#app/components/page-message.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";
import { appContext } from "#server/context.ts";
import type { Route } from "./+types/not-found";

export function loader({ request, context }: Route.LoaderArgs) {
  const { logger } = context.get(appContext);
  logger.info({ path: new URL(request.url).pathname }, "page not found");
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: "Page not found", shopName: shopNameFrom(matches) });
}

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn("404: no page at", pathname);
  }, [pathname]);
  return (
    <PageMessage
      eyebrow="404"
      title="Oops! Page not found"
      actions={
        <>
          <LinkButton to="/">Return to Home</LinkButton>
          <LinkButton to="/products" variant="secondary">
            Browse products
          </LinkButton>
        </>
      }
    >
      <p>This page seems to have slipped out of the envelope.</p>
    </PageMessage>
  );
}
