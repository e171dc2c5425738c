import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompressClientBuild } from "./scripts/precompress.ts";

/**
 * Components that go into the one shared chunk every storefront page loads. Left out: those
 * only the Mail Club pages or the studio load; the catalogue's (product cards, filters,
 * gallery: the account, cart and checkout pages show none of them); the lightbox, which only
 * the product page and the home page's gallery open; those two or three screens share only
 * because the studio previews them (stored page texts and their shipping rates table, order
 * formats); the text area, and the form parts (below), which only pages with forms need. In
 * the shared chunk they would cost every page, and the budget is 120 KB a page as sent
 * (tests/system/client-scripts.test.ts, decision 039).
 */
const sharedStorefrontComponent =
  /\/app\/(forms\/use-fetcher-result|components\/(?!mail-club\/|studio\/|catalogue\/|content\/(page-body|shop-email|page-sections|lightbox)|shipping\/|contact\/|ui\/textarea|account\/(order-format|login-notice)))/;

/**
 * The product cards and pictures the catalogue's pages (listings, search, home, a product's
 * related products) share: one chunk rather than four small ones for each of those pages.
 */
const productCards =
  /\/app\/components\/catalogue\/(product-image|product-card|format|route-errors)/;

/**
 * The form protocol's page parts (app/forms, decision 016), one chunk for the pages with
 * forms; the footer's newsletter form needs only the fetcher hook, which every page has.
 */
const formParts = /\/app\/forms\/(?!.*\.server\.)/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompressClientBuild()],
  build: {
    rolldownOptions: {
      output: {
        // One chunk for the components several routes share (with the React and React
        // Router code they need), rather than a dozen sub-kilobyte files: each page loads
        // four or five scripts instead of twenty, and they compress better together.
        codeSplitting: {
          groups: [
            { name: "shop-ui", test: sharedStorefrontComponent, minShareCount: 2 },
            { name: "product-cards", test: productCards, minShareCount: 2 },
            { name: "form-parts", test: formParts, minShareCount: 2 },
          ],
        },
      },
    },
  },
  environments: {
    ssr: {
      // Bundled into the server build rather than loaded file by file at start-up: these
      // packages are made of hundreds of small modules, and linking them cost ~0.5 s.
      resolve: {
        noExternal: ["drizzle-orm", "zod", "hono", "@hono/node-server", /^@react-email\//],
      },
      build: {
        rolldownOptions: {
          input: {
            main: "./server/main.ts",
            cli: "./server/cli.ts",
            worker: "./server/worker.ts",
          },
        },
      },
    },
  },
});
