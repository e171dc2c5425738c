import { index, type RouteConfig, route } from "@react-router/dev/routes";

// The route table mirrors spec §2; later features add their screens here.
export default [
  index("routes/home.tsx"),
  route("admin", "routes/admin-redirect.tsx", { id: "admin" }),
  route("admin/login", "routes/admin-redirect.tsx", { id: "admin-login" }),
  route("cart", "routes/cart.tsx"),
  route("studio/login", "routes/studio/login.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
