/**
 * A real S3-compatible HTTP server for a test: s3rver on 127.0.0.1 at a free port, keeping its
 * objects in a temp folder, with one empty bucket. The shop reaches it as in production, by
 * STORAGE_URL and the AWS SDK's credentials from the environment (s3rver's own pair).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { bucketObjects } from "#server/storage/bucket-objects.ts";
import { parseStorageUrl } from "#server/storage/storage-url.ts";

/** The only credentials s3rver accepts. */
export const s3Credentials = { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER" };

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** STORAGE_URL for the bucket, under `prefix` when given. */
  storageUrl(prefix?: string): string;
  /** STORAGE_URL and the credentials: the environment a built server or the CLI needs. */
  env(prefix?: string): Record<string, string>;
  /** The bucket's objects under `prefix`, to look at or spoil what the shop stored. */
  objects(prefix?: string): ReturnType<typeof bucketObjects>;
  stop(): Promise<void>;
}

/**
 * Starts the server with an empty `bucket`. In this process the AWS SDK finds the credentials
 * in the environment: they are set until `stop`, which restores what was there.
 */
export async function startS3Server(bucket = "washi-files"): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), "washi-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const before = Object.fromEntries(
    Object.keys(s3Credentials).map((name) => [name, process.env[name]]),
  );
  Object.assign(process.env, s3Credentials);

  const storageUrl = (prefix = "") => `s3://${bucket}/${prefix}?endpoint=${endpoint}`;
  return {
    endpoint,
    bucket,
    storageUrl,
    env: (prefix) => ({ STORAGE_URL: storageUrl(prefix), ...s3Credentials }),
    objects(prefix) {
      const location = parseStorageUrl(storageUrl(prefix));
      if ("problem" in location) throw new Error(location.problem);
      return bucketObjects(location);
    },
    async stop() {
      for (const [name, value] of Object.entries(before)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
