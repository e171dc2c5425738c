import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * The catalogue's screens inside the studio layout: the CSV export and import of every product
 * a product's pictures and a digital product's files. Their paths sit under studio/products, beside the products area's.
 */
export const catalogueRoutes: RouteConfigEntry[] = [
  route("studio/products/export.csv", "routes/studio/catalogue/catalogue-export.ts"),
  route("studio/products/import", "routes/studio/catalogue/catalogue-import.tsx"),
  route("studio/products/:productId/images", "routes/studio/catalogue/product-images.tsx"),
  route("studio/products/:productId/files", "routes/studio/catalogue/product-files.tsx"),
];
