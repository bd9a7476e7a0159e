// The one process harness (scripts/server-process.mjs), shared with the browser tests, benchmarks and Lighthouse.
export { freePort, spawnServer, startServer, type ServerProcess } from '../../../scripts/server-process.mjs';
