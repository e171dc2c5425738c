import pino from "pino";

/** Paths that may carry secrets: never written to a log line, whatever logs them. */
const redactPaths = [
  "password",
  "*.password",
  "token",
  "*.token",
  "secret",
  "*.secret",
  "authorization",
  "*.authorization",
  "cookie",
  "*.cookie",
  "headers.cookie",
  "headers.authorization",
  "databaseUrl",
  "*.databaseUrl",
];

export type Logger = pino.Logger;

/**
 * A failed query's error carries the values it was sent (Drizzle puts them in `params` and at
 * the end of the message): password hashes, e-mail addresses. Logged errors keep the SQL and
 * the database's reason, never the values.
 */
export function serializeError(error: unknown) {
  const serialized: Record<string, unknown> = pino.stdSerializers.err(error as Error);
  if (!("params" in serialized)) return serialized;
  const { params: _values, ...rest } = serialized;
  const withoutValues = (text: unknown) =>
    typeof text === "string"
      ? text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, "\nparams: [redacted]")
      : text;
  return { ...rest, message: withoutValues(rest.message), stack: withoutValues(rest.stack) };
}

export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino(
    {
      level,
      base: { service: "washi" },
      redact: { paths: redactPaths, censor: "[redacted]" },
      serializers: { err: serializeError },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
