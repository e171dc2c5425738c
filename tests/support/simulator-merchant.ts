/**
 * The PayPal REST app pair the test servers' simulators are configured with
 * (PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET): tests that read or act on PayPal's side, as the
 * shop does, ask the simulator for a token with it. Its token endpoint refuses any other pair.
 */
export const testMerchant = {
  clientId: "washi-test-merchant",
  clientSecret: "test-merchant-secret-5c1e9a",
};

/** The Authorization header of a token request with `credentials`. */
export function basicAuthorization(credentials: { clientId: string; clientSecret: string }) {
  const pair = `${credentials.clientId}:${credentials.clientSecret}`;
  return `Basic ${Buffer.from(pair).toString("base64")}`;
}
