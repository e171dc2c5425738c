// A bounded keep-alive load generator: `connections` requests in flight against one path
// until `durationMs` has passed or `maxRequests` were made, whichever comes first.
import http from "node:http";
import { get, percentile } from "./built-server.mjs";

const round = (n) => Math.round(n * 10) / 10;

export async function loadPath(port, pathname, headers, { connections, durationMs, maxRequests }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const worker = async () => {
    while (performance.now() < deadline && latencies.length + errors < maxRequests) {
      const { status, ms } = await get(agent, port, pathname, headers);
      if (status === 200) latencies.push(ms);
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
  };
}
