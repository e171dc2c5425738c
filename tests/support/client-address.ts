/**
 * A made-up client address in the benchmarking range (198.18.0.0/15): a visitor of its own,
 * sent as X-Forwarded-For to a server that trusts it (TRUST_PROXY), as a shop behind its proxy.
 */
export function randomClientAddress() {
  const part = () => Math.floor(Math.random() * 254) + 1;
  return `198.18.${part()}.${part()}`;
}

let visitors = 0;

/**
 * An address no other visitor of this test process came from (198.51.100.0/24 and on), for
 * tests that call the domain directly: each test buyer its own, as far as the limits on unpaid
 * orders go (decision 014), and never a chance repeat.
 */
export function newVisitorAddress() {
  visitors += 1;
  return `198.51.${100 + Math.floor(visitors / 250)}.${(visitors % 250) + 1}`;
}
