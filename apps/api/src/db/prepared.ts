import type pg from 'pg';

/**
 * Starts a statement that PostgreSQL must plan for its own parameters every time (see `preparingClient`). Search
 * statements carry it: their best plan depends on how many listings the searched word, place or dates match, and a
 * generic plan cannot know that (at 1M listings a word search sorted every match under a generic estimate).
 */
export const UNPREPARED = '/* unprepared */';

/** More distinct statement texts than this are sent unnamed, so the server keeps a bounded set per connection. */
export const MAX_PREPARED_STATEMENTS = 500;

export interface StatementNames {
  nameOf(text: string): string | undefined;
  readonly size: number;
}

/** One name per distinct statement text, shared by every connection of a pool; no two texts share a name. */
export function statementNames(limit = MAX_PREPARED_STATEMENTS): StatementNames {
  const names = new Map<string, string>();
  return {
    nameOf(text) {
      if (text.startsWith(UNPREPARED)) return undefined;
      let name = names.get(text);
      if (name === undefined && names.size < limit) {
        name = `app_${names.size + 1}`;
        names.set(text, name);
      }
      return name;
    },
    get size() {
      return names.size;
    },
  };
}

type QueryConfigLike = { text?: unknown; name?: unknown };

/**
 * A node-postgres client that sends every parameterised statement as a named prepared statement (decision 019).
 * node-postgres parses a named statement once per connection and afterwards sends only Bind/Execute; PostgreSQL
 * keeps the statement, and after five executions uses a generic plan when it costs no more than planning each
 * time. On the booking path, mostly primary-key reads and writes, that halves PostgreSQL's CPU per booking: planning
 * was most of its ~0.2 ms a statement. Drizzle's own statements come as `{ text, values }` configs; plain string
 * queries (LISTEN, migrations) stay unnamed.
 */
export function preparingClient(Client: typeof pg.Client, names: StatementNames): typeof pg.Client {
  return class PreparingClient extends Client {
    // The overloads of pg's `query` cannot be re-declared one by one in a subclass; the arguments pass through.
    override query(...args: unknown[]): never {
      const [config] = args;
      if (config !== null && typeof config === 'object' && !('submit' in config)) {
        const { text, name } = config as QueryConfigLike;
        if (typeof text === 'string' && name === undefined) {
          const assigned = names.nameOf(text);
          if (assigned !== undefined) args[0] = { ...config, name: assigned };
        }
      }
      return (super.query as (...rest: unknown[]) => never)(...args);
    }
  };
}
