import { AccountSection } from "#app/components/account/account-section.tsx";
import { DownloadList } from "#app/components/account/download-list.tsx";
import type { DownloadItem } from "#server/downloads/download-items.ts";

/** Every file the customer has bought, guest orders they have since joined included. */
export function DownloadsCard(props: { items: DownloadItem[] }) {
  return (
    <AccountSection
      id="downloads"
      title="Downloads"
      tape="sage"
      description="Every file you have bought, to download again whenever you need it."
    >
      {props.items.length > 0 ? (
        <DownloadList items={props.items} />
      ) : (
        <p className="text-ink-soft">No downloads yet.</p>
      )}
    </AccountSection>
  );
}
