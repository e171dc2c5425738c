/** Reading links out of raw e-mails a test SMTP server received. */

/** Undoes quoted-printable encoding: soft line breaks and =XX bytes. */
export function decodeQuotedPrintable(raw: string) {
  const joined = raw.replace(/=\r?\n/g, "");
  const bytes = joined.replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The first link in the message whose path starts with `path`, e.g. /reset-password. */
export function findLink(raw: string, path: string): string | undefined {
  const text = decodeQuotedPrintable(raw);
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = text.match(new RegExp(`https?://[^\\s"'<>]*${escaped}[^\\s"'<>]*`));
  return match?.[0].replace(/&amp;/g, "&");
}
