/**
 * The mailing documents' downloads: the studio's guard, the issue from the address, and the
 * file as an attachment that no cache keeps; a refusal (no such issue, not frozen yet) as a
 * short plain-text answer with its status, never an error page.
 */
import type { RouterContextProvider } from "react-router";
import { replyTo } from "#app/forms/reply.server.ts";
import { shopTimeZone } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import type { Database } from "#server/db/client.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import { getIssue } from "#server/mail-club/issues/get-issue.ts";
import { issueMessages } from "#server/mail-club/issues/issue-messages.ts";
import type { MailClubIssue } from "#server/mail-club/issues/issue-row.ts";

interface DownloadArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { issueId?: string };
}

export async function issueDownload(
  { request, context, params }: DownloadArgs,
  file: { name: string; type: string },
  make: (
    db: Database,
    issue: MailClubIssue,
    shop: { timeZone: string },
  ) => Promise<string | Uint8Array>,
) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const id = parseRowId(params.issueId);
  const issue = id ? await getIssue(db, { id }) : null;
  if (!issue) return plainRefusal(404, issueMessages.notFound);
  const download = await replyTo({}, async () => {
    const body = await make(db, issue, { timeZone: await shopTimeZone(context) });
    return new Response(
      typeof body === "string" ? body : new Blob([body as Uint8Array<ArrayBuffer>]),
      {
        headers: {
          "Content-Type": file.type,
          "Content-Disposition": `attachment; filename="mail-club-${issue.monthKey}-${file.name}"`,
          "Cache-Control": "private, no-store",
        },
      },
    );
  });
  if (download instanceof Response) return download;
  // A download has no form to show again: of the refusal, its message and status are kept.
  return plainRefusal(download.init?.status ?? 500, download.data.message ?? "");
}

function plainRefusal(status: number, message: string) {
  return new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
