import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Components that go into the one shared chunk every storefront page loads. Left out: those
 * only the Mail Club pages or the studio load, and those two or three screens share only
 * because the studio previews them (Markdown, stored page texts, order formats): in the
 * shared chunk they would cost every page, and the budget is 130 KB a page.
 */
const sharedStorefrontComponent =
  /\/app\/components\/(?!mail-club\/|studio\/|catalog\/markdown|content\/(page-body|shop-email|page-sections)|contact\/|account\/order-format)/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        // One chunk for the components several routes share (with the React and React
        // Router code they need), rather than a dozen sub-kilobyte files: each page loads
        // four or five scripts instead of twenty, and they compress better together.
        codeSplitting: {
          groups: [{ name: "shop-ui", test: sharedStorefrontComponent, minShareCount: 2 }],
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
