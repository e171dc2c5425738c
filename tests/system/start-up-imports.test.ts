/**
 * What the built server loads before it serves its first page: `build/server/main.js` imports
 * the start-up code and the pages' build, and they import the rest statically. Packages that
 * only some requests or some shops need (the PDF library and its font engine: 0.2 s of
 * start-up; the AWS SDK: 0.07 s) are loaded on first use, by a dynamic `import()` (issue 42:
 * the first page within 1.0 s).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "#tests/support/built-server.ts";

const serverBuild = path.join(projectRoot, "build/server");
const staticImport = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+)["']/g;
const dynamicImport = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** Every module and package `file` imports statically, followed through the build's own files. */
function loadedWith(roots: string[]) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(staticImport)) {
      if (!specifier) continue;
      if (specifier.startsWith(".")) visit(path.resolve(path.dirname(file), specifier));
      else packages.add(specifier);
    }
  };
  for (const root of roots) visit(root);
  return { files, packages };
}

describe("the server's start", () => {
  const main = path.join(serverBuild, "main.js");
  const roots = [...readFileSync(main, "utf8").matchAll(dynamicImport)].map(([, specifier]) =>
    path.resolve(serverBuild, specifier as string),
  );
  const { files, packages } = loadedWith([main, ...roots]);

  it("follows the build's imports (the start-up code, the pages, the database driver)", () => {
    expect(roots.map((root) => path.basename(root)).sort()).toEqual([
      expect.stringMatching(/^server-build-/),
      expect.stringMatching(/^start-/),
    ]);
    expect(files.size).toBeGreaterThan(20);
    expect([...packages]).toEqual(
      expect.arrayContaining(["@electric-sql/pglite", "react-dom/server"]),
    );
  });

  it("does not wait for the PDF library, which only the PDF pages and the demo's files use", () => {
    const pdf = [...packages].filter((name) => /^(pdf-lib|@pdf-lib\/|bidi-js)/.test(name));
    expect(pdf).toEqual([]);
  });

  it("does not wait for the AWS SDK, which only a shop keeping its files in a bucket uses", () => {
    expect([...packages].filter((name) => name.startsWith("@aws-sdk/"))).toEqual([]);
  });
});
