import { createContext } from "react-router";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";
import type { PayPalClient } from "#server/payments/paypal/types.ts";
import type { FileStorage } from "#server/storage/file-storage.ts";

/** What every loader and action receives from the server, read with `context.get(appContext)`. */
export interface AppContext {
  db: Database;
  config: Config;
  /** Where the pictures and private files are: DATA_DIR or the bucket of STORAGE_URL. */
  storage: FileStorage;
  logger: Logger;
  requestId: string;
  /** The CSP nonce of this response, for inline scripts. */
  nonce: string;
  /** Where the request came from (server/http/client-address.ts), for rate limits. */
  clientAddress: string;
  /** PayPal for PAYPAL_MODE (the simulator by default), see server/http/paypal.ts. */
  paypal: PayPalClient;
}

export const appContext = createContext<AppContext>();
