import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown } from "#app/components/catalogue/markdown.tsx";
import { safeHref, safeImageSrc, safePath } from "#server/markdown/blocks.ts";
import { parseInline, parseMarkdown } from "#server/markdown/parse-markdown.ts";

function html(source: string, headingLevel?: 2 | 3) {
  return renderToStaticMarkup(
    createElement(Markdown, { blocks: parseMarkdown(source), headingLevel }),
  );
}

describe("parseMarkdown", () => {
  it("reads paragraphs and lists", () => {
    const blocks = parseMarkdown(
      "Twelve leaves,\ngathered on walks.\n\n- 12 stickers\n- Matte\n\n1. one\n2. two\n",
    );
    expect(blocks.map((block) => block.kind)).toEqual(["p", "ul", "ol"]);
    expect(blocks[0]).toEqual({
      kind: "p",
      children: [{ kind: "text", text: "Twelve leaves, gathered on walks." }],
    });
    expect(blocks[1]).toMatchObject({
      kind: "ul",
      items: [[{ text: "12 stickers" }], [{ text: "Matte" }]],
    });
  });

  it("reads emphasis, code and links", () => {
    expect(parseInline("a **bold** and *soft* `x`")).toEqual([
      { kind: "text", text: "a " },
      { kind: "strong", children: [{ kind: "text", text: "bold" }] },
      { kind: "text", text: " and " },
      { kind: "em", children: [{ kind: "text", text: "soft" }] },
      { kind: "text", text: " " },
      { kind: "code", text: "x" },
    ]);
    expect(parseInline("[shop](https://example.com/a)")).toEqual([
      { kind: "link", href: "https://example.com/a", children: [{ kind: "text", text: "shop" }] },
    ]);
  });

  it("keeps HTML as text and drops unsafe links", () => {
    expect(parseInline("<script>alert(1)</script>")).toEqual([
      { kind: "text", text: "<script>alert(1)</script>" },
    ]);
    expect(parseInline("[x](javascript:alert(1))")).not.toContainEqual(
      expect.objectContaining({ kind: "link" }),
    );
    expect(safeHref("data:text/html,hi")).toBeNull();
    expect(safeHref("relative/path")).toBeNull();
    expect(safeHref("http://ok.example/")).toBe("http://ok.example/");
  });

  it("leaves snake_case words alone", () => {
    expect(parseInline("file_name_here")).toEqual([{ kind: "text", text: "file_name_here" }]);
  });
});

