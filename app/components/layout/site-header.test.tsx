import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { fallbackShell, type ShellData } from "#app/components/layout/shell-data.ts";
import { SiteHeader } from "#app/components/layout/site-header.tsx";

const shell: ShellData = {
  ...fallbackShell,
  socialLinks: [
    { label: "Instagram", url: "https://www.instagram.com/washipaperstudio" },
    { label: "Pinterest", url: "https://www.pinterest.com/washipaperstudio" },
  ],
};

/** The header's own markup (the mobile menu, a dialog, follows it). */
function headerMarkup() {
  const Stub = createRoutesStub([{ path: "/", Component: () => <SiteHeader shell={shell} /> }]);
  const html = renderToStaticMarkup(<Stub initialEntries={["/"]} />);
  return html.slice(html.indexOf("<header"), html.indexOf("</header>"));
}

describe("SiteHeader", () => {
  it("shows the social links from 768 px wide (md), not only from 1024 px", () => {
    const wrapper = headerMarkup().match(
      /<div class="([^"]*)"><ul[^>]*><li><a href="https:\/\/www\.instagram\.com\/washipaperstudio"/,
    );
    expect(wrapper?.[1]?.split(" ").sort()).toEqual(["hidden", "md:block"]);
  });
});
