/**
 * Mail capture: the e-mails a shop sent to a test SMTP server (see server-of-its-own.ts),
 * read as their recipient would (the subject, the plain-text and HTML parts, the links in
 * them), and waiting for one to arrive.
 */

import { expect } from "#tests/support/fixtures.ts";
import type { ReceivedMail, TestSmtpServer } from "#tests/support/smtp-server.ts";

export interface Mail {
  subject: string;
  /** The plain-text part, decoded ("" when there is none). */
  text: string;
  /** The HTML part, decoded ("" when there is none). */
  html: string;
}

/** Undoes quoted-printable encoding: soft line breaks and =XX bytes. */
function decodeQuotedPrintable(encoded: string) {
  const joined = encoded.replace(/=\r?\n/g, "");
  const bytes = joined.replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** Undoes RFC 2047 encoded words (=?utf-8?Q?…?= and =?utf-8?B?…?=) in a header. */
function decodeHeader(value: string) {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

/** A MIME entity's headers (folded lines unfolded) and its body. */
function splitEntity(raw: string) {
  const blank = raw.search(/\r?\n\r?\n/);
  const head = (blank === -1 ? raw : raw.slice(0, blank)).replace(/\r?\n[ \t]+/g, " ");
  const body = blank === -1 ? "" : raw.slice(blank).replace(/^\r?\n\r?\n/, "");
  const header = (name: string) =>
    head.match(new RegExp(`^${name}:\\s*(.*)$`, "im"))?.[1]?.trim() ?? "";
  return { header, body };
}

/** The first part of `type` in a MIME entity (looking inside multiparts), decoded. */
function partOf(raw: string, type: "text/plain" | "text/html"): string | undefined {
  const { header, body } = splitEntity(raw);
  const contentType = header("Content-Type").toLowerCase();
  if (contentType.startsWith("multipart/")) {
    const boundary = header("Content-Type").match(/boundary="?([^";]+)"?/i)?.[1];
    if (!boundary) return undefined;
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith("--")) break; // the closing delimiter
      const found = partOf(part.replace(/^\r?\n/, ""), type);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  // A message that names no type is plain text.
  if (contentType ? !contentType.startsWith(type) : type !== "text/plain") return undefined;
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString();
  return body;
}

/** A received message as its recipient reads it. */
function readMail(received: ReceivedMail): Mail {
  return {
    subject: decodeHeader(splitEntity(received.raw).header("Subject")),
    text: partOf(received.raw, "text/plain") ?? "",
    html: partOf(received.raw, "text/html") ?? "",
  };
}

/** The messages the SMTP server received for `to`, in the order they came. */
export function mailsTo(smtp: TestSmtpServer, to: string) {
  return smtp.received.filter((mail) => mail.rcptTo.includes(to));
}

/** The messages for `to` whose subject contains `subjectPart`, read. */
export function mailsWithSubject(smtp: TestSmtpServer, to: string, subjectPart: string) {
  return mailsTo(smtp, to)
    .map(readMail)
    .filter((mail) => mail.subject.includes(subjectPart));
}

/** The first link in the message (its text, then its HTML) whose path starts with `path`. */
export function findLink(mail: Mail, path: string): string | undefined {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const link = new RegExp(`https?://[^\\s"'<>]*${escaped}[^\\s"'<>]*`);
  return `${mail.text}\n${mail.html}`.match(link)?.[0].replace(/&amp;/g, "&");
}

/** Waits (30 s at most) for a message to `to` that `matches` (`what` says how); answers it. */
export async function waitForMail(
  smtp: TestSmtpServer,
  to: string,
  matches: (mail: Mail) => boolean,
  what: string,
) {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(smtp, to).map(readMail).find(matches);
        return Boolean(found);
      },
      // The server's jobs pass every second: look often rather than back off to 1 s.
      { timeout: 30_000, intervals: [100, 250], message: `no e-mail to ${to} ${what}` },
    )
    .toBe(true);
  return found as Mail;
}

/** Waits for the message to `to` whose subject contains `subjectPart`. */
export function waitForMailWithSubject(smtp: TestSmtpServer, to: string, subjectPart: string) {
  return waitForMail(
    smtp,
    to,
    (mail) => mail.subject.includes(subjectPart),
    `with '${subjectPart}' in its subject`,
  );
}

/** Waits for the message to `to` whose text or HTML contains `marker`. */
export function waitForMailContaining(smtp: TestSmtpServer, to: string, marker: string) {
  return waitForMail(
    smtp,
    to,
    (mail) => mail.text.includes(marker) || mail.html.includes(marker),
    `containing '${marker}'`,
  );
}

/** Waits for a message to `to` with a link whose path starts with `path`; answers the link. */
export async function waitForLink(smtp: TestSmtpServer, to: string, path: string) {
  const mail = await waitForMail(
    smtp,
    to,
    (candidate) => findLink(candidate, path) !== undefined,
    `with a link to ${path}`,
  );
  return findLink(mail, path) as string;
}

/** The link's path and query on the server at `shopUrl` (the shop's links name its public address). */
export function onServer(link: string, shopUrl: string) {
  const url = new URL(link);
  return `${shopUrl}${url.pathname}${url.search}`;
}
