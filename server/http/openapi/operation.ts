/**
 * One endpoint of the document, described by the Zod schemas its handler parses and answers
 * with; generate-paths.ts turns a list of them into OpenAPI paths and components.
 */
import type { z } from "zod";
import { errorResponse } from "#server/http/api/catalogue-schemas.ts";
import type { TagName } from "#server/http/openapi/tags.ts";

export interface Operation {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: TagName;
  /** Who may call: anyone when left out, a bearer token's holder, or either. */
  auth?: "bearer" | "optional bearer";
  /** The path parameters, one field each. */
  params?: z.ZodObject;
  /** The query parameters, one field each. */
  query?: z.ZodObject;
  /** The request headers the operation reads, one field each. */
  headers?: z.ZodObject;
  body?: { schema: z.ZodType; example?: unknown; optional?: true };
  responses: Record<number, Answer>;
}

export interface Answer {
  description: string;
  schema?: z.ZodType;
  example?: unknown;
  /** application/json unless said. */
  mediaType?: string;
  /** Header name → what it holds. */
  headers?: Record<string, string>;
}

/** An error answer: `{ "error": { "code", "message", "details"? } }`. */
export function failure(
  description: string,
  code: string,
  message: string,
  details?: Record<string, string>,
): Answer {
  return {
    description,
    schema: errorResponse,
    example: { error: { code, message, ...(details ? { details } : {}) } },
  };
}

export const publicCache = { "Cache-Control": "public, max-age=60" };
export const noStore = { "Cache-Control": "no-store" };
