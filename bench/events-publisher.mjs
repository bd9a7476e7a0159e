// The second API process of `npm run bench -- events` (run with `node --import tsx`, cwd = repository root): the API's
// own composition (createDeps + createServices + buildApp, serving HTTP, its events hub listening like `npm start`), which publishes
// events the way the services do: `publishEvent` inside a transaction, NOTIFY on commit. The bench drives it over IPC:
//   → { type: 'publish', userIds, count, seconds }  ← { type: 'published', results: [{ seq, id, userId, sentAt, committedAt, error }] }
// Each event is `bench` with payload { seq, sentAt }: sentAt is Date.now() taken just before the transaction starts.
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { closeDeps, createDeps } from '../apps/api/src/deps.ts';
import { publishEvent } from '../apps/api/src/modules/events/index.ts';
import { createServices } from '../apps/api/src/modules/services.ts';

const config = loadConfig();
const deps = await createDeps(config);
const app = await buildApp(deps, createServices(deps));
await app.listen({ port: config.port, host: config.host });
await deps.events.start();

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Open loop: event i is sent at start + i × (seconds / count), whether or not earlier ones have committed. */
async function publish({ userIds, count, seconds, seed }) {
  let state = seed >>> 0;
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const intervalMs = (seconds * 1000) / count;
  const started = performance.now();
  const pending = [];
  for (let seq = 0; seq < count; seq++) {
    const wait = started + seq * intervalMs - performance.now();
    if (wait > 1) await sleep(wait);
    const userId = userIds[Math.floor(random() * userIds.length)];
    pending.push(
      (async () => {
        const sentAt = Date.now();
        try {
          const { id } = await deps.db.transaction((tx) =>
            publishEvent(tx, { userId, type: 'bench', payload: { seq, sentAt } }),
          );
          return { seq, id, userId, sentAt, committedAt: Date.now() };
        } catch (error) {
          return { seq, userId, sentAt, error: error.message };
        }
      })(),
    );
  }
  return Promise.all(pending);
}

process.on('message', (message) => {
  if (message.type === 'publish') {
    void publish(message).then((results) => process.send({ type: 'published', results }));
  }
});
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => closeDeps(deps))
    .finally(() => process.exit(0));
});
process.send({ type: 'ready', url: `http://${config.host}:${config.port}` });
