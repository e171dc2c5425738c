/**
 * Setup file of the `system` project: hands the seeded shop of the global setup
 * (tests/support/vitest-setup-system.ts) to tests/support/seeded-shop.ts in each worker.
 */
import { inject } from "vitest";
import { handOverSeededShops } from "#tests/support/seeded-shop.ts";
import "#tests/support/vitest-setup-system.ts";

handOverSeededShops(inject("seededShops"));
