import { Input } from "#app/components/ui/input.tsx";
import { errorOf, type FormReply, typedOr } from "#app/forms/form-reply.ts";
import { MarkdownEditor } from "./markdown-editor.tsx";
import { postPreview } from "./markdown-previews.tsx";

export interface PostFieldValues {
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  content: string;
  coverAlt: string;
}

/** The same limits as the server's post schema, repeated for the browser. */
const limits = { title: 200, slug: 100, excerpt: 150, author: 100, content: 40_000, alt: 250 };

/**
 * A post's words: title, address, excerpt, author, the Markdown content with a preview as
 * the blog shows it, and the cover's text alternative. Refused values come back as typed.
 */
export function PostFields(props: { stored: PostFieldValues; reply?: FormReply }) {
  const { stored, reply } = props;
  const field = (name: keyof PostFieldValues) => ({
    name,
    defaultValue: typedOr(reply, name, stored[name]),
    error: errorOf(reply, name),
  });
  return (
    <div className="flex flex-col gap-5">
      <Input label="Title" required maxLength={limits.title} {...field("title")} />
      <Input
        label="Address"
        maxLength={limits.slug}
        hint="The end of the post's address, /blog/…: lower-case words joined by hyphens. Left blank, it is made from the title."
        autoCapitalize="none"
        spellCheck={false}
        {...field("slug")}
      />
      <Input
        label="Excerpt"
        maxLength={limits.excerpt}
        hint="Up to 150 characters, shown on the blog's list. Left blank, the start of the post is used."
        {...field("excerpt")}
      />
      <Input label="Author" maxLength={limits.author} hint="Optional." {...field("author")} />
      <MarkdownEditor
        label="Content"
        name="content"
        defaultValue={typedOr(reply, "content", stored.content)}
        error={errorOf(reply, "content")}
        maxLength={limits.content}
        rows={18}
        renderPreview={postPreview}
        hint="Markdown: ## for a heading, **bold**, *italic*, - for a list, [words](https://…) for a link, ![description](/uploads/…) for a picture of the shop."
      />
      <Input
        label="Cover picture description"
        maxLength={limits.alt}
        hint="Read aloud in place of the cover picture. Left blank, the post's title is used."
        {...field("coverAlt")}
      />
    </div>
  );
}
