import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** The studio's orders screens, inside the studio layout (paths start with studio/orders). */
export const ordersRoutes: RouteConfigEntry[] = [
  route("studio/orders", "routes/studio/orders/orders-list.tsx"),
  route("studio/orders/:orderId", "routes/studio/orders/order-detail.tsx"),
  route("studio/orders/:orderId/packing-slip.pdf", "routes/studio/orders/packing-slip[.]pdf.ts"),
];
