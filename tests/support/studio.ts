/**
 * The studio account of the shared e2e servers (made at their start from ADMIN_EMAIL and
 * ADMIN_PASSWORD) and the ways tests sign in with it: in a browser page, or as a cookie for
 * requests to a test app; and what the studio's screens are made of (panels, uploads).
 */
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import type { Database } from "#server/db/client.ts";
import { saveStudioAccount } from "#server/studio/auth/studio-accounts.ts";
import { STUDIO_COOKIE } from "#server/studio/auth/studio-cookie.ts";
import { startStudioSession } from "#server/studio/auth/studio-sessions.ts";
import { field } from "#tests/support/form-field.ts";

export const studioAdmin = {
  email: "maker@washi.test",
  password: "paper-and-tape-2026",
} as const;

/** The environment that gives a server the studio account above. */
export const studioAdminEnv = {
  ADMIN_EMAIL: studioAdmin.email,
  ADMIN_PASSWORD: studioAdmin.password,
};

/**
 * Signs the page in to the studio through its sign-in form and waits for `returnTo`; `origin`
 * for a spec's own server (the project's baseURL otherwise).
 */
export async function signInToStudio(page: Page, returnTo = "/studio", origin = "") {
  await page.goto(`${origin}/studio/login?${new URLSearchParams({ returnTo })}`);
  await submitStudioSignIn(page);
  await page.waitForURL((url) => url.pathname === new URL(returnTo, url).pathname);
}

/** Fills the studio's sign-in form the page shows with the studio account (or `password`) and submits it. */
export async function submitStudioSignIn(page: Page, password: string = studioAdmin.password) {
  await page.getByLabel("Email").fill(studioAdmin.email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * A page in a new browser context (`options`: a spec's own server as baseURL, a phone's
 * viewport, no JavaScript…), signed in to the studio at `returnTo`.
 */
export async function newStudioPage(
  browser: Browser,
  returnTo: string,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signInToStudio(page, returnTo);
  return page;
}

/** A studio panel: the section of the main content under the level-2 heading `heading`. */
export function studioPanel(page: Page, heading: string) {
  return page
    .getByRole("main")
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name: heading, exact: true }) });
}

/** A photo-like picture of one colour, as a file an upload takes (1200 × 900 px unless said). */
export async function pictureFile(
  name: string,
  colour: string,
  options: { format?: "png" | "jpeg"; width?: number; height?: number } = {},
) {
  const { format = "png", width = 1200, height = 900 } = options;
  // Loaded here: the unit tests that import this module for its cookie need no image library.
  const { default: sharp } = await import("sharp");
  const picture = sharp({ create: { width, height, channels: 3, background: colour } });
  const buffer = await (format === "png" ? picture.png() : picture.jpeg()).toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

/** A studio account on a test database and the Cookie header of a signed-in session. */
export async function studioSessionCookie(db: Database, email = studioAdmin.email) {
  const { account } = await saveStudioAccount(
    db,
    { email, password: studioAdmin.password },
    { replacePassword: true },
  );
  const session = await startStudioSession(db, account);
  return { account, cookie: `${STUDIO_COOKIE}=${session.token}` };
}

/** The new-product form filled with the essentials of a sticker sheet (8 in stock unless said). */
export async function fillNewSticker(
  page: Page,
  product: { title: string; price: string; stock?: string },
) {
  await field(page, "Name").fill(product.title);
  await field(page, "Product type").selectOption({ label: "Stickers" });
  await field(page, "Price (US dollars)").fill(product.price);
  await field(page, "Stock").fill(product.stock ?? "8");
}
