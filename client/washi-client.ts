/**
 * A typed client of the Washi API: openapi-fetch over the types openapi-typescript wrote from
 * the shop's OpenAPI document (api-types.ts). Every path, parameter, body and answer is
 * checked at compile time against the document. The client keeps what a buyer's session holds
 * between calls: the bearer token after a sign-in, and a guest cart's X-Cart-Token once the
 * first add answers it. No cookies are needed or kept.
 */
import createClient from "openapi-fetch";
import type { paths } from "./api-types.ts";

export interface WashiSession {
  /** A bearer token from /api/auth/login or /api/auth/simple-login. */
  bearer?: string;
  /** The guest cart's token, from the first POST /api/cart/items. */
  cartToken?: string;
}

export function createWashiClient(
  baseUrl: string,
  options: { fetch?: typeof fetch; session?: WashiSession } = {},
) {
  const session: WashiSession = options.session ?? {};
  const api = createClient<paths>({ baseUrl, fetch: options.fetch });
  api.use({
    onRequest({ request }) {
      if (session.bearer) request.headers.set("Authorization", `Bearer ${session.bearer}`);
      if (session.cartToken) request.headers.set("X-Cart-Token", session.cartToken);
      return request;
    },
    onResponse({ response }) {
      const cartToken = response.headers.get("X-Cart-Token");
      if (cartToken) session.cartToken = cartToken;
      return response;
    },
  });
  return { api, session };
}

export type WashiClient = ReturnType<typeof createWashiClient>["api"];

/** The message of an API refusal: `{ error: { message } }`. */
export function refusalMessage(error: unknown) {
  return (
    (error as { error?: { message?: string } } | undefined)?.error?.message ?? "An error occurred"
  );
}
