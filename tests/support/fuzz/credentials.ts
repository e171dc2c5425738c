/**
 * Signs in every way the fuzzer needs, so that malformed requests also reach the code behind
 * the guards: a customer (API token and page cookie), the studio, the PayPal simulator.
 */

import type { Credentials } from "#tests/support/fuzz/requests.ts";
import { basicAuthorization, testMerchant } from "#tests/support/simulator-merchant.ts";
import { studioAdmin } from "#tests/support/studio.ts";

/** The fuzz customer's password, in the log scan's registry like every test password. */
export const FUZZ_CUSTOMER_PASSWORD = "fuzzy-paper-lantern-9";

function cookieOf(response: Response, name: string) {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  if (!cookie) throw new Error(`No ${name} cookie (status ${response.status})`);
  return cookie.split(";")[0] as string;
}

/**
 * The sign-ins come from an address of their own (the fuzz server trusts X-Forwarded-For),
 * so the fuzz's own refused sign-ins never rate-limit them.
 */
const ownAddress = { "x-forwarded-for": "10.250.0.1" };

async function postForm(url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: "POST",
    headers: ownAddress,
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  return (await response.json()) as T;
}

export async function signInForFuzzing(origin: string, email: string): Promise<Credentials> {
  const { accessToken } = await json<{ accessToken: string }>(
    await fetch(`${origin}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json", ...ownAddress },
      body: JSON.stringify({ email, password: FUZZ_CUSTOMER_PASSWORD, firstName: "Fuzz" }),
    }),
  );
  const customerCookie = cookieOf(
    await postForm(`${origin}/login`, { email, password: FUZZ_CUSTOMER_PASSWORD }),
    "washi_session",
  );
  const studioCookie = cookieOf(
    await postForm(`${origin}/studio/login`, studioAdmin),
    "washi_studio",
  );
  const { access_token: paypalToken } = await json<{ access_token: string }>(
    await fetch(`${origin}/paypal-simulator/v1/oauth2/token`, {
      method: "POST",
      headers: { authorization: basicAuthorization(testMerchant) },
      body: new URLSearchParams({ grant_type: "client_credentials" }),
    }),
  );
  const { data } = await json<{ data: { id: number; slug: string }[] }>(
    await fetch(`${origin}/api/products?pageSize=1`),
  );
  const product = data[0];
  const ids: Record<string, string> = product
    ? { key: product.slug, slug: product.slug, productId: String(product.id), id: "1" }
    : {};
  return { customerToken: accessToken, customerCookie, studioCookie, paypalToken, ids };
}
