/** What the /cart action answers a fetcher (and a page posted without JavaScript, on errors). */
export type CartIntent = "add" | "set-quantity" | "remove" | "clear";

export type CartActionData =
  | {
      ok: true;
      intent: CartIntent;
      /** The product's title, for 'Added to cart' and 'Removed'. */
      title?: string;
      /** How many were added: 0 when a digital download or a plan was already there. */
      added?: number;
    }
  | {
      ok: false;
      intent: CartIntent | null;
      /** `title` is set for the 'Invalid Cart Combination' warning. */
      error: { title?: string; message: string };
      /** Where the refused add came from (a safe path), to offer a way back. */
      returnTo?: string;
    };
