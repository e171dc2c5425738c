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
  /** Fetches the PEM (certificate or public key) at a URL that passed the host check. */
  fetchCertificate: (url: string) => Promise<string>;
  mode: PayPalMode;
  /** Simulator mode: the simulator's base; only certificates under it are trusted. */
  simulatorBaseUrl?: string;
  /** The time to judge the transmission time by; pass the simulator's clock in tests. */
  now?: () => Date;
  maxAgeMs?: number;
}

const keys = new Map<string, KeyObject>();

/**
 * PayPal's self-verification (contract §6.4): RSA-SHA256 over
 * `transmissionId|transmissionTime|webhookId|crc32(rawBody)` with the key of the certificate
 * at PAYPAL-CERT-URL, which must be PayPal's (or the simulator's) own. Refuses stale messages.
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
  if (!isTrustedCertificateUrl(certUrl, input.mode, input.simulatorBaseUrl)) {
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
    verify(
      "sha256",
      message,
      await publicKeyAt(certUrl, input.fetchCertificate, fresh),
      signatureBytes,
    );
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

export function isTrustedCertificateUrl(
  url: string,
  mode: PayPalMode,
  simulatorBaseUrl: string | undefined,
) {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (mode === "simulator") {
    const base = simulatorBaseUrl?.replace(/\/+$/, "");
    return Boolean(base) && url.startsWith(`${base}/v1/notifications/certs/`);
  }
  const host = parsed.hostname.toLowerCase();
  return (
    parsed.protocol === "https:" &&
    parsed.port === "" &&
    !parsed.username &&
    (host === "paypal.com" || host.endsWith(".paypal.com"))
  );
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

/** fetchCertificate for production: a plain GET with a time limit. */
export async function fetchPayPalCertificate(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`Certificate ${url} answered ${response.status}.`);
  return response.text();
}
