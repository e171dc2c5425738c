import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane). The package's default
 * algorithm is argon2id; it is named here because its enum is a const enum.
 */
const options = {
  algorithm: 2 /* Algorithm.Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string) {
  return hash(password, options);
}

/** A hash of nothing anyone knows, verified when the account does not exist. */
let dummyHash: Promise<string> | undefined;

/**
 * True when the password matches the stored hash. With no hash (unknown account) it still
 * verifies against a dummy one, so an unknown address takes as long as a wrong password.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string) {
  if (!storedHash) {
    dummyHash ??= hashPassword("not-a-real-password-only-for-equal-timing");
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
