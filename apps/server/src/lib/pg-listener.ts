import pg from 'pg';

export interface ListenerHandlers {
  /** A notification on the channel (payload '' when it had none), from this client. */
  onNotify(payload: string, client: pg.Client): void;
  onError(err: Error): void;
  /** The connection ended (an error is followed by an end): the caller reconnects. */
  onEnd(client: pg.Client): void;
}

/**
 * A dedicated connection (outside the pool) LISTENing on `channel`. Used by every in-memory
 * state that follows the database through NOTIFY (balance pushes, catalog versions); each
 * keeps its own reconnect and catch-up policy. A failed connect or LISTEN ends the client and
 * throws, without reporting an end.
 */
export async function openListener(
  connectionString: string,
  channel: string,
  h: ListenerHandlers,
  opts: { keepAlive?: boolean } = {},
): Promise<pg.Client> {
  // A connect the server never answers fails (and the owner retries) rather than hanging its subscribers.
  const client = new pg.Client({ connectionString, keepAlive: opts.keepAlive ?? false, connectionTimeoutMillis: 15_000 });
  client.on('notification', (n) => {
    if (n.channel === channel) h.onNotify(n.payload ?? '', client);
  });
  client.on('error', (err) => h.onError(err));
  client.on('end', () => h.onEnd(client));
  try {
    await client.connect();
    await client.query(`LISTEN ${channel}`);
  } catch (e) {
    await closeQuietly(client);
    throw e;
  }
  return client;
}

/** Ends a listener without reporting its end (it is being given up, not lost). */
export async function closeQuietly(client: pg.Client): Promise<void> {
  client.removeAllListeners('end');
  await client.end().catch(() => {});
}
