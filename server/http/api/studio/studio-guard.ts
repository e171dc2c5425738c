import { createMiddleware } from "hono/factory";
import type { Database } from "#server/db/client.ts";
import type { HttpEnv } from "#server/http/types.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { readStudioToken } from "#server/studio/auth/studio-cookie.ts";
import { findStudioSession } from "#server/studio/auth/studio-sessions.ts";

export type StudioHttpEnv = HttpEnv & { Variables: { studioAccount: StudioAccount } };

/**
 * Every /api/studio endpoint answers only a signed-in studio session (both steps done);
 * anyone else, a signed-in customer included, gets 403 and nothing of the data.
 */
export function studioOnly(db: Database) {
  return createMiddleware<StudioHttpEnv>(async (c, next) => {
    const session = await findStudioSession(db, readStudioToken(c.req.raw));
    if (!session || session.awaitingSecondFactor) {
      c.header("Cache-Control", "no-store");
      return c.json(
        { error: { code: "forbidden", message: "Sign in to the studio to do this." } },
        403,
      );
    }
    c.set("studioAccount", session.account);
    await next();
    c.header("Cache-Control", "no-store");
  });
}
