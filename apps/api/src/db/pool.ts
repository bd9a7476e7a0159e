import type pg from 'pg';
import {
  WRITING_FUNCTIONS_SQL,
  certainlyNotStarted,
  isConnectionLoss,
  isReadOnlyStatement,
  markNotStarted,
} from './faults.ts';

/** node-postgres marks a client whose connection broke or ended; it is refused before anything is sent on it. */
const isQueryable = (client: pg.PoolClient) => {
  const state = client as unknown as { _queryable?: boolean; _ending?: boolean };
  return state._queryable !== false && !state._ending;
};

/**
 * True when a failed statement left its connection as it was: the server refused the statement (severity ERROR, such
 * as a unique violation) and the connection is idle outside any transaction.
 */
function connectionSurvived(client: pg.PoolClient, error: unknown, DatabaseError: typeof pg.DatabaseError): boolean {
  return (
    error instanceof DatabaseError &&
    error.severity === 'ERROR' &&
    client.getTransactionStatus() === 'I' &&
    isQueryable(client)
  );
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

const statementText = (config: unknown) =>
  typeof config === 'string' ? config : ((config as { text?: unknown } | null)?.text ?? '');
const isBegin = (config: unknown) => {
  const text = statementText(config);
  return typeof text === 'string' && /^\s*(begin|start\s+transaction)\b/i.test(text);
};

/**
 * A pool whose `query` keeps a connection that a statement failed on, when the failure was only the statement's.
 * pg-pool's own `query` ends the connection after any error: every booking request that lost its hour-slot at the
 * unique index (a 409) closed a connection, and the next request paid for a new PostgreSQL backend and prepared its
 * statements again. A lost or broken connection (any other error, or one left inside a transaction) is still ended.
 * Callback and submittable forms, which the app does not use, go to pg-pool unchanged (and past the gate's lanes).
 *
 * Connections are handed out through a `createConnectionGate` of the pool's size, so a statement in the `ahead` lane
 * (`ahead()`, a view of this pool that drizzle accepts as one) is served before those waiting in turn.
 *
 * A lost connection (docs/decisions/031): every connection is listened to for `error` from its creation on (an
 * unheard one ends the process: a backend ended while it was starting sends its error in the same packet as its
 * readiness, before any caller could listen); a broken one is ended at release, and one found broken at checkout is
 * ended and another taken. A statement of `query` whose connection is lost runs once more on a fresh one when that
 * is safe: a read, or one that certainly never started. A transaction whose `begin` failed is released here (drizzle
 * would keep it checked out) and marked as never started.
 */
export function keepingPool(
  Pool: typeof pg.Pool,
  DatabaseError: typeof pg.DatabaseError,
): new (config?: pg.PoolConfig) => pg.Pool & { ahead(): AheadPool } {
  return class KeepingPool extends Pool {
    readonly #gate = createConnectionGate(this.options.max);
    /** The database's own volatile functions, read on the first lost connection (see `isReadOnlyStatement`). */
    #writers: Promise<ReadonlySet<string>> | undefined;
    /** When a connection was last seen lost; connections idle since before then are presumed lost with it. */
    #lostAt = -Infinity;
    readonly #idleSince = new WeakMap<pg.PoolClient, number>();

    constructor(config?: pg.PoolConfig) {
      super(config);
      this.on('connect', (client: pg.PoolClient) => client.on('error', () => this.#noteLoss()));
    }

    #noteLoss() {
      this.#lostAt = performance.now();
    }

    /** This pool's `query` and `connect` in the `ahead` lane. */
    ahead(): AheadPool {
      return new AheadPool(
        (...args) => this.#query('ahead', args),
        () => this.#session('ahead'),
      );
    }

    override connect(...args: unknown[]): never {
      if (args.length) return (super.connect as (...rest: unknown[]) => never)(...args);
      return this.#session('inTurn') as never;
    }

    /** A connection when the gate lets this lane have one; its `release` also frees the gate's place, once. */
    async #checkout(lane: Lane, onRelease?: (client: pg.PoolClient) => void): Promise<pg.PoolClient> {
      const turn = this.#gate.acquire(lane);
      if (turn) await turn;
      let client: pg.PoolClient;
      try {
        client = await this.#liveClient();
      } catch (error) {
        this.#gate.release();
        markNotStarted(error);
        throw error;
      }
      const release = client.release;
      let released = false;
      client.release = (error?: Error | boolean) => {
        if (released) return release.call(client, error);
        released = true;
        onRelease?.(client);
        const broken = error || !isQueryable(client);
        if (!broken) this.#idleSince.set(client, performance.now());
        release.call(client, broken || undefined);
        this.#gate.release();
      };
      return client;
    }

    /**
     * An idle connection that broke is ended, not handed out; so is one that sat idle while another was lost (a
     * server restart or an operator ends every session at once, and their errors may not have arrived yet).
     */
    async #liveClient() {
      for (let attempt = 0; ; attempt++) {
        const client = await super.connect();
        const idleThroughLoss = (this.#idleSince.get(client) ?? Infinity) <= this.#lostAt;
        if ((isQueryable(client) && !idleThroughLoss) || attempt > this.options.max) return client;
        client.release(true);
      }
    }

    /** A checked-out connection for drizzle's transactions (and LISTEN). */
    async #session(lane: Lane): Promise<pg.PoolClient> {
      // The wrapper below is this checkout's own: released, the connection answers with its class's `query` again.
      const client = await this.#checkout(lane, (released) => delete (released as { query?: unknown }).query);
      const query = client.query;
      client.query = ((...args: unknown[]) => {
        const result = (query as (...rest: unknown[]) => unknown).apply(client, args);
        if (!(result instanceof Promise)) return result;
        return result.catch((error: unknown) => {
          const lost = isConnectionLoss(error);
          if (lost) this.#noteLoss();
          // drizzle's `transaction` sends `begin` before its own try: a failed `begin` would stay checked out.
          if (isBegin(args[0])) {
            if (lost) markNotStarted(error);
            client.release(error as Error);
          }
          throw error;
        });
      }) as typeof client.query;
      return client;
    }

    // pg's `query` overloads cannot be re-declared one by one in a subclass; the arguments pass through.
    override query(...args: unknown[]): never {
      return this.#query('inTurn', args) as never;
    }

    async #query(lane: Lane, args: unknown[]): Promise<unknown> {
      const [config, values, callback] = args;
      const viaCallback = typeof values === 'function' || typeof callback === 'function';
      const submittable = config !== null && typeof config === 'object' && 'submit' in config;
      if (viaCallback || submittable) return (super.query as (...rest: unknown[]) => never)(...args);
      try {
        return await this.#run(lane, config, values);
      } catch (error) {
        if (!isConnectionLoss(error) || !(await this.#mayRunAgain(lane, config, error))) throw error;
        return this.#run(lane, config, values);
      }
    }

    async #run(lane: Lane, config: unknown, values: unknown) {
      const client = await this.#checkout(lane);
      let result: unknown;
      try {
        result = await client.query(config as pg.QueryConfig, values as unknown[] | undefined);
      } catch (error) {
        if (isConnectionLoss(error)) this.#noteLoss();
        client.release(connectionSurvived(client, error, DatabaseError) ? undefined : (error as Error));
        throw error;
      }
      client.release();
      return result;
    }

    async #writingFunctions(lane: Lane) {
      this.#writers ??= this.#run(lane, WRITING_FUNCTIONS_SQL, undefined).then(
        (result) => new Set((result as pg.QueryResult<{ name: string }>).rows.map((row) => row.name)),
      );
      try {
        return await this.#writers;
      } catch {
        this.#writers = undefined;
        return undefined;
      }
    }

    /** A statement alone on its connection may run again when it never started, or when it only reads. */
    async #mayRunAgain(lane: Lane, config: unknown, error: unknown) {
      if (certainlyNotStarted(error)) return true;
      const text = statementText(config);
      if (typeof text !== 'string' || !isReadOnlyStatement(text, new Set())) return false;
      const writers = await this.#writingFunctions(lane);
      return writers !== undefined && isReadOnlyStatement(text, writers);
    }
  };
}
