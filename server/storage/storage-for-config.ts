import type { Config } from "#server/config.ts";
import { bucketStorage } from "./bucket-storage.ts";
import { diskStorage } from "./disk-storage.ts";
import type { FileStorage } from "./file-storage.ts";

/** The storage the configuration names: the bucket of STORAGE_URL, else DATA_DIR. */
export function fileStorageFor(config: Pick<Config, "dataDir" | "bucket">): FileStorage {
  return config.bucket ? bucketStorage(config.bucket) : diskStorage(config.dataDir);
}
