import type { FocusEvent, KeyboardEvent } from "react";

/** The entries of a popover menu. */
export function menuItems(menu: HTMLElement) {
  return [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
}

/** Arrow keys, Home and End move between the entries (WAI-ARIA menu button pattern). */
export function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const items = menuItems(event.currentTarget);
  const index = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  const target = {
    ArrowDown: index >= last ? 0 : index + 1,
    ArrowUp: index <= 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[event.key];
  if (target === undefined) return;
  event.preventDefault();
  items[target]?.focus();
}

/** Tabbing out of an open popover menu closes it (but not onto its own button). */
export function closeWhenFocusLeaves(event: FocusEvent<HTMLElement>, menuId: string) {
  const next = event.relatedTarget;
  const menu = event.currentTarget;
  if (next instanceof Node && menu.contains(next)) return;
  if (next instanceof HTMLElement && next.getAttribute("popovertarget") === menuId) return;
  if (menu.matches(":popover-open")) menu.hidePopover();
}
