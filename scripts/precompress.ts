import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files worth compressing; pictures and fonts are compressed already. */
const compressible = /\.(js|mjs|css|svg|json|xml|txt|webmanifest)$/;
/** Below this, the headers of a compressed response outweigh what it saves. */
const smallestWorthIt = 1024;

/**
 * Writes `file.br` (Brotli, quality 11) and `file.gz` (gzip, level 9) beside every text file of
 * the browser's build, once, so the server sends the smallest bytes the browser accepts
 * without compressing on each request (decision 039). Brotli's top quality is too slow per
 * request (tens of milliseconds for the React bundle) but costs nothing ahead of time.
 */
export function precompressClientBuild(): Plugin {
  return {
    name: "washi-precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options) {
      if (!options.dir) return;
      const files = await readdir(options.dir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => compressible.test(file) && !file.startsWith(".vite"))
          .map((file) => precompress(path.join(options.dir as string, file))),
      );
    },
  };
}

async function precompress(file: string) {
  const bytes = await readFile(file);
  if (bytes.length < smallestWorthIt) return;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}
