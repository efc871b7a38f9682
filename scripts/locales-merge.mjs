// Merges a fragment of translations into locales/<lang>.json, deep, with keys sorted, under a lock so that
// two writers never lose each other's keys. Usage: node scripts/locales-merge.mjs fragment.json
// where fragment.json is { "en": {...}, "ar": {...}, "hi": {...}, "ur": {...} }.
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lock = path.join(root, 'locales/.lock');

function isObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    target[key] = isObject(value) && isObject(target[key]) ? merge(target[key], value) : value;
  }
  return target;
}

function sorted(value) {
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sorted(value[key])]),
  );
}

async function withLock(run) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (attempt > 200) throw new Error(`locales are locked (${lock}); remove it if no writer is running`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    run();
  } finally {
    rmdirSync(lock);
  }
}

const fragment = JSON.parse(readFileSync(process.argv[2], 'utf8'));
await withLock(() => {
  for (const [lang, entries] of Object.entries(fragment)) {
    const file = path.join(root, `locales/${lang}.json`);
    const current = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, `${JSON.stringify(sorted(merge(current, entries)), null, 2)}\n`);
  }
});
console.info(`merged ${Object.keys(fragment).join(', ')}`);
