/**
 * Which tier runs: the gate (`npm test`, what CI runs on every submission) or the deep tier
 * (`npm run test:deep`: every journey at both widths and on both databases, and the full
 * drills). The gate keeps a sample of each drill.
 */
export const deepTier = process.env.WASHI_TEST_TIER === "deep";
