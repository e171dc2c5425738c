import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { CloseIcon } from "#app/components/icons.tsx";
import { type ButtonProps, buttonClasses } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";

export interface DialogProps {
  /** Needed when a DialogTrigger opens the dialog. */
  id?: string;
  /** Controlled mode: the dialog follows this flag. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  hideTitle?: boolean;
  /** "center" for a modal card, "left" for a drawer from the left edge. */
  placement?: "center" | "left";
  closeLabel?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog built on the browser's <dialog>: focus is kept inside and returned
 * afterwards, the page behind is inert, Escape and a click on the backdrop close it.
 * Opened by a DialogTrigger it works before JavaScript loads, and its close button is a
 * `method="dialog"` form, so it always works.
 */
export function Dialog({
  id,
  open,
  onOpenChange,
  title,
  description,
  hideTitle,
  placement = "center",
  closeLabel = "Close",
  className,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const generated = useId();
  const titleId = `${id ?? generated}-title`;
  const descriptionId = description ? `${id ?? generated}-description` : undefined;
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || open === undefined) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onToggle = (event: Event) => {
      const newState = (event as ToggleEvent).newState;
      onOpenChangeRef.current?.(newState === "open");
    };
    const onClose = () => onOpenChangeRef.current?.(false);
    dialog.addEventListener("toggle", onToggle);
    dialog.addEventListener("close", onClose);
    return () => {
      dialog.removeEventListener("toggle", onToggle);
      dialog.removeEventListener("close", onClose);
    };
  }, []);

  // A click that lands on the <dialog> itself, not its content, was on the backdrop.
  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) event.currentTarget.close();
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes natively; this is the pointer-only backdrop.
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      closedby="any"
      onClick={closeOnBackdrop}
      className={cx(
        "bg-transparent p-0 text-ink backdrop:backdrop-blur-[1px]",
        placement === "left"
          ? "drawer"
          : "m-auto w-[min(32rem,calc(100vw-2rem))] max-h-[calc(100dvh-2rem)]",
        className,
      )}
    >
      <div
        className={cx(
          "flex flex-col bg-paper-raised",
          placement === "left"
            ? "h-full overflow-y-auto border-r border-line shadow-lifted"
            : "paper-card max-h-[calc(100dvh-2rem)] overflow-y-auto shadow-lifted",
        )}
      >
        <div className="flex items-start justify-between gap-4 px-5 pt-5 pb-2">
          <div className="flex flex-col gap-1">
            <h2 id={titleId} className={cx("text-2xl", hideTitle && "sr-only")}>
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="text-sm text-ink-soft">
                {description}
              </p>
            ) : null}
          </div>
          <form method="dialog" className="-mt-1 -mr-2">
            <button
              type="submit"
              aria-label={closeLabel}
              className={buttonClasses({ variant: "ghost", size: "icon" })}
            >
              <CloseIcon />
            </button>
          </form>
        </div>
        <div className="px-5 pb-6">{children}</div>
      </div>
    </dialog>
  );
}

export interface DialogTriggerProps extends ButtonProps {
  dialogId: string;
}

/** Opens the dialog with the given id: by HTML invoker command, or by script where unsupported. */
export function DialogTrigger({
  dialogId,
  onClick,
  variant,
  size,
  className,
  ...props
}: DialogTriggerProps) {
  return (
    <button
      type="button"
      commandfor={dialogId}
      command="show-modal"
      aria-haspopup="dialog"
      className={buttonClasses({ variant, size, className })}
      onClick={(event) => {
        onClick?.(event);
        if (!("command" in HTMLButtonElement.prototype)) {
          const dialog = document.getElementById(dialogId);
          if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
        }
      }}
      {...props}
    />
  );
}
