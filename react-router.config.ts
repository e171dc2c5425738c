import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // The server build has several entries (main, cli), each named after itself.
  serverBuildFile: "[name].js",
} satisfies Config;
