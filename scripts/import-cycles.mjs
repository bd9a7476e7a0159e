#!/usr/bin/env node
// Fails when source files import each other in a circle, type-only imports included (ESLint's import-x/no-cycle
// skips those, and a circle of types still ties the files' designs together).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const roots = ['apps/api/src', 'apps/web/src', 'apps/web/e2e', 'packages/contract/src', 'scripts', 'bench'];
const extensions = ['.ts', '.tsx', '.mts', '.mjs', '.js'];
const isTest = (file) => /\.(test|e2e\.test)\.[cm]?[jt]sx?$/.test(file);

function filesUnder(dir) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    if (!entry.isFile() || file.includes(`${path.sep}node_modules${path.sep}`)) return [];
    return extensions.includes(path.extname(file)) && !file.endsWith('.d.ts') && !isTest(file) ? [file] : [];
  });
}

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...extensions.map((ext) => base + ext),
    ...extensions.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

const files = roots.flatMap(filesUnder);
const known = new Set(files);
const edges = new Map(
  files.map((file) => {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => resolveImport(file, fileName))
      .filter((to) => to && known.has(to));
    return [file, [...new Set(targets)]];
  }),
);

// Tarjan's strongly connected components: every component of more than one file (or a file importing itself) is a circle.
let index = 0;
const indices = new Map();
const lowlinks = new Map();
const stack = [];
const onStack = new Set();
const circles = [];
function connect(file) {
  indices.set(file, index);
  lowlinks.set(file, index);
  index++;
  stack.push(file);
  onStack.add(file);
  for (const to of edges.get(file)) {
    if (!indices.has(to)) {
      connect(to);
      lowlinks.set(file, Math.min(lowlinks.get(file), lowlinks.get(to)));
    } else if (onStack.has(to)) {
      lowlinks.set(file, Math.min(lowlinks.get(file), indices.get(to)));
    }
  }
  if (lowlinks.get(file) !== indices.get(file)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1 || edges.get(file).includes(file)) circles.push(component);
}
for (const file of files) if (!indices.has(file)) connect(file);

if (circles.length) {
  for (const circle of circles) {
    console.error(`import circle (${circle.length} files):`);
    for (const file of circle) {
      const inside = edges.get(file).filter((to) => circle.includes(to));
      console.error(`  ${path.relative(root, file)} -> ${inside.map((to) => path.relative(root, to)).join(', ')}`);
    }
  }
  process.exit(1);
}
console.log(`import-cycles: ${files.length} files, no circles`);
