import { formatStatus } from "#app/components/account/order-format.ts";
import { Badge, type BadgeVariant } from "#app/components/ui/badge.tsx";

const looks: Record<string, BadgeVariant> = {
  pending_payment: "neutral",
  paid: "solid",
  processing: "accent",
  shipped: "sage",
  delivered: "sage",
  cancelled: "outline",
  refunded: "outline",
};

/** The order's status in words ('Pending Payment'), coloured by how much it asks of the maker. */
export function OrderStatusBadge({ status }: { status: string }) {
  return <Badge variant={looks[status] ?? "neutral"}>{formatStatus(status)}</Badge>;
}
