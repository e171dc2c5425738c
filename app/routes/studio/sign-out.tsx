import { redirect } from "react-router";
import { endStudioSignIn } from "#app/server/studio-session.server.ts";
import type { Route } from "./+types/sign-out";

/** A POST only: a link or a prefetch must never end the maker's session. */
export function loader() {
  return redirect("/studio");
}

export async function action({ request, context }: Route.ActionArgs) {
  const headers = await endStudioSignIn(request, context);
  return redirect("/studio/login", { status: 303, headers });
}
