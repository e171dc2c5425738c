/**
 * The top-level folders of server/ as a graph: folder A has an edge to folder B when a source
 * file in A imports one in B. The loose files at server/*.ts are one node, "(root)". Tests and
 * test fixtures (`*.test.ts`, `test-*.ts`) are left out: they may reach anywhere.
 * server/import-cycles.test.ts uses it to keep the folders free of import cycles.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * `import type` and `export type … from` count as edges: a type from another folder ties the
 * two folders together in the reader's head as much as a value does. False leaves them out.
 */
export const COUNT_TYPE_ONLY_IMPORTS = true;

/** The node for the loose files at server/*.ts: start-up, config, main and the other wiring. */
export const ROOT_FOLDER = "(root)";

/** Folder name → the folders it imports. */
export type Graph = Map<string, Set<string>>;

/** One import statement, with paths relative to the repository and "/" between parts. */
export interface FileImport {
  file: string;
  imported: string;
}

export interface FolderImports {
  graph: Graph;
  /** "a -> b" → the imports that make that edge. */
  evidence: Map<string, FileImport[]>;
}

interface ImportSpecifier {
  specifier: string;
  typeOnly: boolean;
}

export const repositoryRoot = path.resolve(import.meta.dirname, "../..");

export function edgeName(from: string, to: string) {
  return `${from} -> ${to}`;
}

/** `import … from`, `export … from` (also across lines), side-effect and dynamic imports. */
const staticImport =
  /^[ \t]*(?:import|export)(\s+type)?\s+[\w$\s,*{}]*?\bfrom\s*["']([^"']+)["']/gm;
const sideEffectImport = /^[ \t]*import\s*["']([^"']+)["']/gm;
const dynamicImport = /(\btypeof\s+)?\bimport\(\s*["']([^"']+)["']\s*\)/g;

export function importSpecifiers(source: string): ImportSpecifier[] {
  const found: ImportSpecifier[] = [];
  for (const [, type, specifier = ""] of source.matchAll(staticImport)) {
    found.push({ specifier, typeOnly: Boolean(type) });
  }
  for (const [, specifier = ""] of source.matchAll(sideEffectImport)) {
    found.push({ specifier, typeOnly: false });
  }
  for (const [, typeOf, specifier = ""] of source.matchAll(dynamicImport)) {
    found.push({ specifier, typeOnly: Boolean(typeOf) });
  }
  return found;
}

/** The imported file relative to the repository, or undefined for a package. */
function resolveSpecifier(file: string, specifier: string) {
  // package.json "imports" map `#server/*` to `./server/*`, and so on.
  if (specifier.startsWith("#")) return specifier.slice(1);
  if (specifier.startsWith(".")) return path.posix.join(path.posix.dirname(file), specifier);
  return undefined;
}

function isServerSource(file: string) {
  const name = path.posix.basename(file);
  return (
    file.startsWith("server/") &&
    /\.tsx?$/.test(name) &&
    !/\.test\.tsx?$/.test(name) &&
    !name.startsWith("test-")
  );
}

export function folderOf(serverFile: string) {
  const [, folder, rest] = serverFile.split("/");
  return rest === undefined || folder === undefined ? ROOT_FOLDER : folder;
}

function serverSourceFiles(root: string) {
  return readdirSync(path.join(root, "server"), { recursive: true, encoding: "utf8" })
    .map((file) => `server/${file.split(path.sep).join("/")}`)
    .filter(isServerSource)
    .sort();
}

/** The server files that `file` imports, each once; type-only ones only when they count. */
function serverImportsOf(root: string, file: string, countTypeOnly: boolean) {
  const imported = importSpecifiers(readFileSync(path.join(root, file), "utf8"))
    .filter(({ typeOnly }) => countTypeOnly || !typeOnly)
    .map(({ specifier }) => resolveSpecifier(file, specifier))
    .filter((target): target is string => target !== undefined && isServerSource(target));
  return [...new Set(imported)];
}

export function readFolderImports(
  root = repositoryRoot,
  countTypeOnly = COUNT_TYPE_ONLY_IMPORTS,
): FolderImports {
  const files = serverSourceFiles(root);
  const graph: Graph = new Map(files.map((file) => [folderOf(file), new Set<string>()]));
  const evidence = new Map<string, FileImport[]>();
  for (const file of files) {
    const from = folderOf(file);
    // The composition root may import anything; imports into it still count.
    if (from === ROOT_FOLDER) continue;
    for (const imported of serverImportsOf(root, file, countTypeOnly)) {
      const to = folderOf(imported);
      if (to === from) continue;
      graph.get(from)?.add(to);
      const edge = edgeName(from, to);
      evidence.set(edge, [...(evidence.get(edge) ?? []), { file, imported }]);
    }
  }
  return { graph, evidence };
}

export function graphOf(edges: [from: string, to: string][]): Graph {
  const graph: Graph = new Map();
  for (const [from, to] of edges) {
    graph.set(from, (graph.get(from) ?? new Set()).add(to));
    if (!graph.has(to)) graph.set(to, new Set());
  }
  return graph;
}

/** Tarjan's algorithm: each component is a set of folders that all reach one another. */
export function stronglyConnectedComponents(graph: Graph): string[][] {
  const indexOf = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  function visit(node: string): number {
    const index = indexOf.size;
    indexOf.set(node, index);
    stack.push(node);
    onStack.add(node);
    let lowLink = index;
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) lowLink = Math.min(lowLink, visit(next));
      else if (onStack.has(next)) lowLink = Math.min(lowLink, indexOf.get(next) ?? lowLink);
    }
    if (lowLink === index) {
      const component: string[] = [];
      for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
        onStack.delete(member);
        component.push(member);
        if (member === node) break;
      }
      components.push(component.sort());
    }
    return lowLink;
  }

  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return components;
}

/** The components of more than one folder: the import cycles. */
export function cycles(graph: Graph) {
  return stronglyConnectedComponents(graph).filter((component) => component.length > 1);
}

/** Every edge "a -> b" whose two ends lie in one cycle, sorted. */
export function edgesOnCycles(graph: Graph) {
  const componentOf = new Map<string, number>();
  cycles(graph).forEach((component, index) => {
    for (const folder of component) componentOf.set(folder, index);
  });
  const edges: string[] = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const component = componentOf.get(from);
      if (component !== undefined && component === componentOf.get(to)) {
        edges.push(edgeName(from, to));
      }
    }
  }
  return edges.sort();
}

/** The shortest chain of folders from `from` to `to` (both included), breadth first. */
export function shortestPath(graph: Graph, from: string, to: string) {
  const cameFrom = new Map<string, string>([[from, from]]);
  const queue = [from];
  for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
    if (node === to) {
      const chain = [to];
      for (let step = to; step !== from; ) {
        step = cameFrom.get(step) ?? from;
        chain.unshift(step);
      }
      return chain;
    }
    for (const next of graph.get(node) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return undefined;
}