describe("parseMarkdown for blog posts", () => {
  it("reads heading levels, closing #s included", () => {
    expect(parseMarkdown("# One\n## Two ##\n#### Four\n#nope")).toEqual([
      { kind: "h", level: 1, children: [{ kind: "text", text: "One" }] },
      { kind: "h", level: 2, children: [{ kind: "text", text: "Two" }] },
      { kind: "h", level: 4, children: [{ kind: "text", text: "Four" }] },
      { kind: "p", children: [{ kind: "text", text: "#nope" }] },
    ]);
  });

  it("reads blockquotes of one or more paragraphs", () => {
    // CommonMark: a line after a quote without a blank line would continue it.
    const blocks = parseMarkdown(
      "Before\n> Paper *remembers*\n> every fold.\n>\n> — Mina\n\nAfter",
    );
    expect(blocks).toEqual([
      { kind: "p", children: [{ kind: "text", text: "Before" }] },
      {
        kind: "quote",
        paragraphs: [
          [
            { kind: "text", text: "Paper " },
            { kind: "em", children: [{ kind: "text", text: "remembers" }] },
            { kind: "text", text: " every fold." },
          ],
          [{ kind: "text", text: "— Mina" }],
        ],
      },
      { kind: "p", children: [{ kind: "text", text: "After" }] },
    ]);
  });

  it("reads rules, and keeps bold text and bullet lists apart from them", () => {
    expect(parseMarkdown("a\n\n---\n\n* * *\n\n***bold***\n\n- item").map((b) => b.kind)).toEqual([
      "p",
      "hr",
      "hr",
      "p",
      "ul",
    ]);
  });

  it("shows pictures from the shop's uploads only", () => {
    expect(
      parseMarkdown("![Cutting the sheets](/uploads/blog/cut-1000-0123456789ab.webp)"),
    ).toEqual([
      {
        kind: "img",
        src: "/uploads/blog/cut-1000-0123456789ab.webp",
        alt: "Cutting the sheets",
        width: 1000,
        height: 750,
      },
    ]);
    expect(parseMarkdown("![desk](/uploads/about/desk.png)")).toEqual([
      { kind: "img", src: "/uploads/about/desk.png", alt: "desk" },
    ]);
    for (const src of [
      "https://evil.example/x.png",
      "//evil.example/uploads/x.png",
      "/\\evil.example/uploads/x.png",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "/uploads/../secret.png",
      "/uploads/%2e%2e/secret.png",
      "/uploads/x.svg",
      "/uploads/x.html",
      "/assets/x.png",
    ]) {
      expect(safeImageSrc(src), src).toBeNull();
      const blocks = parseMarkdown(`![alt text](${src})`);
      expect(
        blocks.map((block) => block.kind),
        src,
      ).toEqual(["p"]);
      expect(JSON.stringify(blocks[0]), src).toContain('{"kind":"text","text":"alt text"}');
    }
    // Inside running text a picture is only its description.
    expect(parseInline("see ![a cat](/uploads/cat.webp) here")).toEqual([
      { kind: "text", text: "see a cat here" },
    ]);
  });

  it("links to paths on the shop and to e-mail, nothing that leaves or runs", () => {
    expect(parseInline("[stickers](/stickers?topic=cats#top)")).toEqual([
      {
        kind: "link",
        href: "/stickers?topic=cats#top",
        children: [{ kind: "text", text: "stickers" }],
      },
    ]);
    expect(safeHref("mailto:hello@washi.example")).toBe("mailto:hello@washi.example");
    expect(safePath("/blog/../shop")).toBe("/shop");
    for (const href of [
      "//evil.example/x",
      "/\\evil.example",
      "/\tevil",
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "java\tscript:alert(1)",
      "vbscript:msgbox(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
      "file:///etc/passwd",
      "blob:https://x/y",
    ]) {
      expect(safeHref(href), href).toBeNull();
    }
    expect(parseInline("[click](JaVaScRiPt:alert(1))")).toEqual([{ kind: "text", text: "click" }]);
  });
});

describe("Markdown", () => {
  it("renders HTML in the source as text, never as markup", () => {
    const out = html(
      [
        "<script>alert(1)</script>",
        "",
        '<img src=x onerror="alert(1)">',
        "",
        "> <iframe src=javascript:alert(1)></iframe>",
        "",
        "## <b onmouseover=alert(1)>Hi</b>",
        "",
        "- [x](javascript:alert(1)) and [y](data:text/html,<script>alert(1)</script>)",
      ].join("\n"),
    );
    expect(out).not.toMatch(/<script|<iframe|<b |<img|href="javascript|href="data/i);
    // No element carries an event handler attribute.
    expect(out).not.toMatch(/<[a-z][^>]*\son\w+=/i);
    expect(out).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(out).toContain("&lt;iframe");
    // A picture's description cannot break out of its attribute.
    expect(html('![" onerror="alert(1)](/uploads/a.webp)')).toContain(
      '<img src="/uploads/a.webp" alt="&quot; onerror=&quot;alert(1)" loading="lazy"',
    );
  });

  it("renders quotes, rules, pictures and links with the right rel", () => {
    const out = html(
      "> Hello\n\n---\n\n![Desk](/uploads/blog/d-750-0123456789ab.webp)\n\n[shop](/stickers) [web](https://example.com/)",
    );
    expect(out).toContain("<blockquote");
    expect(out).toContain("<hr");
    expect(out).toMatch(
      /<img src="\/uploads\/blog\/d-750-0123456789ab\.webp" alt="Desk" width="750" height="563" loading="lazy"/,
    );
    expect(out).toContain('<a href="/stickers" class=');
    expect(out).toContain('<a href="https://example.com/" rel="nofollow noopener noreferrer"');
  });

  it("fits headings under the page's, never skipping a level", () => {
    const levels = (source: string, top?: 2 | 3) =>
      [...html(source, top).matchAll(/<h(\d)/g)].map((match) => Number(match[1]));
    expect(levels("### a\n#### b\n###### c\n### d", 2)).toEqual([2, 3, 4, 2]);
    expect(levels("# a\n## b")).toEqual([3, 4]);
    expect(levels("## only")).toEqual([3]);
    expect(html("")).toBe('<div class="flex flex-col gap-3"></div>');
  });
});

