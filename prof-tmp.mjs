import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const origin = 'http://127.0.0.1:3999';
const board = await (await fetch(`${origin}/api/public-profile/leaderboard`)).json();
const path = process.argv[2] === 'profile' ? `/public-profile/${board.data.leaderboard[0].id}` : '/';
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await page.addInitScript(() => {
  window.__long = [];
  new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__long.push([Math.round(e.startTime), Math.round(e.duration)]))).observe({ type: 'longtask', buffered: true });
});
await cdp.send('Profiler.start');
await page.goto(origin + path, { waitUntil: 'load' });
await page.waitForTimeout(6000);
const { profile } = await cdp.send('Profiler.stop');
console.log('long tasks', JSON.stringify(await page.evaluate(() => window.__long)));
console.log('hydrated', await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')));
// self time by function
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
profile.samples.forEach((id, i) => { const n = byId.get(id); const f = n.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`; self.set(key, (self.get(key) || 0) + (dt[i] || 0)); });
const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 40);
for (const [k, v] of top) console.log((v / 1000).toFixed(1).padStart(8), 'ms', k);
// total (inclusive) time for a few React entry points
const parent = new Map(); profile.nodes.forEach((n) => (n.children || []).forEach((c) => parent.set(c, n.id)));
const incl = new Map();
profile.samples.forEach((id, i) => { const seen = new Set(); let cur = id; while (cur) { const f = byId.get(cur).callFrame; const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}`; if (!seen.has(key)) { seen.add(key); incl.set(key, (incl.get(key) || 0) + (dt[i] || 0)); } cur = parent.get(cur); } });
console.log('--- inclusive');
for (const [k, v] of [...incl].filter(([k]) => /performWorkOnRoot|commitRoot|flushPassiveEffects|renderRootConcurrent|renderRootSync|hydrateRoot|createRouter|createBrowserRouter|forceStoreRerender|flushSync|replayEarly|initI18n|serialize|insertStyles|renderWithHooks|beginWork|completeWork|(program)|(garbage collector)|evaluate|processRootSchedule/.test(k)).sort((a,b)=>b[1]-a[1]).slice(0,30)) console.log((v / 1000).toFixed(1).padStart(8), 'ms', k);
await browser.close();
