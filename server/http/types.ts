import type { Logger } from "#server/logger.ts";

/** Values the middlewares put on each request, read with `c.get(...)`. */
export interface HttpEnv {
  Variables: {
    requestId: string;
    nonce: string;
    clientAddress: string;
    logger: Logger;
    /** An API handler's name for a field its domain refusals name (server/http/api/refusal.ts). */
    apiFieldName: ((field: string) => string) | undefined;
    /** What goes beside an API refusal, made before it (a guest's new token). */
    refusalExtras: Record<string, unknown> | undefined;
  };
}
