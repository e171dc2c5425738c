/**
 * Who may open the studio (issue 8): every studio route from the route table and every
 * /api/studio endpoint, asked by an anonymous visitor, by a signed-in customer and by the
 * studio account. The first two are refused (a redirect to the studio's sign-in, or 403) and
 * learn nothing; the studio account is let in, and no request of the three ever gets a 5xx.
 * Every answer, refusals included, is `private, no-store`: no cache keeps a studio page.
 * New routes and endpoints are covered by being in the table: nothing here lists them.
 */
import type { APIRequestContext } from "@playwright/test";
import { registerAndSignIn, uniqueEmail } from "#tests/support/account.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import {
  fillEndpointPath,
  fillPattern,
  studioApiEndpoints,
  studioPagePatterns,
} from "#tests/support/security-routes.ts";
import { studioAdmin } from "#tests/support/studio.ts";

test.skip(({ layout }) => layout !== "desktop");
test.describe.configure({ timeout: 120_000 });

/** Every screen inside the studio's layout, parameters filled with 1. */
const pagePaths = studioPagePatterns.map((pattern) => fillPattern(pattern));

const apiRoutes = studioApiEndpoints().map(({ method, path }) => ({
  method,
  path: fillEndpointPath(path),
}));

function expectNotStored(headers: Record<string, string>, what: string) {
  expect(headers["cache-control"], what).toBe("private, no-store");
}

function expectRefusedPage(status: number, location: string | undefined, what: string) {
  expect([302, 303, 403, 405], what).toContain(status);
  if (status === 302 || status === 303) expect(location, what).toMatch(/^\/studio\/login(\?|$)/);
}

async function askEveryPage(
  request: APIRequestContext,
  check: (status: number, location: string | undefined, what: string) => void,
) {
  for (const path of pagePaths) {
    for (const method of ["GET", "POST"] as const) {
      const response = await request.fetch(path, {
        method,
        maxRedirects: 0,
        ...(method === "POST" ? { form: { intent: "probe" } } : {}),
      });
      expectNotStored(response.headers(), `${method} ${path}`);
      check(response.status(), response.headers().location, `${method} ${path}`);
    }
  }
}

async function askEveryEndpoint(
  request: APIRequestContext,
  check: (status: number, what: string) => void,
) {
  for (const { method, path } of apiRoutes) {
    const response = await request.fetch(path, {
      method,
      maxRedirects: 0,
      ...(method === "GET" ? {} : { data: {} }),
    });
    expectNotStored(response.headers(), `${method} ${path}`);
    check(response.status(), `${method} ${path}`);
  }
}

test("the route table has studio screens and endpoints to check", () => {
  expect(pagePaths).toContain("/studio");
  expect(pagePaths).toContain("/studio/security");
  expect(apiRoutes.map((route) => route.path)).toContain("/api/studio/me");
});

test("an anonymous visitor is sent to the studio's sign-in and refused by the API", async ({
  request,
}) => {
  await askEveryPage(request, expectRefusedPage);
  await askEveryEndpoint(request, (status, what) => expect(status, what).toBe(403));
});

test("a signed-in customer is treated like anyone else", async ({ page, baseURL }) => {
  await registerAndSignIn(page, baseURL, {
    fullName: "Curious Customer",
    email: uniqueEmail("studio-curious"),
    password: "Washi-Tape-Morning-3",
  });
  const account = await page.request.get("/account", { maxRedirects: 0 });
  expect(account.status(), "the customer is signed in").toBe(200);
  await askEveryPage(page.request, expectRefusedPage);
  await askEveryEndpoint(page.request, (status, what) => expect(status, what).toBe(403));
});

test("the studio account is let in everywhere, and nothing answers 5xx", async ({ page }) => {
  const signIn = await page.request.post("/studio/login", {
    form: { email: studioAdmin.email, password: studioAdmin.password },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(303);
  await askEveryPage(page.request, (status, location, what) => {
    expect(status, what).toBeLessThan(500);
    if (location) expect(location, what).not.toMatch(/^\/studio\/login/);
  });
  await askEveryEndpoint(page.request, (status, what) => {
    expect(status, what).toBeLessThan(500);
    expect(status, what).not.toBe(403);
  });
});
