/**
 * The storefront version learned by notification instead of a query per request.
 *
 * The trigger function that raises `storefront_version.version` also sends the new version on
 * the channel `storefront_version` (migration 0035). PostgreSQL delivers a notification when
 * its transaction commits, so nobody learns a version before its data. Per database handle, a
 * watch listens and keeps the highest version it was sent:
 * - PGlite: the instance's one session listens (`pg.listen`). A commit hands the listeners
 *   their notification before the writing query answers, so a read right after this
 *   process's own write already sees the raised version.
 * - PostgreSQL: a connection of its own (application_name `STOREFRONT_VERSION_LISTENER`)
 *   listens for every instance's writes. Every connection of the handle's pool listens too:
 *   a session gets its own notification just before its COMMIT answers, while another
 *   session's may reach the dedicated connection a moment later. This keeps a page read
 *   right after this process's own write from being stale.
 * The watch is live only while its listener is up and has read the version once since it
 * started listening, so nothing committed before is missed. Otherwise (starting, the
 * connection dropped, reconnecting with backoff) `watchedStorefrontVersion` answers undefined
 * and the caller reads the version with a query, as it did before the watch existed. Closing the
 * handle stops the watch (`onDatabaseClose`).
 */
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type Database, onDatabaseClose } from "#server/db/client.ts";

const CHANNEL = "storefront_version";
const READ_VERSION = "select version from storefront_version where id = 1";

/** The application_name of each PostgreSQL connection that listens for the version. */
export const STOREFRONT_VERSION_LISTENER = "washi storefront version";

/** The wait before reconnecting a dropped listener, doubled each failed try up to the cap. */
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;

interface Watch {
  live: boolean;
  /** The highest version notified (or read) since the listener last started. */
  version: number;
}

/** Per handle's `db`; null when it cannot be watched (a transaction, a closed handle). */
const watches = new WeakMap<Database, Watch | null>();

/**
 * The current storefront version as the watch on `db` learned it without a query, or
 * undefined while the watch is not live: read the version from the database then. The first
 * call for a handle starts its watch.
 */
export function watchedStorefrontVersion(db: Database): number | undefined {
  let watch = watches.get(db);
  if (watch === undefined) {
    watch = startWatch(db);
    watches.set(db, watch);
  }
  return watch?.live ? watch.version : undefined;
}

function startWatch(db: Database): Watch | null {
  // Drizzle keeps the driver's client on the database object: a PGlite, or a pg pool.
  const client = "$client" in db ? db.$client : undefined;
  const watch: Watch = { live: false, version: 0 };
  let stop: (() => Promise<void>) | undefined;
  if (!onDatabaseClose(db, async () => stop?.())) return null;
  if (client instanceof PGlite) stop = watchPglite(client, watch);
  else if (client instanceof pg.Pool) stop = watchPostgres(client, watch);
  return stop ? watch : null;
}

/** Raises the watch's version to a notified one (payloads are the version in decimal). */
function notified(watch: Watch, payload: string | undefined) {
  const version = Number(payload);
  if (Number.isSafeInteger(version) && version > watch.version) watch.version = version;
}

/** Makes the watch live with the version read after listening, or a higher one notified since. */
function caughtUp(watch: Watch, read: unknown) {
  notified(watch, String(read ?? 0));
  watch.live = true;
}

/** Listens on the PGlite instance's own session; answers how to stop. */
function watchPglite(client: PGlite, watch: Watch) {
  let stopped = false;
  let unlisten: (() => Promise<void>) | undefined;
  const started = (async () => {
    try {
      unlisten = await client.listen(CHANNEL, (payload) => notified(watch, payload));
      const { rows } = await client.query<{ version: unknown }>(READ_VERSION);
      if (!stopped) caughtUp(watch, rows[0]?.version);
    } catch {
      // Left not live: the version is read with a query, as without the watch.
    }
  })();
  return async () => {
    stopped = true;
    watch.live = false;
    await started;
    await unlisten?.().catch(() => {});
  };
}

/**
 * Listens on a PostgreSQL connection of its own, reconnecting with backoff whenever it drops,
 * and on each connection of the pool; answers how to stop.
 */
function watchPostgres(pool: pg.Pool, watch: Watch) {
  let stopped = false;
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === CHANNEL) notified(watch, message.payload);
  };

  const connect = async () => {
    if (stopped) return;
    const client = new pg.Client({
      ...pool.options,
      application_name: STOREFRONT_VERSION_LISTENER,
      // Probes notice a connection that died without a word (a restarted server, a dropped
      // network) within seconds, and keep idle-connection reapers on the way from closing it.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    listener = client;
    watch.live = false;
    watch.version = 0;
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      if (listener === client) {
        listener = undefined;
        watch.live = false;
      }
      client.end().catch(() => {});
      if (stopped) return;
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, retryMs);
      retry.unref();
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    };
    client.on("error", drop);
    client.on("end", drop);
    client.on("notification", onNotification);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      const { rows } = await client.query<{ version: unknown }>(READ_VERSION);
      if (dropped || stopped) return;
      caughtUp(watch, rows[0]?.version);
      retryMs = FIRST_RETRY_MS;
    } catch {
      drop();
    }
  };

  // Each pool connection listens too, before it runs a statement for the shop: its own
  // writes' notifications then arrive before those writes answer. A new connection listens
  // as it opens (the pool's onConnect runs before the pool hands it out); one opened before
  // the watch started does when it is next taken from the pool, idle, so the LISTEN goes
  // ahead of the taker's first statement without two queries ever waiting on one connection.
  const listening = new WeakSet<pg.ClientBase>();
  const listen = async (connection: pg.ClientBase) => {
    if (listening.has(connection)) return;
    listening.add(connection);
    connection.on("notification", onNotification);
    await connection.query(`LISTEN ${CHANNEL}`);
  };
  const previousOnConnect = pool.options.onConnect;
  const onConnect = async (connection: pg.ClientBase) => {
    await previousOnConnect?.(connection);
    await listen(connection).catch(() => {});
  };
  const onAcquire = (connection: pg.PoolClient) => {
    listen(connection).catch(() => {});
  };
  pool.options.onConnect = onConnect;
  pool.on("acquire", onAcquire);

  void connect();
  return async () => {
    stopped = true;
    watch.live = false;
    clearTimeout(retry);
    pool.off("acquire", onAcquire);
    if (pool.options.onConnect === onConnect) pool.options.onConnect = previousOnConnect;
    const client = listener;
    listener = undefined;
    await client?.end().catch(() => {});
  };
}
