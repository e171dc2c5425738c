import { expect } from "@playwright/test";

/**
 * Visits twice until the second visit is served from the page cache, and returns that visit.
 * Other tests on the same server buy and edit products, and each such write rightly empties
 * the cache between two visits, so one pair of visits is not enough.
 */
export async function secondVisitFromCache<Answer extends { headers(): Record<string, string> }>(
  visit: () => Promise<Answer | null>,
): Promise<Answer> {
  const hits: Answer[] = [];
  await expect(async () => {
    await visit();
    const second = await visit();
    expect(second?.headers()["x-page-cache"]).toBe("hit");
    if (second) hits.push(second);
  }).toPass({ timeout: 20_000 });
  const [hit] = hits;
  if (!hit) throw new Error("toPass passed without a cache hit");
  return hit;
}
