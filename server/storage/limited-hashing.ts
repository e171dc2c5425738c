import { createHash } from "node:crypto";
import { Transform } from "node:stream";
import { StoreLimitError } from "./file-storage.ts";

/**
 * A stream that passes bytes on while counting and hashing them (SHA-256), and fails with
 * StoreLimitError past `maxBytes`.
 */
export function limitedHashing(maxBytes: number) {
  const hash = createHash("sha256");
  let size = 0;
  let exceeded = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) {
        exceeded = true;
        return done(new StoreLimitError());
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return {
    stream,
    /** Whether the limit was passed (what a consumer's own error may hide). */
    exceeded: () => exceeded,
    result: () => ({ size, sha256: hash.digest("hex") }),
  };
}
