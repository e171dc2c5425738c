import type { Route } from "./+types/packing-list[.]pdf";
import { issueDownload } from "./issue-download.server.ts";

/** The packing list as a PDF to print: totals, notes, then every envelope and what goes in it. */
export function loader(args: Route.LoaderArgs) {
  return issueDownload(
    args,
    { name: "packing-list.pdf", type: "application/pdf" },
    async (db, issue, shop) => {
      const { packingListPdf } = await import("#server/mail-club/issues/packing-list-pdf.ts");
      return packingListPdf(db, issue.id, shop.timeZone);
    },
  );
}
