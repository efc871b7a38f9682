// What the first Intl object of each kind costs a page in Chromium (decision 0039): a fresh page per
// kind and round, the construction timed with performance.now() inside the page. Prints the median
// and the range of BENCH_RUNS rounds (5).
// Usage: npm run bench:intl
import { chromium } from 'playwright-core';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const probes: Record<string, string> = {
  'Intl.NumberFormat': "new Intl.NumberFormat('en-US')",
  'Intl.DateTimeFormat': "new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long' })",
  'Intl.RelativeTimeFormat': "new Intl.RelativeTimeFormat('en', { numeric: 'auto' })",
  'Intl.Collator': "new Intl.Collator('en')",
  'Intl.DisplayNames': "new Intl.DisplayNames(['en'], { type: 'region' })",
  'Intl.PluralRules': "new Intl.PluralRules('ar')",
  'Number.prototype.toLocaleString': '(1234).toLocaleString()',
  'formatCount-style grouping (no Intl)': "String(1234567).replace(/\\B(?=(\\d{3})+(?!\\d))/g, ',')",
};

const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
try {
  console.log(`First construction in a fresh Chromium page, ms (median, min–max of ${runs})`);
  console.log('| call | median | range |');
  console.log('| --- | --- | --- |');
  for (const [name, code] of Object.entries(probes)) {
    const times: number[] = [];
    for (let round = 0; round < runs; round += 1) {
      const page = await browser.newPage();
      await page.goto('data:text/html,<p>probe</p>');
      times.push(
        await page.evaluate((source) => {
          const started = performance.now();
          (0, eval)(source);
          return performance.now() - started;
        }, code),
      );
      await page.close();
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    console.log(`| ${name} | ${median.toFixed(1)} | ${times[0]!.toFixed(1)}–${times.at(-1)!.toFixed(1)} |`);
  }
} finally {
  await browser.close();
}
