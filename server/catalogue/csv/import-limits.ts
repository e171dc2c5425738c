/** How many rows the import writes in one transaction (one request of the apply step). */
export const IMPORT_BATCH_SIZE = 100;

/** The most products one file may hold; a bigger catalogue is imported in several files. */
export const MAX_IMPORT_ROWS = 5_000;
