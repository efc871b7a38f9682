// A CPU profile of this process while a load runs (node:inspector), summarised by where the time goes:
// self time per package (a node_modules package, or the server's own folder) and the top functions.
// Used by bench/signed-in.ts with BENCH_PROFILE=1 (issue 35: "a profile of each row").
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
}

/** Which part of the code a frame belongs to: a package, the server's area folder, or Node itself. */
export function placeOf(url: string, functionName = ''): string {
  // PGlite's PostgreSQL compiled to WebAssembly: its frames are named by the module's hash.
  if (functionName.startsWith('wasm-function')) return 'PGlite (WebAssembly)';
  if (!url) return '(native, GC and idle)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [first = '', second = ''] = url.slice(modules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const server = url.indexOf('apps/server/src/');
  if (server >= 0) return `server: ${url.slice(server + 'apps/server/src/'.length).split('/')[0]}`;
  const packages = url.indexOf('packages/');
  if (packages >= 0) return `@arena/${url.slice(packages + 'packages/'.length).split('/')[0]}`;
  if (url.startsWith('node:')) return `node: ${url.slice(5).split('/')[0]}`;
  return path.basename(url);
}

export interface ProfileSummary {
  /** Share of sampled time per place, largest first. */
  places: { place: string; share: number }[];
  /** The functions with the most self time. */
  functions: { name: string; share: number }[];
}

export function summarise(profile: Profile, top = 8): ProfileSummary {
  const hits = new Map<number, number>();
  for (const id of profile.samples ?? []) hits.set(id, (hits.get(id) ?? 0) + 1);
  const total = Math.max(1, profile.samples?.length ?? 0);
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const node of profile.nodes) {
    const count = hits.get(node.id) ?? 0;
    if (count === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const place = placeOf(url, functionName);
    places.set(place, (places.get(place) ?? 0) + count);
    const name = `${functionName || '(anonymous)'} ${url ? `${path.basename(url)}:${lineNumber + 1}` : ''}`;
    functions.set(name.trim(), (functions.get(name.trim()) ?? 0) + count);
  }
  const ranked = (map: Map<string, number>) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  return {
    places: ranked(places).map(([place, count]) => ({ place, share: count / total })),
    functions: ranked(functions).map(([name, count]) => ({ name, share: count / total })),
  };
}

/** Runs `load` under the profiler; writes the raw profile to `file` when given (open it in DevTools). */
export async function profiled<T>(load: () => Promise<T>, file?: string) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  try {
    const result = await load();
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
    if (file) writeFileSync(file, JSON.stringify(profile));
    return { result, summary: summarise(profile) };
  } finally {
    session.disconnect();
  }
}

export function formatSummary({ places, functions }: ProfileSummary): string {
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  return [
    `    by place: ${places.map(({ place, share }) => `${place} ${percent(share)}`).join(', ')}`,
    `    functions: ${functions.map(({ name, share }) => `${name} ${percent(share)}`).join('; ')}`,
  ].join('\n');
}
