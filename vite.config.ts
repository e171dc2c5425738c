import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    ssr: {
      // Bundled into the server build rather than loaded file by file at start-up: these
      // packages are made of hundreds of small modules, and linking them cost ~0.5 s.
      resolve: {
        noExternal: ["drizzle-orm", "zod", "hono", "@hono/node-server", /^@react-email\//],
      },
      build: {
        rolldownOptions: {
          input: { main: "./server/main.ts", cli: "./server/cli.ts" },
        },
      },
    },
  },
});
