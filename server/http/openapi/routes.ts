import { Hono } from "hono";
import { docsStylesheet, renderDocsPage } from "#server/http/openapi/docs-page.ts";
import { createOpenApiDocument, type OpenApiDocument } from "#server/http/openapi/document.ts";
import type { HttpEnv } from "#server/http/types.ts";

/** GET /api/openapi.json, /api/docs and its stylesheet /api/docs.css. */
export function createDocsRoutes() {
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const built = () => {
    document ??= createOpenApiDocument();
    page ??= renderDocsPage(document);
    return { document, page };
  };
  const routes = new Hono<HttpEnv>();
  routes.get("/openapi.json", (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(built().document);
  });
  routes.get("/docs", (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.html(built().page);
  });
  routes.get("/docs.css", (c) => {
    c.header("Cache-Control", "public, max-age=300");
    c.header("Content-Type", "text/css; charset=utf-8");
    return c.body(docsStylesheet);
  });
  return routes;
}
