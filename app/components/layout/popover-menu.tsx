import type { FocusEvent, KeyboardEvent, ReactNode, ToggleEvent } from "react";
import { ChevronDownIcon } from "#app/components/icons.tsx";

type PopoverMenuProps = {
  id: string;
  /** What the button shows; a chevron that turns while the menu is open is added after it. */
  button: ReactNode;
  buttonClassName: string;
  label: string;
  className: string;
  children: ReactNode;
};

/**
 * A menu button built on a native popover: it opens, closes on Escape or a click outside and
 * returns focus to its button by itself, so it works before JavaScript loads. Scripts add
 * the menu keyboard model (WAI-ARIA menu button): focus goes to the first entry on opening,
 * arrows, Home and End move, and tabbing away closes it. Entries carry role="menuitem".
 */
export function PopoverMenu({
  id,
  button,
  buttonClassName,
  label,
  className,
  children,
}: PopoverMenuProps) {
  const anchor = `--${id}`;
  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        aria-haspopup="menu"
        aria-controls={id}
        style={{ anchorName: anchor }}
        className={`${buttonClassName} [&:has(+:popover-open)]:bg-paper-deep [&:has(+:popover-open)_.chevron]:rotate-180`}
      >
        {button}
        <ChevronDownIcon className="chevron size-4 shrink-0 transition-transform duration-200" />
      </button>
      <div
        id={id}
        popover="auto"
        role="menu"
        aria-label={label}
        tabIndex={-1}
        style={{ positionAnchor: anchor }}
        onToggle={focusFirstOnOpen}
        onKeyDown={moveFocus}
        onBlur={closeWhenFocusLeaves}
        className={`nav-popover paper-card p-2 text-ink shadow-lifted ${className}`}
      >
        {children}
      </div>
    </>
  );
}

function menuItems(menu: HTMLElement) {
  return [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
}

function focusFirstOnOpen(event: ToggleEvent<HTMLDivElement>) {
  if (event.newState === "open") menuItems(event.currentTarget)[0]?.focus();
}

function moveFocus(event: KeyboardEvent<HTMLElement>) {
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

/** Tabbing out of the open menu closes it (but not onto its own button). */
function closeWhenFocusLeaves(event: FocusEvent<HTMLElement>) {
  const next = event.relatedTarget;
  const menu = event.currentTarget;
  if (next instanceof Node && menu.contains(next)) return;
  if (next instanceof HTMLElement && next.getAttribute("popovertarget") === menu.id) return;
  if (menu.matches(":popover-open")) menu.hidePopover();
}
