/**
 * For the PayPal tests: the simulator on a loopback port with a webhook listener beside it,
 * and the official OpenAPI schemas to check every answer against.
 */
import { readFileSync } from "node:fs";
import { Ajv, type ValidateFunction } from "ajv";
import { Hono } from "hono";
import type { Database } from "#server/db/client.ts";
import {
  createPayPalSimulator,
  type PayPalSimulatorOptions,
} from "#server/payments/paypal/simulator/app.ts";
import { simulatorCredentials } from "#server/payments/paypal/simulator/merchant-credentials.ts";
import { listen } from "#tests/support/http-app.ts";

export interface ReceivedWebhook {
  headers: Headers;
  body: string;
}

export async function startSimulator(db: Database, options: { clock?: () => Date } = {}) {
  const received: ReceivedWebhook[] = [];
  const listener = new Hono().post("/webhooks/paypal", async (c) => {
    received.push({ headers: c.req.raw.headers, body: await c.req.text() });
    return c.body(null, 204);
  });
  const webhookServer = await listen(listener);
  // The base URL is known only once listening, so the app is built on the first request.
  let app: Hono | undefined;
  const simulatorOptions: PayPalSimulatorOptions = {
    db,
    publicBaseUrl: "",
    webhookUrl: `${webhookServer.url}/webhooks/paypal`,
    clock: options.clock,
    controls: true,
  };
  const server = await listen({
    fetch: (request: Request) => {
      app ??= createPayPalSimulator(simulatorOptions);
      return app.fetch(request);
    },
  });
  simulatorOptions.publicBaseUrl = server.url;
  return {
    baseUrl: server.url,
    /** The simulator's own pair (kept in `db`): the only one its token endpoint accepts. */
    credentials: () => simulatorCredentials(db),
    /** For the helpers app.ts exports (resend, settle, renew), which act as this simulator. */
    options: simulatorOptions,
    received,
    async close() {
      await server.close();
      await webhookServer.close();
    },
  };
}

const specFiles = {
  orders: new URL("./openapi/checkout_orders_v2.json", import.meta.url),
  webhooks: new URL("./openapi/notifications_webhooks_v1.json", import.meta.url),
  payments: new URL("./openapi/payments_payment_v2.json", import.meta.url),
  subscriptions: new URL("./openapi/billing_subscriptions_v1.json", import.meta.url),
};

/** Ajv over the OpenAPI 3.0 documents (their extra keywords and formats are ignored). */
export function createSpecValidator() {
  // Some of PayPal's patterns (the e-mail one) are not valid with the u flag Ajv adds.
  const regExp = Object.assign((pattern: string) => new RegExp(pattern), { code: "new RegExp" });
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    validateFormats: false,
    code: { regExp },
  });
  const specs: Record<
    string,
    { paths: Record<string, Record<string, { responses: object; requestBody?: object }>> }
  > = {};
  for (const [name, file] of Object.entries(specFiles)) {
    specs[name] = JSON.parse(readFileSync(file, "utf8"));
    ajv.addSchema(specs[name] as object, name);
  }
  const compiled = new Map<string, ValidateFunction>();
  const pointer = (part: string) => part.replaceAll("~", "~0").replaceAll("/", "~1");
  const check = (ref: string, body: unknown) => {
    let validator = compiled.get(ref);
    if (!validator) {
      validator = ajv.compile({ $ref: ref });
      compiled.set(ref, validator);
    }
    return validator(body) ? [] : (validator.errors ?? []);
  };

  /** The errors of `body` against the schema of the operation's answer with `status`. */
  function validate(
    spec: keyof typeof specFiles,
    method: string,
    path: string,
    status: number,
    body: unknown,
  ) {
    const responses = specs[spec]?.paths[path]?.[method]?.responses as Record<
      string,
      { $ref?: string }
    >;
    if (!responses) throw new Error(`No ${method} ${path} in ${spec}.`);
    const key = String(status) in responses ? String(status) : "default";
    const ref = responses[key]?.$ref
      ? `${spec}${responses[key].$ref}/content/application~1json/schema`
      : `${spec}#/paths/${pointer(path)}/${method}/responses/${key}/content/application~1json/schema`;
    return check(ref, body);
  }

  /** The errors of a request `body` against the operation's request body schema. */
  function validateRequest(
    spec: keyof typeof specFiles,
    method: string,
    path: string,
    body: unknown,
  ) {
    if (!specs[spec]?.paths[path]?.[method]?.requestBody) {
      throw new Error(`No request body for ${method} ${path} in ${spec}.`);
    }
    return check(
      `${spec}#/paths/${pointer(path)}/${method}/requestBody/content/application~1json/schema`,
      body,
    );
  }

  /** The errors of `body` against one of the spec's component schemas (a webhook's resource). */
  function validateSchema(spec: keyof typeof specFiles, schema: string, body: unknown) {
    return check(`${spec}#/components/schemas/${pointer(schema)}`, body);
  }

  return Object.assign(validate, { request: validateRequest, schema: validateSchema });
}
