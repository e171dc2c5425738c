import { FileUpload } from "#app/components/studio/file-upload.tsx";
import { RowAction } from "#app/components/studio/row-action.tsx";
import { StudioTable } from "#app/components/studio/studio-table.tsx";
import { fileSize } from "#server/downloads/file-size.ts";

export interface ProductFileRow {
  id: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  downloads: number;
  updatedAt: string;
}

const kindNames: Record<string, string> = {
  "application/pdf": "PDF",
  "application/zip": "ZIP",
  "image/png": "PNG",
  "image/jpeg": "JPG",
};

/** A digital product's files: what each is, how often it was downloaded, replace or remove. */
export function ProductFilesTable(props: { productId: number; files: ProductFileRow[] }) {
  return (
    <StudioTable
      label="Files"
      minWidth="min-w-[44rem]"
      rows={props.files}
      rowKey={(file) => file.id}
      columns={[
        {
          header: "File",
          rowHeader: true,
          className: "font-semibold break-all",
          cell: (file) => file.fileName,
        },
        { header: "Kind", cell: (file) => kindNames[file.contentType] ?? file.contentType },
        {
          header: "Size",
          align: "right",
          className: "whitespace-nowrap",
          cell: (file) => fileSize(file.sizeBytes),
        },
        { header: "Downloads", align: "right", cell: (file) => file.downloads },
        {
          header: "Actions",
          quietHeader: true,
          className: "min-w-64",
          cell: (file) => (
            <div className="flex flex-col gap-2">
              <details>
                <summary className="min-h-11 cursor-pointer py-2 font-semibold">
                  Replace<span className="sr-only">: {file.fileName}</span>
                </summary>
                <div className="pt-2">
                  <FileUpload
                    kind="download"
                    endpoint={`/api/studio/products/${props.productId}/files/${file.id}`}
                    fileLabel="New version"
                    submitLabel="Replace file"
                    hint="Buyers' links deliver the new version from now on."
                    doneTitle="File replaced"
                  />
                </div>
              </details>
              <RowAction
                id={file.id}
                intent="remove"
                label={file.fileName}
                variant="ghost"
                className="self-start"
              >
                Remove
              </RowAction>
            </div>
          ),
        },
      ]}
    />
  );
}
