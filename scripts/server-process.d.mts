import type { ChildProcess } from 'node:child_process';

export declare const repoRoot: string;

export declare function freePort(): Promise<number>;

export interface ServerOptions {
  /** `server`: node --import tsx apps/api/src/server.ts (default); `start`: scripts/start.mjs, as `npm start`. */
  entry?: 'server' | 'start';
  /** Added to (and overriding) the defaults: NODE_ENV=production, LOG_LEVEL=warn, HOST, PORT, PUBLIC_URL, DATA_DIR. */
  env?: Record<string, string>;
  /** Defaults to a fresh temporary folder, removed by stop(). */
  dataDir?: string;
  /** Names the temporary folder and the errors. */
  label?: string;
  /** Node flags before the entry script, e.g. --cpu-prof. */
  nodeFlags?: string[];
  /** Also write the server's stdout and stderr (true) or its stderr only to this process's (always kept for output()). */
  echo?: boolean | 'stderr';
  port?: number;
}

export interface StartOptions extends ServerOptions {
  /** Default 60 s. */
  timeoutMs?: number;
  /** Polled after /health answers until it resolves true (e.g. the demo data is in). */
  ready?: (url: string) => Promise<boolean>;
}

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  pid: number | undefined;
  dataDir: string;
  child: ChildProcess;
  /** The exit code, or the signal's name when a signal ended it. */
  exited: Promise<number | string | null>;
  startedAt: number;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM (or `signal`), SIGKILL after `graceMs` (default 10 s); removes a temporary DATA_DIR. */
  stop(options?: { signal?: NodeJS.Signals; graceMs?: number }): Promise<number | string | null>;
}

export declare function spawnServer(options?: ServerOptions): Promise<ServerProcess>;

export declare function startServer(options?: StartOptions): Promise<ServerProcess & { upMs: number; readyMs: number }>;
