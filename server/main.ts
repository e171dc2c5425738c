import * as build from "virtual:react-router/server-build";
import { startServer } from "#server/start.ts";

await startServer({ getBuild: () => build });
