import { enableCompileCache } from "node:module";

/**
 * `npm run worker`: the background jobs (unpaid orders expire, Mail Club issues freeze, due
 * mail goes out) in a process of their own, with no HTTP, for shops whose web servers run
 * with BACKGROUND_JOBS=off. PostgreSQL only; any number may run at once, since the jobs
 * coordinate through the database (server/jobs/start-worker.ts).
 */

// React (in the e-mail templates) picks its build from NODE_ENV when it is first loaded, so
// the variable is settled before anything imports it.
process.env.NODE_ENV ??= "production";
enableCompileCache();

const [{ loadEnvFile }, { startWorker }] = await Promise.all([
  import("#server/config.ts"),
  import("#server/jobs/start-worker.ts"),
]);
await startWorker(loadEnvFile());
