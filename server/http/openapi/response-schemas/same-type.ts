/**
 * `true satisfies Same<z.output<typeof schema>, ShapeType>` fails to compile once an answer's
 * Zod schema and the function that shapes the answer disagree, so the document cannot drift.
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
