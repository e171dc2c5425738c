import { expect } from "vitest";
import { AppError } from "#server/lib/errors.ts";

/** The AppError that `promise` is refused with; the test fails if it is kept, or fails otherwise. */
export async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
