/**
 * No import cycle between the top-level folders of server/ (the graph is drawn by
 * tests/support/import-graph.ts; Biome's noImportCycles holds the same for single files). A
 * folder that imports another is above it: the kernel (lib/) and db/ at the bottom, the parts of
 * the shop in between, http/ and the wiring at server/*.ts on top (docs/ARCHITECTURE.md).
 */
import { describe, expect, it } from "vitest";
import {
  edgeName,
  edgesOnCycles,
  type FileImport,
  type FolderImports,
  graphOf,
  importSpecifiers,
  readFolderImports,
  shortestPath,
} from "#tests/support/import-graph.ts";

/**
 * The order's life is below what it sets off: the parts of the shop react to an order's moves
 * through the effects table (server/order-effects.ts), never by being called from orders or
 * payments.
 */
const FORBIDDEN_IMPORTS: Record<string, string[]> = {
  orders: ["mail-club", "downloads", "cart", "discounts", "balances"],
  payments: ["mail-club", "downloads", "cart", "discounts", "balances"],
};

function listImports(imports: FileImport[]) {
  return imports.map(({ file, imported }) => `  ${file} imports ${imported}`).join("\n");
}

function explainCycleEdge({ graph, evidence }: FolderImports, edge: string) {
  const [from = "", to = ""] = edge.split(" -> ");
  const wayBack = shortestPath(graph, to, from) ?? [];
  return [
    `${edge}:`,
    listImports(evidence.get(edge) ?? []),
    `  and ${wayBack.join(" -> ")} closes the cycle: remove the imports above or that way back.`,
  ].join("\n");
}

describe("import cycles between the folders of server/", () => {
  const folders = readFolderImports();

  it("has no folder import that closes a cycle", () => {
    const onCycles = edgesOnCycles(folders.graph);
    const explanations = onCycles.map((edge) => explainCycleEdge(folders, edge));
    expect(onCycles, `Folder imports on a cycle:\n\n${explanations.join("\n\n")}\n`).toEqual([]);
  });

  it("keeps orders and payments below what an order sets off", () => {
    const forbidden = Object.entries(FORBIDDEN_IMPORTS).flatMap(([from, targets]) =>
      targets.map((to) => edgeName(from, to)).filter((edge) => folders.evidence.has(edge)),
    );
    const explanations = forbidden.map(
      (edge) => `${edge}:\n${listImports(folders.evidence.get(edge) ?? [])}`,
    );
    expect(forbidden, `Forbidden folder imports:\n\n${explanations.join("\n\n")}\n`).toEqual([]);
  });
});

describe("the import cycle finder", () => {
  it("reports exactly the edges on a cycle", () => {
    const graph = graphOf([
      ["a", "b"],
      ["b", "c"],
      ["c", "a"],
      ["c", "d"],
    ]);
    expect(edgesOnCycles(graph)).toEqual(["a -> b", "b -> c", "c -> a"]);
    expect(shortestPath(graph, "b", "a")).toEqual(["b", "c", "a"]);
  });

  it("reports nothing for a graph without cycles", () => {
    const graph = graphOf([
      ["a", "b"],
      ["a", "c"],
      ["b", "c"],
      ["c", "d"],
    ]);
    expect(edgesOnCycles(graph)).toEqual([]);
  });

  it("reads static, re-exported, type-only, side-effect and dynamic imports, not comments", () => {
    const source = [
      'import { a } from "#server/a/a.ts";',
      'import type { B } from "../b/b.ts";',
      "import {",
      "  c,",
      '} from "./c.ts";',
      'export { d } from "#server/d/d.ts";',
      'export type { E } from "#server/e/e.ts";',
      'import "#server/f/f.ts";',
      'const g = () => import("#server/g/g.ts");',
      '// import { h } from "#server/h/h.ts";',
    ].join("\n");
    expect(importSpecifiers(source)).toEqual([
      { specifier: "#server/a/a.ts", typeOnly: false },
      { specifier: "../b/b.ts", typeOnly: true },
      { specifier: "./c.ts", typeOnly: false },
      { specifier: "#server/d/d.ts", typeOnly: false },
      { specifier: "#server/e/e.ts", typeOnly: true },
      { specifier: "#server/f/f.ts", typeOnly: false },
      { specifier: "#server/g/g.ts", typeOnly: false },
    ]);
  });
});
