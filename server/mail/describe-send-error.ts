const MAX_LENGTH = 500;

/**
 * The error of a failed send as one line for the outbox and the log: the SMTP code and
 * message, with any `user:password@` that a message might repeat from SMTP_URL removed.
 */
export function describeSendError(error: unknown) {
  const { code, message } = error instanceof Error ? (error as NodeJS.ErrnoException) : {};
  const text = `${code ? `${code}: ` : ""}${message ?? String(error)}`;
  return text
    .replaceAll(/\/\/[^/@\s]+@/g, "//[redacted]@")
    .replaceAll(/\s+/g, " ")
    .slice(0, MAX_LENGTH);
}
