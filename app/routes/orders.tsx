import { Link } from "react-router";
import { textLink } from "#app/components/account/auth-card.tsx";
import { OrdersTable } from "#app/components/account/orders-table.tsx";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import { PageMessage } from "#app/components/page-message.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";
import { requireCustomer } from "#app/server/session.server.ts";
import { shopTimeZone } from "#app/server/shop-time.server.ts";
import { appContext } from "#server/context.ts";
import { listCustomerOrders } from "#server/orders/list-customer-orders.ts";
import type { Route } from "./+types/orders";

const RECENT_ORDERS = 20;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Order History",
    description: "Your most recent orders, their status and tracking.",
    shopName: shopNameFrom(matches),
  });
}

export function headers(): Headers {
  return new Headers({ "Cache-Control": "private, no-store" });
}

/** The signed-in customer's 20 most recent orders; a failed read shows the error view. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context, "orders");
  const { db, logger } = context.get(appContext);
  try {
    const orders = await listCustomerOrders(db, customer.id, RECENT_ORDERS);
    return { ok: true as const, orders, timeZone: await shopTimeZone(context) };
  } catch (error) {
    logger.error({ err: error }, "order history could not be read");
    return { ok: false as const, orders: [], timeZone: "UTC" };
  }
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  if (!loaderData.ok) {
    return (
      <PageMessage
        title="We couldn't load your orders"
        actions={
          <LinkButton to="/orders" reloadDocument>
            Try Again
          </LinkButton>
        }
      >
        <p>Unable to load orders right now.</p>
      </PageMessage>
    );
  }
  return (
    <div className="mx-auto max-w-5xl px-5 pt-8 pb-16 sm:px-6 md:pt-12">
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-semibold sm:text-4xl">Order History</h1>
        <Link to="/account" className={textLink}>
          Back to My Account
        </Link>
      </header>
      {loaderData.orders.length === 0 ? (
        <NoOrders />
      ) : (
        <OrdersTable
          orders={loaderData.orders}
          timeZone={loaderData.timeZone}
          latestOf={loaderData.orders.length >= RECENT_ORDERS ? RECENT_ORDERS : undefined}
        />
      )}
    </div>
  );
}

function NoOrders() {
  return (
    <section
      aria-labelledby="no-orders-title"
      className="paper-card relative mx-auto flex max-w-xl flex-col items-center px-6 pt-12 pb-10 text-center"
    >
      <span
        aria-hidden="true"
        className="tape absolute -top-2.5 left-1/2 w-24 -translate-x-1/2 -rotate-2"
      />
      <h2 id="no-orders-title" className="text-2xl font-semibold">
        No orders just yet
      </h2>
      <p className="mt-2 max-w-sm text-ink-soft">
        When you place an order, it shows up here with its status and tracking.
      </p>
      <LinkButton to="/products" size="lg" className="mt-7">
        Start Shopping
      </LinkButton>
    </section>
  );
}
