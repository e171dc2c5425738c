/** The toast's text when joining fails for a reason that has no message of its own (spec §2). */
export const joinFailedMessage = "Failed to load subscription. Please try again.";

/** The waits before moving on (spec §9): to checkout after 1 s, home after 2 s on failure. */
export const joinRedirectDelays = { checkout: 1000, home: 2000 } as const;
