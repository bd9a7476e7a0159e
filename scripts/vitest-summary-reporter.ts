import type { Reporter, TestModule } from 'vitest/node';

/** Prints `N passed, N failed[, N skipped]` alone on the last line, so CI sees a run that ran nothing. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      if (module.state() === 'failed' && !module.children.size) failed++;
    }
    failed += unhandledErrors.length;
    const parts = [`${passed} passed`, `${failed} failed`];
    if (skipped) parts.push(`${skipped} skipped`);
    process.stdout.write(`\n${parts.join(', ')}\n`);
  }
}
