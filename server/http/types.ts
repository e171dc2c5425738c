import type { Logger } from "#server/logger.ts";

/** Values the middlewares put on each request, read with `c.get(...)`. */
export interface HttpEnv {
  Variables: {
    requestId: string;
    nonce: string;
    clientAddress: string;
    logger: Logger;
  };
}
