/**
 * A real browser's form post from another site is refused (server/http/csrf.ts). The rest of
 * the cross-origin matrix needs no browser: tests/system/security-cross-origin.test.ts.
 */
import { createServer, type Server } from "node:http";
import { expect, test } from "#tests/support/fixtures.ts";

/** A page on another origin (localhost, not 127.0.0.1) whose form posts to the shop. */
async function startEvilSite(target: string): Promise<{ url: string; server: Server }> {
  const page = `<!doctype html><html><body>
    <form id="attack" method="post" action="${target}">
      <input name="intent" value="add"><input name="productId" value="4">
    </form>
    <script>document.getElementById("attack").submit()</script>
  </body></html>`;
  const server = createServer((_, response) => {
    response.writeHead(200, { "Content-Type": "text/html" });
    response.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://localhost:${port}/`, server };
}

test("a real browser's form post from another site is refused @desktop", async ({
  page,
  baseURL,
}) => {
  const evilSite = await startEvilSite(`${baseURL}/cart`);
  try {
    const answer = page.waitForResponse((response) => response.url().endsWith("/cart"));
    await page.goto(evilSite.url);
    const response = await answer;
    expect(response.status()).toBe(403);
    await expect(page.locator("body")).toContainText("Cross-site request refused.");
  } finally {
    evilSite.server.close();
  }
});
