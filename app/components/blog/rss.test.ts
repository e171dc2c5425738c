import { describe, expect, it } from "vitest";
import { formatPostDate } from "#app/components/blog/format-date.ts";
import { escapeXml, rfc822, rssXml } from "#app/components/blog/rss.ts";
import { blogLoadError } from "#app/routes/blog-load-error.server.ts";
import { AppError } from "#server/lib/errors.ts";

describe("rssXml", () => {
  const xml = rssXml({
    origin: "https://shop.example",
    title: "The Studio Journal — Washi & Co",
    description: "Stories <and> glimpses",
    path: "/blog",
    feedPath: "/blog/rss.xml",
    items: [
      {
        title: 'Cats & "quotes" <script>alert(1)</script>',
        path: "/blog/cats-and-quotes",
        description: "Tea & paper\u0000\u0007 ]]> done",
        publishedAt: new Date("2025-03-05T14:30:00Z"),
        author: "Mina",
      },
      {
        title: "Older",
        path: "/blog/older",
        description: "An older post",
        publishedAt: new Date("2025-02-01T09:00:00Z"),
        author: null,
      },
    ],
  });

  it("is an RSS 2.0 channel with absolute links and a self link", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain("<title>The Studio Journal — Washi &amp; Co</title>");
    expect(xml).toContain("<link>https://shop.example/blog</link>");
    expect(xml).toContain("<description>Stories &lt;and&gt; glimpses</description>");
    expect(xml).toContain(
      '<atom:link href="https://shop.example/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain("<lastBuildDate>Wed, 05 Mar 2025 14:30:00 GMT</lastBuildDate>");
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml.trimEnd().endsWith("</channel>\n</rss>")).toBe(true);
  });

  it("gives each item its link, guid, RFC 822 date and escaped text", () => {
    expect(xml).toContain(
      "<title>Cats &amp; &quot;quotes&quot; &lt;script&gt;alert(1)&lt;/script&gt;</title>",
    );
    expect(xml).toContain("<link>https://shop.example/blog/cats-and-quotes</link>");
    expect(xml).toContain(
      '<guid isPermaLink="true">https://shop.example/blog/cats-and-quotes</guid>',
    );
    expect(xml).toContain("<pubDate>Wed, 05 Mar 2025 14:30:00 GMT</pubDate>");
    expect(xml).toContain("<dc:creator>Mina</dc:creator>");
    expect(xml).toContain("<description>Tea &amp; paper ]]&gt; done</description>");
    expect(xml.match(/<dc:creator>/g)).toHaveLength(1);
    expect(xml).not.toContain("<script");
    expect(xml).not.toContain("\u0000");
    expect(xml).not.toContain("\u0007");
  });

  it("is a valid empty channel without posts", () => {
    const empty = rssXml({
      origin: "https://shop.example",
      title: "Blog",
      description: "",
      path: "/blog",
      feedPath: "/blog/rss.xml",
      items: [],
    });
    expect(empty).not.toContain("<item>");
    expect(empty).not.toContain("lastBuildDate");
    expect(empty).toContain("<description></description>");
  });
});

describe("escapeXml and rfc822", () => {
  it("escapes the special characters and drops what XML forbids", () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;",
    );
    expect(escapeXml("a\u0001b\u000bc\ud800d\ufffe e\tf\ng 🙂")).toBe("abcd e\tf\ng 🙂");
  });

  it("writes dates the RFC 822 way", () => {
    expect(rfc822(new Date("2025-12-31T23:59:59Z"))).toBe("Wed, 31 Dec 2025 23:59:59 GMT");
  });
});

describe("formatPostDate", () => {
  it("writes the US long date on the shop's calendar", () => {
    const date = new Date("2025-03-05T15:00:00Z");
    expect(formatPostDate(date, "America/New_York")).toBe("March 5, 2025");
    // Late evening in New York is already the next day in UTC.
    const evening = new Date("2025-03-06T02:30:00Z");
    expect(formatPostDate(evening, "America/New_York")).toBe("March 5, 2025");
    expect(formatPostDate(evening, "UTC")).toBe("March 6, 2025");
  });
});

describe("blogLoadError", () => {
  it("shows an AppError's message, never a database's, and spots connection failures", () => {
    expect(blogLoadError(new AppError("unavailable", "The blog is resting."))).toEqual({
      message: "The blog is resting.",
      isNetworkError: false,
    });
    expect(blogLoadError(new Error('relation "blog_posts" does not exist'))).toEqual({
      message: null,
      isNetworkError: false,
    });
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    expect(blogLoadError(new Error("Failed query", { cause: refused }))).toEqual({
      message: null,
      isNetworkError: true,
    });
    expect(blogLoadError("weird").isNetworkError).toBe(false);
  });
});
