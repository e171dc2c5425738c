import { type RefObject, useEffect } from "react";

/**
 * After a refused submit, moves focus to the first field marked invalid (or the form's alert),
 * so keyboard and screen-reader users land on what needs fixing.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, answer: unknown) {
  useEffect(() => {
    if (!answer || typeof answer !== "object" || (answer as { ok?: boolean }).ok !== false) return;
    const target = form.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [role="alert"]',
    );
    target?.focus();
  }, [form, answer]);
}
