import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";

export interface SocialLinkRow {
  label: string;
  url: string;
}

const MAX_LINKS = 10;
let nextKey = 0;

/**
 * The social links as rows of a label and an address. With script, rows are added and
 * removed in place; without, the stored rows and one blank row are sent (a blank row is no
 * link, and clearing a row removes it).
 */
export function SocialLinksField(props: {
  links: SocialLinkRow[];
  errors: Record<string, string>;
  groupError?: string;
}) {
  const hydrated = useHydrated();
  const [rows, setRows] = useState(() =>
    [...props.links, { label: "", url: "" }].map((link) => ({ ...link, key: nextKey++ })),
  );
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-ink">Social links</legend>
      <p className="-mt-1 text-sm text-ink-soft">
        Shown in the header, the footer and the blog, each with its name. Addresses start with
        https://.
      </p>
      {props.groupError ? (
        <p className="text-sm font-medium text-danger">{props.groupError}</p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {rows.map((row, index) => (
          <li
            key={row.key}
            className="grid gap-2 rounded-md border border-line p-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-start"
          >
            <Input
              label={`Link ${index + 1}: name`}
              name="linkLabel"
              maxLength={40}
              defaultValue={row.label}
              placeholder="Instagram"
              error={props.errors[`socialLinks.${index}.label`]}
            />
            <Input
              label={`Link ${index + 1}: address`}
              name="linkUrl"
              type="url"
              inputMode="url"
              maxLength={500}
              defaultValue={row.url}
              placeholder="https://www.instagram.com/yourshop"
              error={props.errors[`socialLinks.${index}.url`]}
            />
            {hydrated ? (
              <Button
                variant="ghost"
                className="sm:mt-6"
                onClick={() => setRows((current) => current.filter((kept) => kept.key !== row.key))}
              >
                Remove<span className="sr-only"> link {index + 1}</span>
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {hydrated && rows.length < MAX_LINKS ? (
        <div>
          <Button
            variant="secondary"
            onClick={() =>
              setRows((current) => [...current, { label: "", url: "", key: nextKey++ }])
            }
          >
            Add a link
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
