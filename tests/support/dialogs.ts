import type { Page } from "@playwright/test";

/** Every dialog the page opens from now on (alert, confirm, prompt), dismissed. */
export function recordDialogs(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}
