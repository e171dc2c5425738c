/** Spec §9: a swipe counts past 30 px or 30% of the width, or past 5 px when quick. */
export const SWIPE_THRESHOLD_PX = 30;
export const SWIPE_WIDTH_RATIO = 0.3;
const QUICK_DISTANCE_PX = 5;
const QUICK_SPEED_PX_PER_MS = 0.5;

/** -1 for a swipe to the left (next), 1 to the right (previous), 0 for none. */
export function swipeDirection(options: {
  dx: number;
  dy: number;
  ms: number;
  width: number;
}): -1 | 0 | 1 {
  const { dx, dy, ms, width } = options;
  const distance = Math.abs(dx);
  if (distance < Math.abs(dy)) return 0;
  const far = distance >= SWIPE_THRESHOLD_PX || distance > width * SWIPE_WIDTH_RATIO;
  const quick = distance > QUICK_DISTANCE_PX && distance / Math.max(ms, 1) > QUICK_SPEED_PX_PER_MS;
  if (!far && !quick) return 0;
  return dx < 0 ? -1 : 1;
}
