/**
 * What the fuzzer aims at: every operation of the OpenAPI document (/api/openapi.json), the
 * studio's API, the PayPal simulator's routes, page actions (POST to page routes), and the
 * /uploads and /assets folders.
 */

export type Auth = "none" | "customer" | "studio" | "paypal";
export type Area = "api" | "studio-api" | "simulator" | "page" | "static";

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  $ref?: string;
}

export interface FuzzTarget {
  area: Area;
  method: string;
  /** With `{name}` where a path parameter goes. */
  path: string;
  query: string[];
  /** A plausible body to start from; its fields are what gets broken. */
  body?: { kind: "json" | "form" | "multipart"; example: Record<string, unknown> };
  schema?: JsonSchema;
  auth: Auth;
}

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema; example?: unknown }> };
  security?: Record<string, unknown>[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const httpMethods = new Set(["get", "post", "put", "patch", "delete"]);

/** Resolves a `#/components/schemas/…` reference, once. */
export function resolveSchema(document: OpenApiDocument, schema: JsonSchema | undefined) {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.split("/").at(-1) ?? "";
  return document.components?.schemas?.[name];
}

/** A body made from the schema alone, when the document gives no example. */
function exampleOf(schema: JsonSchema | undefined): Record<string, unknown> {
  const fields = Object.entries(schema?.properties ?? {}).map(([name, field]) => {
    const type = Array.isArray(field.type) ? field.type[0] : field.type;
    const value =
      field.enum?.[0] ??
      { string: "text", number: 1, integer: 1, boolean: true, array: [], object: {} }[
        type ?? "string"
      ] ??
      "text";
    return [name, value] as const;
  });
  return Object.fromEntries(fields);
}

export function targetsOfOpenApi(document: OpenApiDocument): FuzzTarget[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => httpMethods.has(method))
      .map(([method, operation]) => {
        const content = operation.requestBody?.content?.["application/json"];
        const schema = resolveSchema(document, content?.schema);
        const example = content?.example;
        // Signing out is fuzzed without the shared token: one valid call would sign every
        // later request out, and the rest of the run would stop at the guards.
        const bearer =
          !path.endsWith("logout") &&
          (operation.security?.some((scheme) => "bearerAuth" in scheme) ?? false);
        return {
          area: "api" as const,
          method: method.toUpperCase(),
          path,
          query: (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
          body: content
            ? {
                kind: "json" as const,
                example:
                  example && typeof example === "object" && !Array.isArray(example)
                    ? (example as Record<string, unknown>)
                    : exampleOf(schema),
              }
            : undefined,
          schema,
          auth: bearer ? ("customer" as const) : ("none" as const),
        };
      }),
  );
}

const upload = { kind: "multipart" as const, example: { image: "file", alternativeText: "x" } };
const csv = { kind: "multipart" as const, example: { file: "file", from: "csv" } };

/** The studio's own endpoints (not in the OpenAPI document: they serve the studio's pages). */
export const studioApiTargets: FuzzTarget[] = [
  { area: "studio-api", method: "GET", path: "/api/studio/me", query: [], auth: "studio" },
  ...[
    ["/api/studio/products/{productId}/images", upload],
    ["/api/studio/products/imports/dry-run", csv],
    ["/api/studio/products/imports/apply", csv],
    ["/api/studio/content/posts/{postId}/cover", upload],
    ["/api/studio/content/gallery", upload],
    ["/api/studio/content/about-photo", upload],
  ].map(([path, body]) => ({
    area: "studio-api" as const,
    method: "POST",
    path: path as string,
    query: [],
    body: body as FuzzTarget["body"],
    auth: "studio" as const,
  })),
];

const simulatorJson = (method: string, path: string, example: Record<string, unknown> = {}) => ({
  area: "simulator" as const,
  method,
  path: `/paypal-simulator${path}`,
  query: [],
  body: method === "POST" ? { kind: "json" as const, example } : undefined,
  auth: "paypal" as const,
});

