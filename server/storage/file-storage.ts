import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";

/**
 * Where the shop keeps its files: under DATA_DIR, or in the bucket STORAGE_URL names.
 * Chosen once at start-up (`fileStorageFor`, storage-for-config.ts) and handed to whatever reads or writes files.
 */
export interface FileStorage {
  /** How the files' place is named in messages (no secrets). */
  where: string;
  /** The public pictures, served at `/uploads/<key>`. */
  pictures: PictureStore;
  /** The files digital products deliver, reached only through a download grant. */
  privateFiles: PrivateStore;
  /** Throws a ConfigError when the place cannot be used (start-up's check). */
  check(): Promise<void>;
  /** Deletes every picture and private file (`npm run db:reset`). */
  removeEverything(): Promise<void>;
}

/**
 * Pictures, by key: their path under `/uploads/`, e.g. `products/fern-500-1a2b3c4d5e6f.webp`.
 * A key's name carries the hash of its bytes, so a stored picture never changes.
 */
export interface PictureStore {
  /** Stores the bytes unless the key is there already; true when this call stored them. */
  putIfAbsent(key: string, data: Buffer): Promise<boolean>;
  /** The picture to send, `not-modified` when `ifNoneMatch` matches it, null when missing. */
  open(key: string, ifNoneMatch?: string): Promise<StoredPicture | "not-modified" | null>;
  /** Removes these pictures; one already gone is no error. */
  remove(keys: string[]): Promise<void>;
}

export interface StoredPicture {
  body: Readable;
  size: number;
  contentType: string;
  etag?: string;
}

/** Files written whole or not at all and never changed; a replaced file gets a new key. */
export interface PrivateStore {
  /** Streams `body` into a new file, at most `maxBytes` of it (else StoreLimitError, nothing kept). */
  write(body: Readable, maxBytes: number): Promise<{ key: string; size: number; sha256: string }>;
  /** The bytes from `start` to `end` (inclusive), read as they are sent. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  remove(key: string): Promise<void>;
}

/** The body was longer than the store was told to accept. */
export class StoreLimitError extends Error {
  constructor() {
    super("The file is larger than the limit.");
  }
}

const pictureKeyPattern = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** A picture's key, checked: plain folder and file names, nothing that climbs out. */
export function pictureKey(key: string) {
  if (!pictureKeyPattern.test(key)) throw new Error(`Not a picture key: ${key}`);
  return key;
}

export const isPictureKey = (key: string) => pictureKeyPattern.test(key);

/** `/uploads/products/x.webp` → `products/x.webp`, the way pictures are named in the database. */
export function pictureKeyOfUrl(url: string) {
  return pictureKey(url.replace(/^\/uploads\//, ""));
}

export const pictureUrl = (key: string) => `/uploads/${pictureKey(key)}`;

/** A new private file's key: time-ordered, unguessable, and safe as a file or object name. */
export function newPrivateKey() {
  return `${Date.now().toString(36)}-${randomBytes(12).toString("hex")}`;
}

export function privateKey(key: string) {
  if (!/^[a-z0-9-]+$/.test(key)) throw new Error(`Not a storage key: ${key}`);
  return key;
}
