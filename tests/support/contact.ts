import type { Page } from "@playwright/test";

/** The /contact form's fields and its button. */
export function contactForm(page: Page) {
  const main = page.getByRole("main");
  return {
    name: main.getByLabel(/^Full Name/),
    email: main.getByLabel(/^Email/),
    message: main.getByLabel(/^Message/),
    send: main.getByRole("button", { name: "Send Message" }),
  };
}
