import type { Logger } from "#server/logger.ts";
import type { ShopContext } from "#server/shop-context.ts";

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
    /** The shop's context of an API request, once opened (server/http/api/shop-context.ts). */
    shop: Promise<ShopContext> | undefined;
  };
}