/**
 * Vectors of OWASP's XSS Filter Evasion Cheat Sheet, written as a maker might paste them into
 * a product text or a post: raw tags, event handlers, script addresses in every spelling, in
 * links, pictures, reference links and autolinks.
 */
const owaspVectors = [
  "<script>alert('XSS')</script>",
  "<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>",
  "<IMG SRC=\"javascript:alert('XSS');\">",
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  "<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>",
  "<IMG SRC=# onmouseover=\"alert('xxs')\">",
  "<IMG onmouseover=\"alert('xxs')\">",
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  "<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>",
  "<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>",
  "<IMG SRC=\"jav\tascript:alert('XSS');\">",
  "<IMG SRC=\"jav&#x0A;ascript:alert('XSS');\">",
  "<IMG SRC=\" &#14;  javascript:alert('XSS');\">",
  '<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  "<iframe src=https://xss.example/scriptlet.html <",
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  "<BODY BACKGROUND=\"javascript:alert('XSS')\">",
  '<svg/onload=alert("XSS")>',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  "<TABLE BACKGROUND=\"javascript:alert('XSS')\">",
  "<DIV STYLE=\"background-image: url(javascript:alert('XSS'))\">",
  "<a href=\"javascript:alert('XSS')\">click</a>",
  "[click](javascript:alert('XSS'))",
  "[click](JaVaScRiPt:alert('XSS'))",
  "[click](java&#x09;script:alert('XSS'))",
  "[click](&#106;avascript:alert('XSS'))",
  "[click](javascript&colon;alert('XSS'))",
  "[click](%6A%61%76%61%73%63%72%69%70%74:alert('XSS'))",
  "[click]( javascript:alert('XSS'))",
  "[click](<javascript:alert('XSS')>)",
  "[click](vbscript:msgbox('XSS'))",
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4=)",
  "[click][ref]\n\n[ref]: javascript:alert('XSS')",
  "<javascript:alert('XSS')>",
  "![XSS](javascript:alert('XSS'))",
  '![XSS](/uploads/x.png" onerror="alert(1))',
  "![XSS](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
  "**<img src=x onerror=alert(1)>**",
  "> <script>alert(1)</script>",
  "- [list](javascript:alert(1))",
  "# <svg onload=alert(1)>",
];

describe("OWASP XSS filter evasion vectors", () => {
  it.each(owaspVectors)("%s gives no script, no handler, no script address", (vector) => {
    const rendered = html(vector, 2);
    // Only the renderer's own tags are markup; anything from the source is escaped text.
    const tags = rendered.match(/<[a-z][^>]*>/gi) ?? [];
    for (const tag of tags) {
      expect(tag, rendered).toMatch(
        /^<(div|p|h[2-6]|ul|ol|li|blockquote|hr|strong|em|code|a|img)[\s>/]/,
      );
      expect(tag, rendered).not.toMatch(/\son[a-z]+\s*=/i);
      const address = /\s(?:href|src)="([^"]*)"/.exec(tag)?.[1];
      if (address !== undefined) {
        expect(address, rendered).toMatch(/^(\/(?![/\\])|https?:|mailto:)/);
      }
    }
    expect(rendered).not.toMatch(/<script/i);
  });
});
