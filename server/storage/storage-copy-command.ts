import type { Config } from "#server/config.ts";
import { bucketObjects, bucketProblem } from "./bucket-objects.ts";
import { copyToBucket } from "./copy-to-bucket.ts";
import { describeBucket } from "./storage-url.ts";

/**
 * `npm run storage:copy`: copies DATA_DIR/uploads and DATA_DIR/private into the bucket of
 * STORAGE_URL (copyToBucket), before the shop is started with STORAGE_URL. Exit code 0 when
 * every file is in the bucket.
 */
export async function storageCopyCommand(config: Config) {
  if (!config.bucket) {
    console.error(
      "STORAGE_URL is not set: set it to the bucket to copy DATA_DIR's files into (s3://bucket/prefix?endpoint=…).",
    );
    return 1;
  }
  const objects = bucketObjects(config.bucket);
  const where = describeBucket(config.bucket);
  try {
    await objects.checkBucket();
  } catch (error) {
    console.error(`The bucket ${where} cannot be used (${bucketProblem(error)}).`);
    return 1;
  }
  console.log(`Into ${where}:`);
  const summary = await copyToBucket({
    dataDir: config.dataDir,
    objects,
    report: (line) => console.log(line),
  });
  if (summary.failed.length > 0) {
    console.error(`${summary.failed.length} files were not copied: run the command again.`);
    return 1;
  }
  return 0;
}
