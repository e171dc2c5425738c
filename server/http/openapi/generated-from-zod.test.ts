import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkoutSchema } from "#server/checkout/checkout-schema.ts";
import { loginBody } from "#server/http/api/account-schemas.ts";
import { productListQuery } from "#server/http/api/catalogue-schemas.ts";
import { createOpenApiDocument } from "#server/http/openapi/document.ts";
import { generatePaths } from "#server/http/openapi/generate-paths.ts";
import type { Operation } from "#server/http/openapi/operation.ts";
import { giftSchema } from "#server/mail-club/gifts/gift-schema.ts";

interface Schema {
  required?: string[];
  properties?: Record<string, unknown>;
}
interface Media {
  schema: { $ref?: string } & Schema;
  example?: unknown;
}
interface DocumentOperation {
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: { "application/json": Media } };
}

const document = createOpenApiDocument();
const paths = document.paths as Record<string, Record<string, DocumentOperation>>;
const components = document.components.schemas as Record<string, Schema>;
const inputSide = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input" }) as Schema;

describe("the OpenAPI document generated from the Zod schemas", () => {
  it("requires in CheckoutOrderRequest exactly what the checkout's schema requires", () => {
    const required = components.CheckoutOrderRequest?.required;
    expect(required?.sort()).toEqual(inputSide(checkoutSchema).required?.sort());
    expect(required).toEqual(expect.arrayContaining(["customerEmail", "shippingAddress"]));
  });

  it("requires in GiftOrderRequest exactly what the gift form's schema requires", () => {
    const required = components.GiftOrderRequest?.required;
    expect(required?.sort()).toEqual(inputSide(giftSchema).required?.sort());
    expect(required).toEqual(expect.arrayContaining(["recipientAddress", "billingAddress"]));
  });

  it("gives a handler's body schema as the component it names", () => {
    const { $defs } = inputSide(loginBody) as { $defs: Record<string, Schema> };
    expect(components.LoginRequest).toEqual($defs.LoginRequest);
  });

  it("takes the query parameters from the handler's query schema", () => {
    const parameters = paths["/api/products"]?.get?.parameters ?? [];
    expect(parameters.map((parameter) => parameter.name)).toEqual(
      Object.keys(productListQuery.shape),
    );
    expect(parameters.filter((parameter) => parameter.required)).toEqual([]);
    const search = paths["/api/products/search"]?.get?.parameters ?? [];
    expect(search.filter((parameter) => parameter.required).map(({ name }) => name)).toEqual(["q"]);
  });

  it("changes with the Zod schema it is given", () => {
    const withBody = (schema: z.ZodType): Operation => ({
      method: "post",
      path: "/api/example",
      operationId: "example",
      summary: "Example",
      tag: "Orders",
      body: { schema },
      responses: { 200: { description: "Done." } },
    });
    const bodyOf = (schema: z.ZodType) => {
      const { paths } = generatePaths([withBody(schema)]);
      const operation = paths["/api/example"]?.post as DocumentOperation | undefined;
      return operation?.requestBody?.content["application/json"].schema;
    };
    expect(bodyOf(z.object({ name: z.string() }))?.required).toEqual(["name"]);
    expect(bodyOf(z.object({ name: z.string(), size: z.int() }))?.required).toEqual([
      "name",
      "size",
    ]);
    expect(bodyOf(z.object({ name: z.string().optional() }))?.required).toBeUndefined();
  });

  it("has request examples that its request schemas accept", () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema({ ...document, $id: "openapi.json" });
    const withoutExample: string[] = [];
    for (const [path, methods] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const media = operation.requestBody?.content["application/json"];
        if (!media) continue;
        if (media.example === undefined) {
          withoutExample.push(`${method} ${path}`);
          continue;
        }
        const escapedPath = path.replaceAll("~", "~0").replaceAll("/", "~1");
        const validate = ajv.getSchema(
          `openapi.json#/paths/${escapedPath}/${method}/requestBody/content/application~1json/schema`,
        );
        expect(
          validate?.(media.example),
          `${method} ${path}: ${ajv.errorsText(validate?.errors)}`,
        ).toBe(true);
      }
    }
    expect(withoutExample).toEqual(["post /api/payments/paypal/webhook"]);
  });
});
