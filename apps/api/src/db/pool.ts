import type pg from 'pg';

/**
 * True when a failed statement left its connection as it was: the server refused the statement (severity ERROR, such
 * as a unique violation) and the connection is idle outside any transaction.
 */
function connectionSurvived(client: pg.PoolClient, error: unknown, DatabaseError: typeof pg.DatabaseError): boolean {
  return error instanceof DatabaseError && error.severity === 'ERROR' && client.getTransactionStatus() === 'I';
}

/**
 * A pool whose `query` keeps a connection that a statement failed on, when the failure was only the statement's.
 * pg-pool's own `query` ends the connection after any error: every booking request that lost its hour-slot at the
 * unique index (a 409) closed a connection, and the next request paid for a new PostgreSQL backend and prepared its
 * statements again. A lost or broken connection (any other error, or one left inside a transaction) is still ended.
 * Callback and submittable forms, which the app does not use, go to pg-pool unchanged.
 */
export function keepingPool(Pool: typeof pg.Pool, DatabaseError: typeof pg.DatabaseError): typeof pg.Pool {
  return class KeepingPool extends Pool {
    // pg's `query` overloads cannot be re-declared one by one in a subclass; the arguments pass through.
    override query(...args: unknown[]): never {
      const [config, values, callback] = args;
      const viaCallback = typeof values === 'function' || typeof callback === 'function';
      const submittable = config !== null && typeof config === 'object' && 'submit' in config;
      if (viaCallback || submittable) return (super.query as (...rest: unknown[]) => never)(...args);
      return this.connect().then(async (client) => {
        // A socket error is also emitted on the client; unheard, it would be thrown (pg-pool's `query` listens too).
        let broken: Error | undefined;
        const onError = (error: Error) => (broken ??= error);
        client.on('error', onError);
        let result: unknown;
        try {
          result = await client.query(config as pg.QueryConfig, values as unknown[] | undefined);
        } catch (error) {
          client.removeListener('error', onError);
          const survived = !broken && connectionSurvived(client, error, DatabaseError);
          client.release(survived ? undefined : (broken ?? (error as Error)));
          throw error;
        }
        client.removeListener('error', onError);
        client.release(broken);
        return result;
      }) as never;
    }
  };
}
