import { r1 } from "#server/seed/artwork.ts";

/** The moon at `phase` (0 new, 0.5 full): its lit part bounded by a half circle and an ellipse. */
export function moonPhase(cx: number, cy: number, r: number, phase: number) {
  const waxing = phase < 0.5;
  const cosine = Math.cos(2 * Math.PI * phase);
  const crescent = cosine > 0;
  const terminator = r1(r * Math.abs(cosine));
  const lit = `M${cx} ${cy - r} A${r} ${r} 0 0 ${waxing ? 1 : 0} ${cx} ${cy + r} A${terminator} ${r} 0 0 ${waxing === crescent ? 0 : 1} ${cx} ${cy - r}Z`;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#2c3566" stroke="#fff" stroke-opacity="0.3" stroke-width="2"/><path d="${lit}" fill="#f7efd6"/>`;
}
