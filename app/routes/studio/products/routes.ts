import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * The studio's products screens, inside the studio layout (paths start with studio/products).
 * studio/products/import, studio/products/export.csv and the images screens belong to the
 * catalogue area (app/routes/studio/catalogue/); their fixed paths outrank `:productId`.
 */
export const productsRoutes: RouteConfigEntry[] = [
  route("studio/products", "routes/studio/products/product-list.tsx"),
  route("studio/products/new", "routes/studio/products/product-new.tsx"),
  route("studio/products/taxonomy", "routes/studio/products/taxonomy.tsx"),
  route("studio/products/:productId", "routes/studio/products/product-edit.tsx"),
];
