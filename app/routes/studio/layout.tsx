import { Outlet } from "react-router";
import type { ShellHandle } from "#app/components/layout/shell-data.ts";
import { shopNameFrom } from "#app/components/meta.ts";
import { StudioFrame } from "#app/components/studio/studio-frame.tsx";
import { requireStudio } from "#app/server/studio-session.server.ts";
import type { Route } from "./+types/layout";

export const handle: ShellHandle = { shell: "bare" };

/** Who is signed in, for the frame; each screen below checks the studio role itself too. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireStudio(request, context);
  return { email: account.email };
}

export default function StudioLayout({ loaderData, matches }: Route.ComponentProps) {
  return (
    <StudioFrame shopName={shopNameFrom(matches)} email={loaderData.email}>
      <Outlet />
    </StudioFrame>
  );
}
