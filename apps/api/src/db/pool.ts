import type pg from 'pg';

/**
 * True when a failed statement left its connection as it was: the server refused the statement (severity ERROR, such
 * as a unique violation) and the connection is idle outside any transaction.
 */
function connectionSurvived(client: pg.PoolClient, error: unknown, DatabaseError: typeof pg.DatabaseError): boolean {
  return error instanceof DatabaseError && error.severity === 'ERROR' && client.getTransactionStatus() === 'I';
}

/**
 * Which waiters a freed connection goes to first. `ahead`: a statement that finishes work already under way (the
 * booking of a card that was just charged); `inTurn`: everything else, first come first served.
 */
export type Lane = 'ahead' | 'inTurn';

/**
 * At most `size` connections out at once. A freed one goes to the longest-waiting `ahead` statement, else to the
 * longest-waiting one in turn. Nothing waits in `ahead` for long: each of its statements belongs to work that has
 * already started, so new work cannot keep it there.
 */
export function createConnectionGate(size: number) {
  let out = 0;
  const waiting: Record<Lane, (() => void)[]> = { ahead: [], inTurn: [] };
  return {
    /** Undefined when a connection is free now (the caller may take one at once), else when it is this caller's. */
    acquire(lane: Lane): Promise<void> | undefined {
      if (out < size) {
        out += 1;
        return undefined;
      }
      return new Promise((resolve) => waiting[lane].push(resolve));
    },
    release() {
      const next = waiting.ahead.shift() ?? waiting.inTurn.shift();
      if (next) next();
      else out -= 1;
    },
    waiting: (lane: Lane) => waiting[lane].length,
  };
}

/**
 * The `query` and `connect` of a pool in the `ahead` lane, for a second drizzle instance over the same pool. drizzle
 * takes an object for a pool (a transaction checks out a connection) when its class name contains "Pool".
 */
export class AheadPool {
  constructor(
    readonly query: (...args: unknown[]) => Promise<unknown>,
    readonly connect: () => Promise<pg.PoolClient>,
  ) {}
}

/**
 * A pool whose `query` keeps a connection that a statement failed on, when the failure was only the statement's.
 * pg-pool's own `query` ends the connection after any error: every booking request that lost its hour-slot at the
 * unique index (a 409) closed a connection, and the next request paid for a new PostgreSQL backend and prepared its
 * statements again. A lost or broken connection (any other error, or one left inside a transaction) is still ended.
 * Callback and submittable forms, which the app does not use, go to pg-pool unchanged (and past the gate's lanes).
 *
 * Connections are handed out through a `createConnectionGate` of the pool's size, so a statement in the `ahead` lane
 * (`ahead()`, a view of this pool that drizzle accepts as one) is served before those waiting in turn.
 */
export function keepingPool(
  Pool: typeof pg.Pool,
  DatabaseError: typeof pg.DatabaseError,
): new (config?: pg.PoolConfig) => pg.Pool & { ahead(): AheadPool } {
  return class KeepingPool extends Pool {
    readonly #gate = createConnectionGate(this.options.max);

    /** This pool's `query` and `connect` in the `ahead` lane. */
    ahead(): AheadPool {
      return new AheadPool(
        (...args) => this.#query('ahead', args),
        () => this.#connect('ahead'),
      );
    }

    override connect(...args: unknown[]): never {
      if (args.length) return (super.connect as (...rest: unknown[]) => never)(...args);
      return this.#connect('inTurn') as never;
    }

    /** A connection when the gate lets this lane have one; its `release` also frees the gate's place, once. */
    async #connect(lane: Lane): Promise<pg.PoolClient> {
      const turn = this.#gate.acquire(lane);
      if (turn) await turn;
      let client: pg.PoolClient;
      try {
        client = await super.connect();
      } catch (error) {
        this.#gate.release();
        throw error;
      }
      const release = client.release;
      let released = false;
      client.release = (error?: Error | boolean) => {
        release.call(client, error);
        if (released) return;
        released = true;
        this.#gate.release();
      };
      return client;
    }

    // pg's `query` overloads cannot be re-declared one by one in a subclass; the arguments pass through.
    override query(...args: unknown[]): never {
      return this.#query('inTurn', args) as never;
    }

    #query(lane: Lane, args: unknown[]): Promise<unknown> {
      const [config, values, callback] = args;
      const viaCallback = typeof values === 'function' || typeof callback === 'function';
      const submittable = config !== null && typeof config === 'object' && 'submit' in config;
      if (viaCallback || submittable) return (super.query as (...rest: unknown[]) => never)(...args);
      return this.#connect(lane).then(async (client) => {
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
      });
    }
  };
}
