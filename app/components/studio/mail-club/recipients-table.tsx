import { Link } from "react-router";
import {
  StudioTableFrame,
  studioTable,
  tableClasses,
} from "#app/components/studio/studio-page.tsx";

export interface RecipientRow {
  subscriptionId: number;
  name: string;
  email: string;
  plan: string;
  /** The envelope's lines after the name, joined: '12 Lantern Street, Portland OR 97201'. */
  address: string;
  country: string;
}

/** The envelopes of an issue in label order, numbered as the labels and packing list are. */
export function RecipientsTable({
  recipients,
  caption,
}: {
  recipients: RecipientRow[];
  caption: string;
}) {
  return (
    <StudioTableFrame label={caption}>
      <table className={tableClasses("min-w-[52rem]")}>
        <caption className="sr-only">{caption}</caption>
        <thead className={studioTable.head}>
          <tr>
            <th scope="col" className={`${studioTable.headCell} text-right`}>
              No.
            </th>
            <th scope="col" className={studioTable.headCell}>
              Name
            </th>
            <th scope="col" className={studioTable.headCell}>
              E-mail
            </th>
            <th scope="col" className={studioTable.headCell}>
              Plan
            </th>
            <th scope="col" className={studioTable.headCell}>
              Address
            </th>
            <th scope="col" className={studioTable.headCell}>
              Country
            </th>
          </tr>
        </thead>
        <tbody>
          {recipients.map((recipient, index) => (
            <tr key={recipient.subscriptionId} className={studioTable.row}>
              <td className={`${studioTable.cell} text-right tabular-nums`}>{index + 1}</td>
              <th scope="row" className={`${studioTable.cell} font-semibold`}>
                <Link
                  to={`/studio/mail-club/members/${recipient.subscriptionId}`}
                  className="text-clay-deep underline underline-offset-4"
                >
                  {recipient.name}
                </Link>
              </th>
              <td className={`${studioTable.cell} whitespace-nowrap`}>{recipient.email}</td>
              <td className={studioTable.cell}>{recipient.plan}</td>
              <td className={studioTable.cell}>{recipient.address}</td>
              <td className={studioTable.cell}>{recipient.country}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </StudioTableFrame>
  );
}
