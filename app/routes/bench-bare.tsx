import type { ShellHandle } from "#app/components/layout/shell-data.ts";

/**
 * The benchmark's baseline (bench/report.mjs): the smallest page React Router serves here,
 * with no loader of its own and without the shop's header and footer. The root loader still
 * runs (its shell data comes from the per-process cache; a visitor without cart or session
 * cookies costs no query), as do the server's middlewares and the document with its scripts.
 */
export const handle: ShellHandle = { shell: "bare" };

export function meta() {
  return [{ title: "Benchmark baseline — Washi" }, { name: "robots", content: "noindex" }];
}

export default function BenchBare() {
  return (
    <main id="main-content">
      <p>Baseline page.</p>
    </main>
  );
}
