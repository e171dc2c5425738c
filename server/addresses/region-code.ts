import type { AddressFormat, AddressRegion } from "./address-format.ts";

/**
 * The region's code for what was typed or chosen: its code ("or" → OR), its local name
 * (東京都) or its Latin one ("Ontario" → ON), whatever the case; undefined when the post
 * knows no such region. API clients and older addresses send names.
 */
export function regionCodeOf(format: AddressFormat, typed: string): string | undefined {
  const wanted = typed.trim().toLocaleLowerCase("en");
  if (!wanted) return undefined;
  const names = (region: AddressRegion) => [
    region.code,
    ...region.name.split(/ \((.*)\)$/).filter(Boolean),
  ];
  return format.regions.find((region) =>
    names(region).some((name) => name.toLocaleLowerCase("en") === wanted),
  )?.code;
}
