import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageBody } from "#app/components/content/page-body.tsx";
import { pageSections } from "#app/components/content/page-sections.ts";
import { withShopEmail } from "#app/components/content/shop-email.ts";
import { inlineText } from "#server/markdown/blocks.ts";
import { parseMarkdown } from "#server/markdown/parse-markdown.ts";

describe("pageSections", () => {
  it("cuts the text at its headings, each with a unique anchor", () => {
    const content = pageSections(
      parseMarkdown(
        "Before the questions.\n\n## When will it *arrive*?\n\nIn the first week.\n\n## Taxes?\n\n- None\n\n## Taxes?\n\nAgain.",
      ),
    );
    expect(content.intro).toHaveLength(1);
    expect(content.sections.map((section) => [section.id, section.heading])).toEqual([
      ["when-will-it-arrive", "When will it arrive?"],
      ["taxes", "Taxes?"],
      ["taxes-2", "Taxes?"],
    ]);
    expect(content.sections[1]?.blocks[0]).toMatchObject({ kind: "ul" });
  });

  it("cuts only at the biggest headings: smaller ones stay in their section", () => {
    const content = pageSections(
      parseMarkdown("### Cookies\n\n#### washi_cart\n\nYour cart.\n\n### Logs\n\nNo secrets."),
    );
    expect(content.sections.map((section) => section.heading)).toEqual(["Cookies", "Logs"]);
    expect(content.sections[0]?.blocks[0]).toMatchObject({ kind: "h", level: 4 });
    const html = renderToStaticMarkup(<PageBody content={content} email="me@shop.example" />);
    expect(html).toMatch(/<h2 id="cookies"[^>]*>Cookies<\/h2>.*<h3[^>]*>washi_cart<\/h3>/);
  });

  it("reads the plain words of emphasis and links", () => {
    expect(
      inlineText([
        { kind: "strong", children: [{ kind: "text", text: "a" }] },
        { kind: "code", text: "b" },
        { kind: "link", href: "https://x.example/", children: [{ kind: "text", text: "c" }] },
      ]),
    ).toBe("abc");
  });
});

describe("withShopEmail", () => {
  it("turns {email} into a mailto link to the shop's address", () => {
    const [block] = withShopEmail(
      pageSections(parseMarkdown("Write to {email} today.")).intro,
      "me@shop.example",
    );
    expect(block).toEqual({
      kind: "p",
      children: [
        { kind: "text", text: "Write to " },
        {
          kind: "link",
          href: "mailto:me@shop.example",
          children: [{ kind: "text", text: "me@shop.example" }],
        },
        { kind: "text", text: " today." },
      ],
    });
  });

  it("fills list items and emphasis too, but never puts a link inside a link", () => {
    const blocks = withShopEmail(
      pageSections(parseMarkdown("- **{email}**\n\n[mail {email}](https://x.example/)")).intro,
      "me@shop.example",
    );
    expect(blocks[0]).toMatchObject({
      kind: "ul",
      items: [[{ kind: "strong", children: [{ kind: "link", href: "mailto:me@shop.example" }] }]],
    });
    expect(blocks[1]).toMatchObject({
      kind: "p",
      children: [{ kind: "link", children: [{ kind: "text", text: "mail me@shop.example" }] }],
    });
  });
});

describe("PageBody", () => {
  it("renders stored HTML as text: a script in a page text never runs", () => {
    const html = renderToStaticMarkup(
      <PageBody
        content={pageSections(
          parseMarkdown(
            '## Hello <img src=x onerror="alert(1)">\n\n<script>alert("owned")</script>\n\n[click](javascript:alert(1))',
          ),
        )}
        email="me@shop.example"
      />,
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("javascript:");
    expect(html).toContain("&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt;");
    expect(html).toContain('<h2 id="hello-img-src-x-onerror-alert-1"');
  });

  it("renders sections as h2 headings with the shop's e-mail linked", () => {
    const html = renderToStaticMarkup(
      <PageBody
        content={pageSections(parseMarkdown("Intro.\n\n## Damaged?\n\nE-mail {email}."))}
        email="me@shop.example"
      />,
    );
    expect(html).toMatch(
      /<section aria-labelledby="damaged"[^>]*><h2 id="damaged"[^>]*>Damaged\?<\/h2>/,
    );
    expect(html).toContain('href="mailto:me@shop.example"');
  });
});
