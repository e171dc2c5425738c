/**
 * The OpenAPI 3.1 document of the whole HTTP API, served at /api/openapi.json and read by the
 * /api/docs page. It is generated (generate-paths.ts) from one short description per endpoint
 * in the *-operations.ts files: parameters and request bodies are the Zod schemas the handlers
 * parse with, and answers are Zod schemas (server/http/api/*-schemas.ts, response-schemas/),
 * checked at compile time against the type of the function that shapes each, where there is
 * one. A test validates real answers against the document. Add each new endpoint to an
 * *-operations.ts file.
 */
import { addressOperations } from "#server/http/openapi/address-operations.ts";
import { authOperations } from "#server/http/openapi/auth-operations.ts";
import { balanceOperations } from "#server/http/openapi/balance-operations.ts";
import { cartOperations } from "#server/http/openapi/cart-operations.ts";
import { catalogueOperations } from "#server/http/openapi/catalogue-operations.ts";
import { contentOperations } from "#server/http/openapi/content-operations.ts";
import { customerOperations } from "#server/http/openapi/customer-operations.ts";
import { generatePaths } from "#server/http/openapi/generate-paths.ts";
import { giftOperations } from "#server/http/openapi/gift-operations.ts";
import { healthAndDocsOperations } from "#server/http/openapi/health-and-docs-operations.ts";
import { orderOperations } from "#server/http/openapi/order-operations.ts";
import { subscriptionOperations } from "#server/http/openapi/subscription-operations.ts";
import { tags } from "#server/http/openapi/tags.ts";

export function createOpenApiDocument() {
  const { paths, schemas } = generatePaths([
    ...catalogueOperations,
    ...addressOperations,
    ...authOperations,
    ...customerOperations,
    ...cartOperations,
    ...orderOperations,
    ...balanceOperations,
    ...subscriptionOperations,
    ...giftOperations,
    ...contentOperations,
    ...healthAndDocsOperations,
  ]);
  return {
    openapi: "3.1.0",
    info: {
      title: "Washi API",
      version: "1.0.0",
      description:
        'The JSON API of the Washi shop. Every answer is JSON, errors included: `{ "error": { "code", "message", "details"? } }` with `details` keyed by parameter. Prices are US dollars with two decimals. Bad parameters answer 400, unknown things 404; nothing a caller sends gives a 500.',
    },
    servers: [{ url: "/" }],
    tags,
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description:
            "A simple-auth token (/api/auth/simple-login) or an access token (/api/auth/login, /api/auth/refresh). Refresh tokens are only accepted by /api/auth/refresh.",
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof createOpenApiDocument>;
