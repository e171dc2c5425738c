import { packingList } from "#server/mail-club/issues/packing-list.ts";
import { packingListText } from "#server/mail-club/issues/packing-list-text.ts";
import type { Route } from "./+types/packing-list[.]txt";
import { issueDownload } from "./issue-download.server.ts";

/** The packing list as plain text to print: totals, notes, then every envelope. */
export function loader(args: Route.LoaderArgs) {
  return issueDownload(
    args,
    { name: "packing-list.txt", type: "text/plain; charset=utf-8" },
    async (db, issue, shop) => packingListText(await packingList(db, issue.id, shop.timeZone)),
  );
}
