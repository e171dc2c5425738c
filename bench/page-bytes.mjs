// What a page costs to download, compressed as the server sends it to a browser that accepts
// Brotli and gzip: the HTML, and every JavaScript file (module scripts and preloads), stylesheet
// and image
// (each <img>'s src, lazy ones included) the HTML names.
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { get } from "./built-server.mjs";

const BROWSER = { "accept-encoding": "gzip, deflate, br" };
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

function assets(html) {
  const all = (pattern) => new Set([...html.matchAll(pattern)].map((m) => m[1] ?? m[2]));
  return {
    javascript: all(/(?:href|src)="(\/assets\/[^"]+\.js)"|from "(\/assets\/[^"]+\.js)"/g),
    css: all(/<link[^>]+href="([^"]+\.css)"/g),
    images: all(/<img[^>]+src="([^"]+)"/g),
  };
}

async function bytesOf(agent, port, urls) {
  let bytes = 0;
  for (const url of urls) {
    const answer = await get(agent, port, url.replaceAll("&amp;", "&"), BROWSER);
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
    bytes += answer.body.length;
  }
  return bytes;
}

/** KB per kind (compressed as sent) and how many files of each. */
export async function pageBytes(port, pathname, headers = {}) {
  const agent = new http.Agent({ keepAlive: true });
  try {
    const page = await get(agent, port, pathname, { ...headers, ...BROWSER });
    if (page.status !== 200) throw new Error(`${pathname} answered ${page.status}`);
    const decode = { br: brotliDecompressSync, gzip: gunzipSync }[page.headers["content-encoding"]];
    const html = decode ? decode(page.body).toString() : `${page.body}`;
    if (!html.includes("</html>")) throw new Error(`${pathname}: no HTML document in the answer`);
    const found = assets(html);
    return {
      htmlKb: kb(page.body.length),
      javascriptKb: kb(await bytesOf(agent, port, found.javascript)),
      cssKb: kb(await bytesOf(agent, port, found.css)),
      imagesKb: kb(await bytesOf(agent, port, found.images)),
      files: {
        javascript: found.javascript.size,
        css: found.css.size,
        images: found.images.size,
      },
    };
  } finally {
    agent.destroy();
  }
}
