import { describe, expect, it } from "vitest";
import { parseInline, parseMarkdown, safeHref } from "#app/components/catalog/markdown.ts";

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
    expect(safeHref("/relative")).toBeNull();
    expect(safeHref("http://ok.example/")).toBe("http://ok.example/");
  });

  it("leaves snake_case words alone", () => {
    expect(parseInline("file_name_here")).toEqual([{ kind: "text", text: "file_name_here" }]);
  });
});
