import { Input } from "#app/components/ui/input.tsx";
import { errorOf, type FormReply, typedOr } from "#app/forms/form-reply.ts";
import type { EditablePageText } from "#server/studio/content/pages/editable-page-texts.ts";
import { MarkdownEditor } from "./markdown-editor.tsx";
import { homeSectionPreview, servicePagePreview } from "./markdown-previews.tsx";

/**
 * A stored page text's fields, named as the page uses them; its Markdown body previewed the
 * way that page renders it ({email} in a service page becomes the shop's address).
 */
export function PageTextFields(props: {
  page: Pick<EditablePageText, "labels" | "body">;
  stored: { title: string; lead: string; body: string };
  ownerEmail: string;
  reply?: FormReply;
}) {
  const { page, stored, reply } = props;
  return (
    <div className="flex flex-col gap-5">
      <Input
        label={page.labels.title}
        name="title"
        required
        maxLength={200}
        defaultValue={typedOr(reply, "title", stored.title)}
        error={errorOf(reply, "title")}
      />
      <Input
        label={page.labels.lead}
        name="lead"
        maxLength={500}
        defaultValue={typedOr(reply, "lead", stored.lead)}
        error={errorOf(reply, "lead")}
      />
      {page.body === "none" ? null : (
        <MarkdownEditor
          label={page.labels.body ?? "Text"}
          name="body"
          defaultValue={typedOr(reply, "body", stored.body)}
          error={errorOf(reply, "body")}
          maxLength={40_000}
          rows={page.body === "home" ? 6 : 20}
          renderPreview={
            page.body === "home" ? homeSectionPreview : servicePagePreview(props.ownerEmail)
          }
          hint={
            page.body === "page"
              ? "Markdown. Each ## heading starts a section of the page; {email} shows the shop's e-mail address as a link, {countries} the number of countries the Mail Club goes to, and {shipping-rates} on a line of its own the table of your shipping rates and delivery times."
              : "Markdown: - for a list, **bold**, *italic*, [words](https://…) for a link."
          }
        />
      )}
    </div>
  );
}
