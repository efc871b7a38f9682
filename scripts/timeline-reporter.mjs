// A Vitest reporter that says where a run's time went (issue 32, a CI that stays quick): per project its
// files, the span from its first file's start to its last file's end, and the files' summed time; then how
// many seconds of the run had 0, 1, 2 or more files running (idle workers show as seconds below the
// worker count). Used beside the default reporter: `vitest run --reporter=default --reporter=./scripts/timeline-reporter.mjs`.
import { writeFileSync } from 'node:fs';

export default class TimelineReporter {
  /** @type {Map<string, { project: string, file: string, start: number, end?: number }>} */
  #files = new Map();
  #runStart = Date.now();

  onTestRunStart() {
    this.#runStart = Date.now();
  }

  onTestModuleStart(testModule) {
    this.#files.set(testModule.id, {
      project: testModule.project.name,
      file: testModule.relativeModuleId ?? testModule.moduleId,
      start: Date.now(),
    });
  }

  onTestModuleEnd(testModule) {
    const entry = this.#files.get(testModule.id);
    if (entry) entry.end = Date.now();
  }

  onTestRunEnd() {
    const runEnd = Date.now();
    const files = [...this.#files.values()].filter((entry) => entry.end !== undefined);
    const lines = ['', 'Timeline (seconds from the run start):'];
    const projects = [...new Set(files.map((entry) => entry.project))].sort();
    for (const project of projects) {
      const own = files.filter((entry) => entry.project === project);
      const first = Math.min(...own.map((entry) => entry.start)) - this.#runStart;
      const last = Math.max(...own.map((entry) => entry.end)) - this.#runStart;
      const summed = own.reduce((total, entry) => total + entry.end - entry.start, 0);
      lines.push(
        `  ${project.padEnd(10)} ${String(own.length).padStart(4)} files  ${seconds(first)}–${seconds(last)} s  files' time ${seconds(summed)} s`,
      );
    }
    const total = Math.ceil((runEnd - this.#runStart) / 1000);
    const running = new Array(total).fill(0);
    for (const entry of files) {
      for (
        let second = Math.floor((entry.start - this.#runStart) / 1000);
        second < (entry.end - this.#runStart) / 1000;
        second++
      )
        running[second] += 1;
    }
    const histogram = new Map();
    for (const count of running)
      histogram.set(Math.min(count, 3), (histogram.get(Math.min(count, 3)) ?? 0) + 1);
    lines.push(
      `  ${total} s in all; files running at once: ${[0, 1, 2, 3].map((count) => `${count === 3 ? '3+' : count}: ${histogram.get(count) ?? 0} s`).join(', ')}`,
    );
    const slowest = [...files].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, 12);
    lines.push('  slowest files:');
    for (const entry of slowest)
      lines.push(`    ${seconds(entry.end - entry.start).padStart(6)} s  ${entry.project}  ${entry.file}`);
    const text = lines.join('\n');
    console.log(text);
    if (process.env.VITEST_TIMELINE_FILE) writeFileSync(process.env.VITEST_TIMELINE_FILE, `${text}\n`);
  }
}

const seconds = (milliseconds) => (milliseconds / 1000).toFixed(0);
