import { Form, useSearchParams } from "react-router";
import { OrdersListTable } from "#app/components/studio/orders/orders-list-table.tsx";
import { StudioPage } from "#app/components/studio/studio-page.tsx";
import { pageHref, StudioPager } from "#app/components/studio/studio-pager.tsx";
import { StudioTabs } from "#app/components/studio/studio-tabs.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { shopTimeZone } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { orderStatuses, orderStatusLabels } from "#server/orders/order-states.ts";
import { listStudioOrders, parseOrderStatus } from "#server/studio/orders/list-studio-orders.ts";
import type { Route } from "./+types/orders-list";

export function meta() {
  return [{ title: "Orders — Studio" }];
}

/** ?status= one status (else all), ?q= order number, name or e-mail, ?page= from 1. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const status = parseOrderStatus(params.get("status"));
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const [list, timeZone] = await Promise.all([
    listStudioOrders(db, {
      status,
      search: params.get("q") ?? undefined,
      page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    }),
    shopTimeZone(context),
  ]);
  return {
    status: status ?? "",
    search: list.search,
    page: list.page,
    pageCount: list.pageCount,
    tabs: [
      { value: "", label: "All", count: list.counts.all },
      ...orderStatuses.map((value) => ({
        value,
        label: orderStatusLabels[value],
        count: list.counts[value],
      })),
    ],
    orders: list.orders.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
    timeZone,
  };
}

export default function OrdersList({ loaderData }: Route.ComponentProps) {
  const { orders, tabs, status, search, page, pageCount, timeZone } = loaderData;
  const [params] = useSearchParams();
  const statusLabel = tabs.find((tab) => tab.value === status)?.label ?? "All";
  return (
    <StudioPage
      title="Orders"
      description="Newest first. Open an order to ship it, refund it or print its packing slip."
    >
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        {status ? <input type="hidden" name="status" value={status} /> : null}
        <Input
          label="Search orders"
          name="q"
          type="search"
          defaultValue={search}
          placeholder="Order number, name or e-mail"
          wrapperClassName="min-w-0 flex-1 basis-64"
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Form>
      <StudioTabs
        label="Order status"
        current={status}
        tabs={tabs.map((tab) => ({ ...tab, to: listHref({ status: tab.value, q: search }) }))}
      />
      {orders.length === 0 ? (
        <p className="rounded-lg border border-line bg-paper-raised p-5 text-ink-soft">
          {search
            ? `No ${status ? `${statusLabel} ` : ""}orders match “${search}”.`
            : `No ${status ? `${statusLabel} ` : ""}orders yet.`}
        </p>
      ) : (
        <OrdersListTable orders={orders} timeZone={timeZone} />
      )}
      <StudioPager
        page={page}
        pageCount={pageCount}
        href={(to) => pageHref(params, to)}
        previous="Newer orders"
        next="Older orders"
        showPosition
      />
    </StudioPage>
  );
}

/** The list's address with these filters ("." for none); empty ones are left out. */
function listHref(filters: Record<string, string>) {
  const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => value));
  const query = params.toString();
  return query ? `?${query}` : ".";
}
