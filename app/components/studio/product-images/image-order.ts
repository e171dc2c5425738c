/** The ids with the one at `index` swapped with its neighbour above (-1) or below (+1). */
export function movedOrder(ids: number[], index: number, step: -1 | 1): number[] {
  const target = index + step;
  if (target < 0 || target >= ids.length) return ids;
  const order = [...ids];
  [order[index], order[target]] = [order[target] as number, order[index] as number];
  return order;
}

/** The items in the order of `ids` when it names the same items; otherwise as they are. */
export function inOrder<Item extends { id: number }>(items: Item[], ids: number[] | undefined) {
  if (!ids || ids.length !== items.length) return items;
  const byId = new Map(items.map((item) => [item.id, item]));
  const ordered = ids.map((id) => byId.get(id));
  return ordered.every(Boolean) ? (ordered as Item[]) : items;
}
