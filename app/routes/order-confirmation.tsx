import { useLocation } from "react-router";
import { DemoConfirmation } from "#app/components/checkout/demo-confirmation.tsx";
import { randomCustomerNumber, readDemoOrder } from "#app/components/checkout/demo-order.ts";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import type { Route } from "./+types/order-confirmation";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: "Order Confirmed",
      description: "A demonstration of the order confirmation: no payment, no order.",
      shopName: shopNameFrom(matches),
    }),
    { name: "robots", content: "noindex" },
  ];
}

export function headers(): Headers {
  return new Headers({ "Cache-Control": "private, no-store" });
}

/** The fallback customer number is drawn here, so the server and the browser show the same. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { customerNumber: randomCustomerNumber(), shareUrl: `${url.origin}/templates` };
}

/** The demo confirmation (spec §2, decisions.md 14): order data from the navigation state. */
export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const order = readDemoOrder(location.state, loaderData.customerNumber);
  return <DemoConfirmation order={order} shareUrl={loaderData.shareUrl} />;
}
