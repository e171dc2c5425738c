import { data, Link } from "react-router";
import { StudioPage } from "#app/components/studio/studio-page.tsx";
import { requireStudio } from "#app/server/studio-session.server.ts";
import type { Route } from "./+types/not-found";

export function meta() {
  return [{ title: "Not found — Studio" }];
}

/** An unknown studio address: 404 for the maker, the sign-in for anyone else. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  return data(null, 404);
}

export default function StudioNotFound() {
  return (
    <StudioPage title="Nothing here" description="The studio has no screen at this address.">
      <p>
        <Link to="/studio" className="font-semibold text-clay-deep underline underline-offset-4">
          Back to the dashboard
        </Link>
      </p>
    </StudioPage>
  );
}
