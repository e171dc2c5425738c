import { accessSync, constants, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { projectRoot } from "#server/paths.ts";
import { parseStorageUrl } from "#server/storage/storage-url.ts";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalText = z.preprocess(emptyAsUndefined, z.string().optional());

const configSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(["development", "production", "test"]).default("production"),
  ),
  PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "must be a port number between 0 and 65535" })
      .int("must be a whole number")
      .min(0, "must be a port number between 0 and 65535")
      .max(65535, "must be a port number between 0 and 65535")
      .default(3000),
  ),
  HOST: z.preprocess(emptyAsUndefined, z.string().default("0.0.0.0")),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default("./data")),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
      .optional(),
  ),
  STORAGE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((text, context) => {
        const bucket = parseStorageUrl(text);
        if ("problem" in bucket) {
          context.addIssue({ code: "custom", message: bucket.problem });
          return z.NEVER;
        }
        return bucket;
      })
      .optional(),
  ),
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  ),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  SEED_DEMO_SHOP: z.preprocess(emptyAsUndefined, z.enum(["true", "false"]).default("true")),
  SEED_DEMO_HISTORY: z.preprocess(
    emptyAsUndefined,
    z.enum(["true", "false"], { error: "must be true or false" }).default("true"),
  ),
  BACKGROUND_JOBS: z.preprocess(
    emptyAsUndefined,
    z.enum(["on", "off"], { error: "must be on or off" }).default("on"),
  ),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z.enum(["true", "false"], { error: "must be true or false" }).default("false"),
  ),
  VISITOR_IPV6_PREFIX: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "must be a prefix length between 32 and 128" })
      .int("must be a whole number")
      .min(32, "must be a prefix length between 32 and 128")
      .max(128, "must be a prefix length between 32 and 128")
      .default(64),
  ),
  PAYPAL_MODE: z.preprocess(
    emptyAsUndefined,
    z.enum(["simulator", "sandbox", "live"]).default("simulator"),
  ),
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_WEBHOOK_ID: optionalText,
  PAYPAL_SIMULATOR_CONTROLS: z.preprocess(
    emptyAsUndefined,
    z.enum(["true", "false"], { error: "must be true or false" }).default("false"),
  ),
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  OWNER_EMAIL: z.preprocess(emptyAsUndefined, z.email("must be an e-mail address").optional()),
  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email("must be an e-mail address").optional()),
  ADMIN_PASSWORD: optionalText,
  DOWNLOAD_BANDWIDTH_MBPS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "must be a number of megabits a second" })
      .min(1, "must be at least 1 (megabit a second)")
      .max(100_000, "must be at most 100000 (megabits a second)")
      .default(200),
  ),
  SHOP_TIMEZONE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(isTimeZone, "must be an IANA time zone such as America/New_York")
      .default("America/New_York"),
  ),
});

export type Config = ReturnType<typeof toConfig>;

/** A configuration problem the operator must fix; start-up prints its message alone. */
export class ConfigError extends Error {}

function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function toConfig(env: z.infer<typeof configSchema>) {
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(projectRoot, env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    /** The bucket the shop keeps its pictures and private files in; none: under DATA_DIR. */
    bucket: env.STORAGE_URL,
    publicUrl: new URL(publicUrl).origin,
    isHttps: publicUrl.startsWith("https:"),
    logLevel: env.LOG_LEVEL,
    seedDemoShop: env.SEED_DEMO_SHOP === "true",
    /** With the demo shop, its half year of orders and members (decision 032). */
    seedDemoHistory: env.SEED_DEMO_HISTORY === "true",
    /** Whether this server runs the background jobs itself (off when `npm run worker` does). */
    backgroundJobs: env.BACKGROUND_JOBS === "on",
    trustProxy: env.TRUST_PROXY === "true",
    /** An IPv6 visitor is their network of this many bits (decision 036). */
    visitorIpv6Prefix: env.VISITOR_IPV6_PREFIX,
    paypal: {
      mode: env.PAYPAL_MODE,
      clientId: env.PAYPAL_CLIENT_ID,
      clientSecret: env.PAYPAL_CLIENT_SECRET,
      webhookId: env.PAYPAL_WEBHOOK_ID,
      simulatorControls: env.PAYPAL_SIMULATOR_CONTROLS === "true",
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? "Washi <shop@localhost>" },
    ownerEmail: env.OWNER_EMAIL,
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    shopTimeZone: env.SHOP_TIMEZONE,
    /** Bytes a second all downloads of a server share (server/downloads/download-bandwidth.ts). */
    downloadBandwidth: (env.DOWNLOAD_BANDWIDTH_MBPS * 1_000_000) / 8,
  };
}

/** Reads `.env` (when present) under the real environment, which wins. */
export function loadEnvFile(file = path.join(projectRoot, ".env")) {
  if (existsSync(file)) process.loadEnvFile(file);
  return process.env;
}

/** Parses the environment once; throws a ConfigError naming the first bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${String(issue?.path[0])} ${issue?.message}.`);
  }
  // The embedded database opens in one process only: with the jobs off, nothing would run them.
  if (parsed.data.BACKGROUND_JOBS === "off" && !parsed.data.DATABASE_URL) {
    throw new ConfigError(
      "Invalid configuration: BACKGROUND_JOBS=off needs DATABASE_URL (PostgreSQL): on the embedded database no other process can run the jobs.",
    );
  }
  return toConfig(parsed.data);
}

/**
 * Makes sure DATA_DIR exists and can be written, naming the variable when it cannot, with its
 * two folders of files (so a backup of them finds both, even before the first upload).
 */
export function prepareDataDir(dataDir: string) {
  try {
    for (const folder of ["uploads", "private"]) {
      mkdirSync(path.join(dataDir, folder), { recursive: true });
    }
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? "not writable";
    throw new ConfigError(
      `Invalid configuration: DATA_DIR ${dataDir} cannot be written (${reason}).`,
    );
  }
}
