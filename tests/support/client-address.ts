/**
 * A made-up client address in the benchmarking range (198.18.0.0/15): a visitor of its own,
 * sent as X-Forwarded-For to a server that trusts it (TRUST_PROXY), as a shop behind its proxy.
 */
export function randomClientAddress() {
  const part = () => Math.floor(Math.random() * 254) + 1;
  return `198.18.${part()}.${part()}`;
}
