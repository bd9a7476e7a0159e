import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The web's form pages import these rules; one import of zod here would put its ~55 KB in their first load.
const rulesDir = import.meta.dirname;
const importsOf = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/^(?:(?:import|export)[^'";=]*from\s+|import\s+)'([^']+)'/gm)].map(
    (match) => match[1],
  );

describe('rules modules', () => {
  it('import only each other, the messages and the constants', () => {
    const files = fs.readdirSync(rulesDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    expect(files).toContain('accounts.ts');
    for (const name of files)
      for (const specifier of importsOf(path.join(rulesDir, name)))
        expect(
          ['../messages.ts', '../constants.ts'].includes(specifier!) || /^\.\/[\w-]+\.ts$/.test(specifier!),
          `${name} imports ${specifier}`,
        ).toBe(true);
  });

  it('messages and constants import nothing (the admin pages import admin-constants.ts without zod)', () => {
    for (const name of ['messages.ts', 'constants.ts', 'admin-constants.ts'])
      expect(importsOf(path.join(rulesDir, '..', name)), name).toEqual([]);
  });
});
