import { createPublicKey, type KeyObject, verify, X509Certificate } from "node:crypto";
import { crc32 } from "node:zlib";

export type PayPalMode = "simulator" | "sandbox" | "live";

export interface PayPalWebhookEvent {
  id: string;
  event_type: string;
  resource_type?: string;
  create_time?: string;
  resource: Record<string, unknown>;
  [field: string]: unknown;
}

export type WebhookVerification =
  | { ok: true; event: PayPalWebhookEvent }
  | { ok: false; reason: string };

export interface VerifyPayPalWebhookInput {
  headers: Headers;
  /** The body exactly as received: any re-serialisation changes its CRC32. */
  rawBody: string | Uint8Array;
  /** The listener's webhook id (PAYPAL_WEBHOOK_ID; the simulator's simulatorWebhookId). */
  webhookId: string;
  mode: PayPalMode;
  /** Sandbox and live: fetches PayPal's certificate at a URL that passed the check. */
  fetchCertificate?: (url: string) => Promise<string>;
  /** Simulator mode: the simulator's own public key (PEM); no URL is fetched. */
  simulatorPublicKey?: () => Promise<string>;
  /** The time to judge the transmission time by; pass the simulator's clock in tests. */
  now?: () => Date;
  maxAgeMs?: number;
}

const keys = new Map<string, KeyObject>();

/**
 * PayPal's self-verification (contract §6.4): RSA-SHA256 over
 * `transmissionId|transmissionTime|webhookId|crc32(rawBody)` with the key of the certificate
 * at PAYPAL-CERT-URL, which must be exactly PayPal's certificate address; in simulator mode
 * with the simulator's own key, whatever the header says. Refuses stale messages.
 */
export async function verifyPayPalWebhook(
  input: VerifyPayPalWebhookInput,
): Promise<WebhookVerification> {
  const header = (name: string) => input.headers.get(name) ?? "";
  const transmissionId = header("paypal-transmission-id");
  const transmissionTime = header("paypal-transmission-time");
  const signature = header("paypal-transmission-sig");
  const certUrl = header("paypal-cert-url");
  if (!transmissionId || !transmissionTime || !signature || !certUrl) {
    return { ok: false, reason: "missing PayPal transmission headers" };
  }
  if (header("paypal-auth-algo") !== "SHA256withRSA") {
    return { ok: false, reason: "unsupported signature algorithm" };
  }
  if (input.mode !== "simulator" && !isTrustedCertificateUrl(certUrl, input.mode)) {
    return { ok: false, reason: "certificate URL is not PayPal's" };
  }
  const sentAt = Date.parse(transmissionTime);
  const now = (input.now?.() ?? new Date()).getTime();
  const maxAgeMs = input.maxAgeMs ?? 10 * 60_000;
  if (Number.isNaN(sentAt) || Math.abs(now - sentAt) > maxAgeMs) {
    return { ok: false, reason: "transmission time is too old or in the future" };
  }

  const body = typeof input.rawBody === "string" ? Buffer.from(input.rawBody) : input.rawBody;
  const message = Buffer.from(
    `${transmissionId}|${transmissionTime}|${input.webhookId}|${crc32(body)}`,
  );
  const signatureBytes = Buffer.from(signature, "base64");
  const matches = async (fresh: boolean) =>
    verify("sha256", message, await signingKey(input, certUrl, fresh), signatureBytes);
  try {
    // A refused signature is checked once more with a fresh key, in case the key changed.
    if (!(await matches(false)) && !(await matches(true))) {
      return { ok: false, reason: "signature does not match" };
    }
  } catch {
    return { ok: false, reason: "certificate could not be fetched or read" };
  }
  return parseEvent(body);
}

/** The hosts PayPal serves its webhook certificates from, per mode. */
const certificateHosts = {
  live: ["api.paypal.com", "api-m.paypal.com"],
  sandbox: ["api.sandbox.paypal.com", "api-m.sandbox.paypal.com"],
};
const certificatePath = /^\/v1\/notifications\/certs\/[A-Za-z0-9-]+$/;

/**
 * Whether `url` is exactly a PayPal certificate address: https, PayPal's host for the mode, the
 * certificates' path, and nothing a URL parser would rewrite. The text is judged as sent: a
 * parser resolves `..` and `%2e` before any check of the parsed path could see them.
 */
export function isTrustedCertificateUrl(url: string, mode: Exclude<PayPalMode, "simulator">) {
  if (/\.\.|[\\?#@%]/.test(url)) return false;
  const parsed = URL.parse(url);
  return (
    parsed !== null &&
    parsed.href === url &&
    parsed.protocol === "https:" &&
    parsed.port === "" &&
    certificateHosts[mode].includes(parsed.hostname) &&
    certificatePath.test(parsed.pathname)
  );
}

function signingKey(input: VerifyPayPalWebhookInput, certUrl: string, fresh: boolean) {
  if (input.mode === "simulator") {
    if (!input.simulatorPublicKey) throw new Error("No simulator key to verify with.");
    return input.simulatorPublicKey().then((pem) => createPublicKey(pem));
  }
  return publicKeyAt(certUrl, input.fetchCertificate ?? fetchPayPalCertificate, fresh);
}

async function publicKeyAt(
  url: string,
  fetchCertificate: (url: string) => Promise<string>,
  fresh: boolean,
) {
  const cached = keys.get(url);
  if (cached && !fresh) return cached;
  const pem = await fetchCertificate(url);
  const key = pem.includes("BEGIN CERTIFICATE")
    ? new X509Certificate(pem).publicKey
    : createPublicKey(pem);
  if (keys.size > 100) keys.clear();
  keys.set(url, key);
  return key;
}

function parseEvent(body: Uint8Array): WebhookVerification {
  try {
    const event = JSON.parse(Buffer.from(body).toString("utf8"));
    if (typeof event?.id === "string" && typeof event.event_type === "string" && event.resource) {
      return { ok: true, event };
    }
  } catch {
    // falls through to the refusal
  }
  return { ok: false, reason: "body is not a PayPal event" };
}

/** fetchCertificate for sandbox and live: a GET with a time limit that follows no redirect. */
export async function fetchPayPalCertificate(url: string): Promise<string> {
  const response = await fetch(url, { redirect: "error", signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`Certificate ${url} answered ${response.status}.`);
  return response.text();
}
