/** The health checks (server/http/health.ts) and this document's own two endpoints. */
import { z } from "zod";
import { healthResponse } from "#server/http/api/catalogue-schemas.ts";
import type { Operation } from "#server/http/openapi/operation.ts";

export const healthAndDocsOperations: Operation[] = [
  {
    method: "get",
    path: "/api/openapi.json",
    operationId: "getOpenApiDocument",
    summary: "This document",
    tag: "Documentation",
    responses: { 200: { description: "OpenAPI 3.1 document.", schema: z.looseObject({}) } },
  },
  {
    method: "get",
    path: "/api/docs",
    operationId: "getApiDocs",
    summary: "This document as a readable page",
    tag: "Documentation",
    responses: { 200: { description: "HTML page.", schema: z.string(), mediaType: "text/html" } },
  },
  {
    method: "get",
    path: "/healthz",
    operationId: "getHealth",
    summary: "The process is up",
    tag: "Operations",
    responses: { 200: { description: "Up.", schema: healthResponse, example: { status: "ok" } } },
  },
  {
    method: "get",
    path: "/readyz",
    operationId: "getReadiness",
    summary: "The database answers: requests can be served",
    tag: "Operations",
    responses: {
      200: { description: "Ready.", schema: healthResponse, example: { status: "ready" } },
      503: {
        description: "The database does not answer.",
        schema: healthResponse,
        example: { status: "database unavailable" },
      },
    },
  },
];
