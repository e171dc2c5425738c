/**
 * STORAGE_URL: the S3-compatible bucket the shop keeps its files in, read as
 * `s3://bucket[/prefix]?endpoint=https://…&region=…&path_style=true`. The credentials are
 * never in it: the AWS SDK reads them from its usual places (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a profile, an instance role).
 */
export interface BucketLocation {
  bucket: string;
  /** The folder inside the bucket, "" or ending in "/". */
  prefix: string;
  /** The service's address; none for AWS S3 itself. */
  endpoint?: string;
  region: string;
  /** Bucket in the path (`https://host/bucket/key`), not in the host name. */
  forcePathStyle: boolean;
}

const example = "s3://bucket/prefix?endpoint=https://…&region=…";
const settings = ["endpoint", "region", "path_style"];
const bucketName = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const prefixPath = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** The bucket a STORAGE_URL names, or the problem to tell the operator (after the name). */
export function parseStorageUrl(text: string): BucketLocation | { problem: string } {
  const url = URL.parse(text);
  if (url?.protocol !== "s3:") return { problem: `must be an s3:// URL, such as ${example}` };
  if (url.username || url.password) {
    return {
      problem: "must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead",
    };
  }
  if (url.port) return { problem: "names its service with endpoint=…, not with a port" };
  if (!bucketName.test(url.hostname)) {
    return {
      problem: `must name a bucket of 3 to 63 lowercase letters, digits, dots and hyphens (${example})`,
    };
  }
  const prefix = url.pathname.replace(/^\/+|\/+$/g, "");
  if (prefix && !prefixPath.test(prefix)) {
    return {
      problem: "has a prefix that is not a plain folder path (letters, digits, . _ - and /)",
    };
  }
  const unknown = [...url.searchParams.keys()].find((key) => !settings.includes(key));
  if (unknown) {
    return { problem: `has an unknown setting ${unknown} (it takes ${settings.join(", ")})` };
  }
  const endpoint = url.searchParams.get("endpoint") || undefined;
  if (endpoint !== undefined) {
    const parsed = URL.parse(endpoint);
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.username || parsed.password) {
      return { problem: "endpoint must be an http:// or https:// URL without credentials" };
    }
  }
  const region = url.searchParams.get("region") || "us-east-1";
  if (!/^[a-z0-9-]+$/.test(region)) {
    return { problem: "region must be a region name such as us-east-1 (or auto for R2)" };
  }
  const pathStyle = url.searchParams.get("path_style") || undefined;
  if (pathStyle !== undefined && pathStyle !== "true" && pathStyle !== "false") {
    return { problem: "path_style must be true or false" };
  }
  return {
    bucket: url.hostname,
    prefix: prefix ? `${prefix}/` : "",
    endpoint,
    region,
    // Services other than AWS (MinIO above all) mostly expect the bucket in the path.
    forcePathStyle: pathStyle === undefined ? endpoint !== undefined : pathStyle === "true",
  };
}

/** How the bucket is named in messages: no endpoint, no settings. */
export function describeBucket(location: BucketLocation) {
  return `s3://${location.bucket}/${location.prefix}`;
}
