/**
 * /mail-club/skip as the server renders it, before any script: the question with a plain
 * POST form carrying the link, the refusal with its message and the way to /account, and the
 * skip done.
 */
import type { ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import MailClubSkip from "#app/routes/mail-club-skip.tsx";

type Props = ComponentProps<typeof MailClubSkip>;

const link = {
  membership: "12",
  issue: "2027-01",
  expires: "1798261200",
  signature: "c2lnbmVk-c2lnbmF0dXJl",
};

function render(props: Pick<Props, "loaderData" | "actionData">) {
  const Page = () => <MailClubSkip {...(props as Props)} />;
  const Stub = createRoutesStub([{ path: "/mail-club/skip", Component: Page }]);
  return renderToStaticMarkup(<Stub initialEntries={[`/mail-club/skip?membership=12`]} />);
}

const asking = {
  state: "ask",
  query: link,
  issue: "January 2027",
  followingIssue: "February 2027",
  undoUntil: "the end of December 25, 2026, New York time",
} as const;

describe("the skip link's page", () => {
  it("asks with a POST form that carries the link and a real submit button", () => {
    const html = render({ loaderData: asking, actionData: undefined } as never);
    expect(html).toContain("Skip the January 2027 issue?");
    expect(html).toContain("you will not be charged for it");
    expect(html).toContain(
      "You can undo this on your account page until the end of December 25, 2026, New York time.",
    );
    // Posted back to the link's own address, so the page answers on the same URL.
    expect(html).toMatch(/<form [^>]*action="\/mail-club\/skip\?membership=12" method="post">/);
    for (const [name, value] of Object.entries(link)) {
      expect(html).toContain(`<input type="hidden" name="${name}" value="${value}"/>`);
    }
    expect(html).toMatch(/<button type="submit"[^>]*>Skip the January 2027 issue<\/button>/);
  });

  it("shows a refusal's message with the way to the account page", () => {
    const message = "This link expired at the January 2027 issue's cutoff (…).";
    const html = render({
      loaderData: { state: "refused", message },
      actionData: undefined,
    } as never);
    expect(html).toContain("This issue can&#x27;t be skipped from this link");
    expect(html).toContain("This link expired at the January 2027 issue&#x27;s cutoff (…).");
    expect(html).toContain('href="/account"');
    expect(html).not.toContain("<form");
  });

  it("says the skip is done and until when it can be undone", () => {
    const html = render({
      loaderData: { state: "refused", message: "already skipped" },
      actionData: {
        ok: true,
        issue: "January 2027",
        undoUntil: "the end of December 25, 2026, New York time",
      },
    } as never);
    expect(html).toContain("The January 2027 issue is skipped");
    expect(html).toContain("until the end of December 25, 2026, New York time");
    expect(html).not.toContain("already skipped");
  });
});
