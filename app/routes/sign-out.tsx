import { redirect } from "react-router";
import { signedOutCookies } from "#app/server/session.server.ts";
import { readSessionToken } from "#server/accounts/session-cookie.ts";
import { endSession } from "#server/accounts/sessions.ts";
import { appContext } from "#server/context.ts";
import type { Route } from "./+types/sign-out";

/** Signing out is a POST only: a link or a prefetch must never end a session. */
export function loader() {
  return redirect("/");
}

/** Ends the session on the server, clears its cookie and the cart's, and goes home. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appContext);
  await endSession(db, readSessionToken(request));
  return redirect("/", { status: 303, headers: signedOutCookies(context) });
}
