import type { ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { loginHref, loginNoticeFor } from "#app/components/account/login-notice.ts";
import { ToastProvider } from "#app/components/ui/toast.tsx";
import Login from "#app/routes/login.tsx";
import SubscriptionReturn from "#app/routes/subscription-return.tsx";

const activation = "Please log in to complete your subscription activation.";
/** Before any sign-in was tried: no answer from the action yet. */
const loginProps = { actionData: undefined } as unknown as ComponentProps<typeof Login>;

/** A page rendered at `path` as the server renders it. */
function render(path: string, Page: () => React.ReactNode) {
  const Stub = createRoutesStub([{ path: path.split("?")[0] ?? "/", Component: Page }]);
  return renderToStaticMarkup(
    <ToastProvider>
      <Stub initialEntries={[path]} />
    </ToastProvider>,
  );
}

describe("loginNoticeFor", () => {
  it("finds the note a known key names, and the one after a password reset", () => {
    expect(loginNoticeFor(new URLSearchParams("notice=subscription-activation"))?.text).toBe(
      activation,
    );
    expect(loginNoticeFor(new URLSearchParams("reset=success"))?.title).toBe("Password reset");
    // Spec §8's words for the order pages a visitor must sign in to see.
    expect(loginNoticeFor(new URLSearchParams("notice=orders"))?.text).toBe(
      "Please sign in to view your orders.",
    );
    expect(loginNoticeFor(new URLSearchParams("notice=order"))?.text).toBe(
      "Please sign in to view your order details.",
    );
  });

  it("shows nothing for a key it does not know: never text from the address", () => {
    for (const query of [
      "",
      "notice=",
      "notice=Your+account+is+locked.+Call+0800",
      "notice=toString",
      "notice=__proto__",
      "reset=failure",
    ]) {
      expect(loginNoticeFor(new URLSearchParams(query)), query).toBeUndefined();
    }
  });
});

describe("after a 401 on /subscription/return (spec §8)", () => {
  it("sends the member to /login with returnTo=/account and the activation note", () => {
    expect(loginHref("/account", "subscription-activation")).toBe(
      "/login?returnTo=%2Faccount&notice=subscription-activation",
    );
    const html = render("/subscription/return", () => (
      <SubscriptionReturn
        {...({ loaderData: { state: "sign-in", message: activation } } as unknown as ComponentProps<
          typeof SubscriptionReturn
        >)}
      />
    ));
    expect(html).toContain(`href="/login?returnTo=%2Faccount&amp;notice=subscription-activation"`);
  });

  it("shows the note on /login above the form, and nothing for an unknown key", () => {
    const html = render("/login?returnTo=%2Faccount&notice=subscription-activation", () => (
      <Login {...loginProps} />
    ));
    expect(html).toMatch(
      /<form[^>]*>.*Sign in to finish joining the Mail Club.*complete your subscription activation\..*name="password"/,
    );
    const tampered = render("/login?notice=%3Cb%3Eyour%20bank%3C%2Fb%3E", () => (
      <Login {...loginProps} />
    ));
    expect(tampered).not.toContain("your bank");
    expect(tampered).not.toContain("Sign in to finish joining");
  });
});
