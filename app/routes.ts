import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { catalogueRoutes } from "./routes/studio/catalogue/routes.ts";
import { contentRoutes } from "./routes/studio/content/routes.ts";
import { discountsRoutes } from "./routes/studio/discounts/routes.ts";
import { giftCardRoutes } from "./routes/studio/gift-cards/routes.ts";
import { mailClubRoutes } from "./routes/studio/mail-club/routes.ts";
import { ordersRoutes } from "./routes/studio/orders/routes.ts";
import { outboxRoutes } from "./routes/studio/outbox/routes.ts";
import { productsRoutes } from "./routes/studio/products/routes.ts";
import { settingsRoutes } from "./routes/studio/settings/routes.ts";
import { shippingRoutes } from "./routes/studio/shipping/routes.ts";
import { taxRoutes } from "./routes/studio/tax/routes.ts";

/** The listings by type; each also at /{type}/{subCategory} (spec §2). */
const listingTypes = [
  "stickers",
  "bookmarks",
  "tote-bags",
  "stationery",
  "greeting-cards",
  "digital-templates",
];

// The route table mirrors spec §2; later features add their screens here.
export default [
  index("routes/home.tsx"),
  ...listingTypes.flatMap((type) => [
    route(type, "routes/listing.tsx", { id: `listing-${type}` }),
    route(`${type}/:subCategory`, "routes/listing.tsx", { id: `listing-${type}-sub` }),
  ]),
  route("products", "routes/listing.tsx", { id: "listing-products" }),
  route("templates", "routes/listing.tsx", { id: "listing-templates" }),
  route("extras", "routes/extras.tsx"),
  route("extras/:collection", "routes/listing.tsx", { id: "listing-extras" }),
  route(":productType/product/:slug", "routes/product.tsx"),
  route("search", "routes/search.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("admin", "routes/admin-redirect.tsx", { id: "admin" }),
  route("admin/login", "routes/admin-redirect.tsx", { id: "admin-login" }),
  route("cart", "routes/cart.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("checkout/return", "routes/checkout-return.tsx"),
  // PayPal may come back to /order-complete?token=… (spec §2): the same return.
  route("order-complete", "routes/checkout-return.tsx", { id: "order-complete-return" }),
  route("order-complete/:orderId", "routes/order-complete.tsx"),
  route("order-confirmation", "routes/order-confirmation.tsx"),
  // Served by server/http/downloads.ts; a link that gives no file shows this page.
  route("downloads/:grantId/:fileId", "routes/download.tsx"),
  route("subscribe", "routes/subscribe.tsx"),
  route("subscribe/:plan", "routes/subscribe-plan.tsx"),
  route("mail-club", "routes/mail-club.tsx"),
  // The signed link in Mail Club e-mails: asks, then skips the next issue.
  route("mail-club/skip", "routes/mail-club-skip.tsx"),
  route("mail-club/gift", "routes/mail-club-gift.tsx"),
  // The signed link in a gift's e-mails: the recipient claims it and can change its address.
  route("mail-club/gift/claim", "routes/mail-club-gift-claim.tsx"),
  // The gifter's printable gift card, from their order's page and receipt.
  route("mail-club/gift/card.pdf", "routes/mail-club-gift-card[.]pdf.ts"),
  // A paid order's receipt, for its customer or the guest holding its key (decision 042).
  route("orders/receipt.pdf", "routes/order-receipt[.]pdf.ts"),
  route("gift-cards/balance", "routes/gift-card-balance.tsx"),
  // A card's printable PDF: its code is its key, behind the guessing guard.
  route("gift-cards/card.pdf", "routes/gift-card[.]pdf.ts"),
  route("gift-cards/:slug", "routes/gift-card.tsx"),
  route("subscription/return", "routes/subscription-return.tsx"),
  route("subscription/plan-change", "routes/subscription-plan-change.tsx"),
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("sign-out", "routes/sign-out.tsx"),
  route("account", "routes/account.tsx"),
  route("orders", "routes/orders.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss[.]xml.ts"),
  route("blog/:slug", "routes/blog-post.tsx"),
  ...["shipping", "returns", "faq", "privacy"].map((page) =>
    route(page, "routes/service-page.tsx", { id: `service-${page}` }),
  ),
  route("contact", "routes/contact.tsx"),
  // The benchmark's baseline page (bench/report.mjs): no loader, no header or footer.
  route("bench/bare", "routes/bench-bare.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  route("studio/login", "routes/studio/login.tsx"),
  route("studio/login/verify", "routes/studio/login-verify.tsx"),
  route("studio/sign-out", "routes/studio/sign-out.tsx"),
  // The studio (issue 8): every screen inside its layout, each area's screens in its folder.
  layout("routes/studio/layout.tsx", [
    route("studio", "routes/studio/dashboard.tsx"),
    route("studio/security", "routes/studio/security.tsx"),
    route("studio/audit", "routes/studio/audit-log.tsx"),
    ...catalogueRoutes,
    ...productsRoutes,
    ...shippingRoutes,
    ...discountsRoutes,
    ...taxRoutes,
    ...giftCardRoutes,
    ...ordersRoutes,
    ...mailClubRoutes,
    ...contentRoutes,
    ...outboxRoutes,
    ...settingsRoutes,
    route("studio/*", "routes/studio/not-found.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
