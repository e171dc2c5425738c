import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";

/** A digital product's files by name on the edit page, with the way to their own screen. */
export function ProductFilesPanel(props: { productId: number; fileNames: string[] }) {
  return (
    <StudioPanel
      title="Files to download"
      actions={
        <LinkButton to={`/studio/products/${props.productId}/files`} variant="secondary">
          Manage files
        </LinkButton>
      }
    >
      {props.fileNames.length === 0 ? (
        <p className="text-ink-soft">
          No files yet: a buyer would receive nothing. Add the file they download.
        </p>
      ) : (
        <ul className="flex list-disc flex-col gap-1 pl-5">
          {props.fileNames.map((name) => (
            <li key={name} className="break-all">
              {name}
            </li>
          ))}
        </ul>
      )}
    </StudioPanel>
  );
}