/** PayPal's REST API and approval pages as the simulator serves them. */
export const simulatorTargets: FuzzTarget[] = [
  { ...simulatorJson("POST", "/v1/oauth2/token"), auth: "none" },
  simulatorJson("POST", "/v2/checkout/orders", {
    intent: "CAPTURE",
    purchase_units: [{ amount: { currency_code: "USD", value: "4.50" } }],
  }),
  simulatorJson("GET", "/v2/checkout/orders/{id}"),
  simulatorJson("POST", "/v2/checkout/orders/{id}/capture"),
  simulatorJson("POST", "/v2/payments/captures/{id}/refund"),
  simulatorJson("POST", "/v1/billing/plans", { product_id: "P", name: "Plan", billing_cycles: [] }),
  simulatorJson("GET", "/v1/billing/plans/{id}"),
  simulatorJson("POST", "/v1/billing/subscriptions", { plan_id: "P-1" }),
  simulatorJson("GET", "/v1/billing/subscriptions/{id}"),
  simulatorJson("POST", "/v1/billing/subscriptions/{id}/cancel", { reason: "x" }),
  simulatorJson("POST", "/v1/billing/subscriptions/{id}/suspend", { reason: "x" }),
  simulatorJson("POST", "/v1/billing/subscriptions/{id}/activate", { reason: "x" }),
  simulatorJson("POST", "/v1/billing/subscriptions/{id}/revise", { plan_id: "P-1" }),
  simulatorJson("GET", "/v1/notifications/certs/{certId}"),
  { ...simulatorJson("POST", "/simulator/webhooks/resend", { event_id: "WH-1" }), auth: "none" },
  {
    area: "simulator",
    method: "GET",
    path: "/paypal-simulator/checkoutnow",
    query: ["token"],
    auth: "none",
  },
  {
    area: "simulator",
    method: "POST",
    path: "/paypal-simulator/checkoutnow",
    query: ["token"],
    body: { kind: "form", example: { token: "ORDER", decision: "approve" } },
    auth: "none",
  },
  {
    area: "simulator",
    method: "POST",
    path: "/paypal-simulator/webapps/billing/subscriptions",
    query: ["ba_token", "subscription_id"],
    body: { kind: "form", example: { subscription_id: "I-1", decision: "approve" } },
    auth: "none",
  },
  {
    area: "simulator",
    method: "GET",
    path: "/paypal-simulator/webapps/billing/subscriptions/update",
    query: ["ba_token"],
    auth: "none",
  },
  {
    area: "simulator",
    method: "POST",
    path: "/paypal-simulator/webapps/billing/subscriptions/update",
    query: ["ba_token"],
    body: { kind: "form", example: { ba_token: "BA-1", choice: "agree" } },
    auth: "none",
  },
];

const formFields = {
  email: "ana@example.com",
  password: "wrong-password-1",
  confirmPassword: "wrong-password-1",
  firstName: "Ana",
  lastName: "Lopez",
  name: "Ana",
  message: "Hello",
  subject: "Hi",
  token: "abc",
  code: "123456",
  intent: "add",
  quantity: "1",
  productId: "2",
  returnTo: "/account",
  website: "",
};

/** Page routes, each POSTed to (its action) and fetched with bad queries. */
const pagePaths = [
  "/",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/sign-out",
  "/account",
  "/orders",
  "/cart",
  "/checkout",
  "/checkout/return",
  "/order-complete",
  "/order-complete/{orderId}",
  "/order-confirmation",
  "/subscribe",
  "/subscribe/{plan}",
  "/mail-club",
  "/subscription/return",
  "/subscription/plan-change",
  "/contact",
  "/newsletter",
  "/newsletter/unsubscribe",
  "/search",
  "/stickers",
  "/stickers/{subCategory}",
  "/stickers/product/{slug}",
  "/extras/{collection}",
  "/blog/{slug}",
  "/studio/login",
  "/studio/login/verify",
  "/studio/sign-out",
  "/studio",
  "/studio/security",
  "/studio/products",
  "/studio/orders",
  "/studio/settings",
  "/studio/audit",
  "/studio/{anything}",
];

export const pageTargets: FuzzTarget[] = pagePaths.flatMap((path) => [
  {
    area: "page" as const,
    method: "POST",
    path,
    query: ["returnTo", "token"],
    body: { kind: "form" as const, example: formFields },
    auth: path.endsWith("sign-out")
      ? ("none" as const)
      : path.startsWith("/studio")
        ? ("studio" as const)
        : ("customer" as const),
  },
  {
    area: "page" as const,
    method: "GET",
    path,
    query: ["q", "page", "sort", "token", "returnTo", "before"],
    auth: "none" as const,
  },
]);

export const staticTargets: FuzzTarget[] = ["/uploads/{file}", "/assets/{file}"].map((path) => ({
  area: "static",
  method: "GET",
  path,
  query: [],
  auth: "none",
}));
