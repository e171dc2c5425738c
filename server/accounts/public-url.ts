import { parseConfig } from "#server/config.ts";

let fromEnvironment: string | undefined;

/**
 * The shop's public origin for links in e-mails. Callers pass `config.publicUrl`; when one
 * does not, the same value is read from the environment that server/start.ts parsed.
 */
export function resolvePublicUrl(publicUrl: string | undefined) {
  if (publicUrl) return publicUrl.replace(/\/+$/, "");
  fromEnvironment ??= parseConfig(process.env).publicUrl;
  return fromEnvironment;
}
