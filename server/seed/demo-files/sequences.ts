/** Deterministic ways to vary a drawing: the same index always gives the same result. */

/**
 * The i-th point of an evenly spread sequence in the unit square (the R2 sequence): scattered
 * looking, yet the same every time.
 */
export function spread(i: number): [number, number] {
  return [(0.5 + i * 0.7548776662) % 1, (0.5 + i * 0.569840291) % 1];
}

/** The i-th of the list, starting over at its end. */
export function pick<T>(list: T[], i: number) {
  return list[i % list.length] as T;
}
