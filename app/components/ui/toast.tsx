import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { CloseIcon } from "#app/components/icons.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";

export type ToastVariant = "default" | "success" | "destructive";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds until it goes away by itself; 5 s by default (spec §9). */
  duration?: number;
}

interface ShownToast extends Required<Omit<ToastOptions, "description">> {
  id: number;
  description?: string;
}

interface ToastApi {
  /** Shows a toast, replacing the one on screen: only one is ever visible. */
  toast: (options: ToastOptions) => void;
  dismiss: () => void;
}

const DEFAULT_DURATION = 5000;
const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}

/**
 * Holds the one toast on screen. Polite toasts are announced through a status region,
 * destructive ones through an alert region; both regions are always in the page so
 * screen readers notice what is added. The timer pauses while the pointer or focus is
 * on the toast, so nobody is rushed (WCAG 2.2.1).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const nextId = useRef(1);

  const dismiss = useCallback(() => setCurrent(null), []);
  const toast = useCallback((options: ToastOptions) => {
    setCurrent({
      id: nextId.current++,
      title: options.title,
      description: options.description,
      variant: options.variant ?? "default",
      duration: options.duration ?? DEFAULT_DURATION,
    });
  }, []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  const urgent = current?.variant === "destructive";

  return (
    <ToastContext value={api}>
      {children}
      <section
        aria-label="Notifications"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center p-4 sm:items-end sm:p-6"
      >
        <div role="status" aria-atomic="true" className="w-full max-w-sm">
          {current && !urgent ? (
            <Toast key={current.id} toast={current} onDismiss={dismiss} />
          ) : null}
        </div>
        <div role="alert" aria-atomic="true" className="w-full max-w-sm">
          {current && urgent ? (
            <Toast key={current.id} toast={current} onDismiss={dismiss} />
          ) : null}
        </div>
      </section>
    </ToastContext>
  );
}

const looks: Record<ToastVariant, string> = {
  default: "border-line bg-paper-raised",
  success: "border-sage/40 bg-sage-wash",
  destructive: "border-danger/40 bg-danger-tint",
};

const tapes: Record<ToastVariant, string> = {
  default: "tape-clay",
  success: "tape-sage",
  destructive: "tape-clay",
};

function Toast({ toast, onDismiss }: { toast: ShownToast; onDismiss: () => void }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration);

  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const started = Date.now();
    const timer = setTimeout(onDismiss, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, onDismiss]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pausing the timer is a side effect, not an action.
    <div
      className={cx(
        "pointer-events-auto relative mt-2 flex animate-toast-in items-start gap-3 rounded-lg border p-4 pr-2 shadow-lifted",
        looks[toast.variant],
      )}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span
        aria-hidden="true"
        className={cx("tape absolute -top-2.5 left-6 w-16 -rotate-3", tapes[toast.variant])}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 pt-0.5">
        <p
          className={cx(
            "font-semibold",
            toast.variant === "destructive" ? "text-danger" : "text-ink",
          )}
        >
          {toast.title}
        </p>
        {toast.description ? <p className="text-sm text-ink-soft">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss notification"
        className={buttonClasses({ variant: "ghost", size: "icon", className: "size-9" })}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
