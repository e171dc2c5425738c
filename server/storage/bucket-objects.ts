import type { Readable } from "node:stream";
import type { PutObjectCommandInput } from "@aws-sdk/client-s3";
import type { BucketLocation } from "./storage-url.ts";

/**
 * The objects under one prefix of an S3-compatible bucket, named without the prefix
 * (`uploads/products/x.webp`, `private/downloads/<key>`). Credentials come from the AWS SDK's
 * own chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role).
 */
export function bucketObjects(location: BucketLocation) {
  let connecting: ReturnType<typeof connect> | undefined;
  // The AWS SDK is loaded when the bucket is first used, so a shop on its disk never loads it
  // and a shop on a bucket starts 0.07 s sooner (tests/system/start-up-imports.test.ts).
  const connected = () => {
    connecting ??= connect(location);
    return connecting;
  };
  const { bucket, prefix } = location;
  const Key = (name: string) => `${prefix}${name}`;

  return {
    location,
    /** Throws when the bucket cannot be reached with these credentials. */
    async checkBucket() {
      const { s3, client } = await connected();
      await client.send(new s3.HeadBucketCommand({ Bucket: bucket }));
    },
    /** The object's size, ETag and metadata, or null when there is none. */
    async head(name: string) {
      const { s3, client } = await connected();
      try {
        return await client.send(new s3.HeadObjectCommand({ Bucket: bucket, Key: Key(name) }));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    /** One PutObject: a body whose length is known (a Buffer, or a stream with ContentLength). */
    async put(name: string, options: Omit<PutObjectCommandInput, "Bucket" | "Key">) {
      const { s3, client } = await connected();
      return client.send(new s3.PutObjectCommand({ Bucket: bucket, Key: Key(name), ...options }));
    },
    /** A stream of unknown length, in parts when it is long; nothing is kept when it fails. */
    async upload(name: string, body: Readable) {
      const { Upload, client } = await connected();
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: Key(name),
          Body: body,
          ContentType: "application/octet-stream",
        },
      });
      await upload.done();
    },
    /**
     * The object's body with its headers; null when missing, `not-modified` when its ETag is
     * `ifNoneMatch`.
     */
    async get(name: string, options: { range?: string; ifNoneMatch?: string } = {}) {
      const { s3, client } = await connected();
      try {
        return await client.send(
          new s3.GetObjectCommand({
            Bucket: bucket,
            Key: Key(name),
            Range: options.range,
            IfNoneMatch: options.ifNoneMatch,
          }),
        );
      } catch (error) {
        if (statusOf(error) === 304) return "not-modified" as const;
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(name: string) {
      const { s3, client } = await connected();
      await client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key: Key(name) }));
    },
    /** The names of every object under `folder` (e.g. `uploads/`). */
    async *list(folder: string) {
      const { s3, client } = await connected();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new s3.ListObjectsV2Command({ Bucket: bucket, Prefix: Key(folder), ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) yield object.Key.slice(prefix.length);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

async function connect(location: BucketLocation) {
  const [s3, { Upload }] = await Promise.all([
    import("@aws-sdk/client-s3"),
    import("@aws-sdk/lib-storage"),
  ]);
  const client = new s3.S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    // Checksums only where the API requires one: not every S3-compatible service (s3rver, older
    // MinIO) knows the newer CRC headers the SDK sends by default.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A download streams from the bucket for as long as the buyer takes: room for many at once.
    requestHandler: {
      connectionTimeout: 5_000,
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
  });
  return { s3, Upload, client };
}

export type BucketObjects = ReturnType<typeof bucketObjects>;

function statusOf(error: unknown) {
  return (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
}

function isMissing(error: unknown) {
  const name = (error as { name?: string })?.name;
  return name === "NoSuchKey" || name === "NotFound" || statusOf(error) === 404;
}

/** What went wrong with a call to the bucket, for an operator: no request, no credentials. */
export function bucketProblem(error: unknown) {
  const status = statusOf(error);
  const name = (error as { name?: string })?.name ?? "Error";
  const message = error instanceof Error ? error.message : String(error);
  return status ? `${name}, HTTP ${status}` : `${name}: ${message}`;
}
