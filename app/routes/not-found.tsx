import { data } from "react-router";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import { NotFoundMessage } from "#app/components/not-found-message.tsx";
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
  return <NotFoundMessage />;
}
