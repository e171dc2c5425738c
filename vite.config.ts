import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        // One chunk for the components several routes share (with the React and React
        // Router code they need), rather than a dozen sub-kilobyte files: each page loads
        // four or five scripts instead of twenty, and they compress better together.
        codeSplitting: {
          // The Mail Club pages share their own components, which the other pages never load.
          groups: [
            { name: "shop-ui", test: /\/app\/components\/(?!mail-club\/)/, minShareCount: 2 },
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
