import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import type { Answer, Operation } from "#server/http/openapi/operation.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

// Every operation states who may call it; an empty list is anyone's.
const security = {
  public: [],
  bearer: [{ bearerAuth: [] }],
  "optional bearer": [{}, { bearerAuth: [] }],
};

/**
 * JSON Schema as Zod writes it, minus what OpenAPI does not want (and the ±2^53 bounds of
 * every z.int()), with its $defs references pointing at the document's components.
 */
function tidy(value: unknown): Json {
  if (Array.isArray(value)) return value.map(tidy);
  if (!value || typeof value !== "object") return value as Json;
  const entries = Object.entries(value).filter(
    ([key, inner]) =>
      key !== "$schema" &&
      key !== "$id" &&
      !(
        (key === "minimum" || key === "maximum") &&
        Math.abs(Number(inner)) === Number.MAX_SAFE_INTEGER
      ),
  );
  return Object.fromEntries(
    entries.map(([key, inner]) => [
      key,
      key === "$ref" ? String(inner).replace("#/$defs/", "#/components/schemas/") : tidy(inner),
    ]),
  );
}

/** `{ key: value }`, or nothing when the value is undefined. */
const optional = <Key extends string>(key: Key, value: unknown) =>
  value === undefined ? {} : ({ [key]: value } as Record<Key, Json>);

/**
 * The OpenAPI paths of the operations and the components they refer to. Requests are
 * documented as callers send them (the input side of their schemas), answers as the server
 * writes them (the output side); a schema with a `meta` id becomes a component.
 */
export function generatePaths(operations: readonly Operation[]) {
  const schemas: Record<string, Json> = {};

  const jsonSchema = (schema: z.ZodType, io: "input" | "output") => {
    const { $defs = {}, ...root } = tidy(
      z.toJSONSchema(schema, { io, unrepresentable: "any" }),
    ) as JsonObject;
    for (const [id, definition] of Object.entries($defs as JsonObject)) {
      if (id in schemas && !isDeepStrictEqual(schemas[id], definition)) {
        throw new Error(`The schema ${id} differs between requests and answers: split it in two`);
      }
      schemas[id] = definition;
    }
    return root;
  };

  const parameters = (location: "path" | "query" | "header", fields: z.ZodObject | undefined) => {
    if (!fields) return [];
    const { properties, required = [] } = jsonSchema(fields, "input") as {
      properties: Record<string, JsonObject>;
      required?: string[];
    };
    return Object.entries(properties).map(([name, { description, example, ...schema }]) => ({
      name,
      in: location,
      required: required.includes(name),
      ...optional("description", description),
      schema,
      ...optional("example", example),
    }));
  };

  const content = (
    schema: z.ZodType,
    example: unknown,
    io: "input" | "output",
    mediaType = "application/json",
  ) => ({ [mediaType]: { schema: jsonSchema(schema, io), ...optional("example", example) } });

  const response = ({ description, headers, schema, example, mediaType }: Answer) => ({
    description,
    ...optional(
      "headers",
      headers &&
        Object.fromEntries(
          Object.entries(headers).map(([name, value]) => [
            name,
            { description: value, schema: { type: "string" } },
          ]),
        ),
    ),
    ...optional("content", schema && content(schema, example, "output", mediaType)),
  });

  const operationObject = ({ params, query, headers, body, auth, ...operation }: Operation) => {
    const parameterList = [
      ...parameters("path", params),
      ...parameters("query", query),
      ...parameters("header", headers),
    ];
    return {
      tags: [operation.tag],
      operationId: operation.operationId,
      summary: operation.summary,
      ...optional("description", operation.description),
      security: security[auth ?? "public"],
      ...optional("parameters", parameterList.length > 0 ? parameterList : undefined),
      ...optional(
        "requestBody",
        body && { required: !body.optional, content: content(body.schema, body.example, "input") },
      ),
      responses: Object.fromEntries(
        Object.entries(operation.responses).map(([status, answer]) => [status, response(answer)]),
      ),
    };
  };

  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    paths[operation.path] = {
      ...paths[operation.path],
      [operation.method]: operationObject(operation),
    };
  }
  return { paths, schemas };
}
