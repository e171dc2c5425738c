import { Form } from "react-router";
import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import { Button } from "#app/components/ui/button.tsx";

export interface OrderDownloadsView {
  files: {
    grantId: number;
    fileId: number;
    productTitle: string;
    fileName: string;
    used: number;
    allowed: number;
    revoked: boolean;
  }[];
  recent: { id: number; fileName: string; downloadedAt: string }[];
}

/**
 * What the order delivers to download: each file's count, a reset for a line whose buyer ran
 * out, the order e-mail sent again with fresh links, and the latest downloads.
 */
export function OrderDownloads(props: {
  downloads: OrderDownloadsView;
  busyIntent: string | null;
  formatTime: (iso: string) => string;
}) {
  const { files, recent } = props.downloads;
  if (files.length === 0) return null;
  const grants = [...new Map(files.map((file) => [file.grantId, file])).values()];
  const revoked = files.every((file) => file.revoked);
  return (
    <StudioPanel title="Downloads">
      <div className="flex flex-col gap-5">
        {revoked ? (
          <p className="text-ink-soft">Refunded or cancelled: these links no longer work.</p>
        ) : null}
        <ul className="flex flex-col gap-2">
          {files.map((file) => (
            <li key={`${file.grantId}-${file.fileId}`} className="flex flex-col">
              <span className="font-semibold break-all">{file.fileName}</span>
              <span className="text-sm text-ink-soft">
                {file.productTitle} · downloaded {file.used} of {file.allowed} times
              </span>
            </li>
          ))}
        </ul>
        {revoked ? null : (
          <div className="flex flex-wrap gap-3">
            <Form method="post">
              <Button
                type="submit"
                name="intent"
                value="resend-downloads"
                variant="secondary"
                disabled={props.busyIntent === "resend-downloads"}
              >
                Send the download e-mail again
              </Button>
            </Form>
            {grants.map((grant) => (
              <Form method="post" key={grant.grantId}>
                <input type="hidden" name="grantId" value={grant.grantId} />
                <Button
                  type="submit"
                  name="intent"
                  value="reset-downloads"
                  variant="ghost"
                  disabled={props.busyIntent === "reset-downloads"}
                >
                  Reset the count
                  <span className="sr-only">: {grant.productTitle}</span>
                </Button>
              </Form>
            ))}
          </div>
        )}
        {recent.length > 0 ? (
          <div className="flex flex-col gap-2">
            <h3 className="font-semibold">Latest downloads</h3>
            <ol className="flex flex-col gap-1 text-sm text-ink-soft">
              {recent.map((record) => (
                <li key={record.id}>
                  <time dateTime={record.downloadedAt}>
                    {props.formatTime(record.downloadedAt)}
                  </time>{" "}
                  · {record.fileName}
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </div>
    </StudioPanel>
  );
}
