import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { newsletterSubscribersCsv } from "#server/studio/content/newsletter/subscribers-csv.ts";
import type { Route } from "./+types/newsletter-subscribers[.]csv";

/** /studio/content/newsletter/subscribers.csv: every sign-up with its consent, downloaded. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireStudio(request, context);
  const { db } = context.get(appContext);
  const csv = await newsletterSubscribersCsv(db, account);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="newsletter-subscribers-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
