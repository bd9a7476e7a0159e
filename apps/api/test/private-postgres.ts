import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './net.ts';

const BIN = '/usr/lib/postgresql/15/bin';

/** Whether this machine can run a private cluster (the PostgreSQL 15 server binaries are installed). */
export const privatePostgresAvailable = () => fs.existsSync(path.join(BIN, 'initdb'));

/**
 * A throwaway PostgreSQL cluster of the test's own, in a temporary folder on a free port, that the test may stop and
 * start (never the shared one). PostgreSQL refuses to run as root, so as root it runs as the `postgres` OS user.
 */
export async function startPrivatePostgres() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'private-pg-'));
  const data = path.join(root, 'data');
  const log = path.join(root, 'server.log');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    fs.chownSync(root, uid, gid);
  }
  const run = (binary: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(BIN, binary), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(BIN, binary), args, { stdio: 'pipe' });
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = () => void run('pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start']);
  const stop = () => void run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Fast shutdown: every connection ends, as in a restart. */
    stop() {
      stop();
      running = false;
    },
    start() {
      start();
      running = true;
    },
    close() {
      if (running) stop();
      running = false;
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
