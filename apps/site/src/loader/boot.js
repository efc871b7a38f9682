// A server-rendered page's loader (docs/decisions/0031): the page is readable without script, so the
// app's modules are asked for once it has painted, not beside the HTML and its fonts. The server puts
// the entry and the modules to preload on this script's data attributes.
(function () {
  var root = document.documentElement;
  /** Whether the app has taken the page over (HydrationPart sets <html data-hydrated>). */
  function taken() {
    return root.hasAttribute('data-hydrated');
  }
  // What a visitor types and submits before the app has taken the page over (decision 0040): the
  // controls' latest values and the form sent are kept here, and the app gives them to itself once it
  // has (src/app/early-input.ts). Until then a submit is held: the browser's own would send the form's
  // fields, a password among them, in a GET's address.
  var early = { fields: [], values: [], submit: null };
  window.arenaEarlyInput = early;
  function keep(event) {
    var target = event.target;
    if (taken() || !target || !target.form || target.hasAttribute('data-language-select')) return;
    var index = early.fields.indexOf(target);
    if (index < 0) index = early.fields.push(target) - 1;
    early.values[index] = { value: target.value, checked: Boolean(target.checked) };
  }
  document.addEventListener('input', keep, true);
  document.addEventListener('change', keep, true);
  document.addEventListener(
    'submit',
    function (event) {
      if (taken()) return;
      event.preventDefault();
      event.stopPropagation();
      early.submit = { form: event.target, submitter: event.submitter || null };
      // Busy until the app sends it: the form for assistive technology, the button for the pointer.
      event.target.setAttribute('aria-busy', 'true');
      if (event.submitter) event.submitter.setAttribute('aria-busy', 'true');
    },
    true,
  );
  // A language chosen in the header before the app takes over is kept for it (main.tsx applies it once,
  // at hydration; later changes are the app's own and this record is not read again).
  document.addEventListener(
    'change',
    function (event) {
      var target = event.target;
      if (!target || !target.hasAttribute) return;
      if (target.hasAttribute('data-language-select'))
        root.setAttribute('data-chosen-language', target.value);
    },
    true,
  );

  var boot = document.currentScript;
  if (!boot) return;
  // A page rendered for another address than the one asked for (the sign-in page, sent to a visitor in
  // place of a signed-in page, decision 0041) shows its own before the first paint, as after a redirect
  // (the fragment kept, as a redirect keeps it).
  var address = boot.getAttribute('data-address');
  if (address && address !== location.pathname + location.search)
    history.replaceState(history.state, '', address + location.hash);
  var entry = boot.getAttribute('data-entry');
  var preload = (boot.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  // The entry first, then the modules to preload four to a task: thirty links added in one task cost a
  // phone 100–200 ms of main thread (each starts a request), one long task on its own (issue 15).
  function start() {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
    (function preloadFrom(index) {
      preload.slice(index, index + 4).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
      if (index + 4 < preload.length) setTimeout(preloadFrom, 0, index + 4);
    })(0);
  }
  // After the first contentful paint (the page's words on screen), two frames later: a frame is not
  // the first paint, which waits for the preloaded fonts, and modules asked for before it compete with
  // the page's text for a slow connection (issue 15). What a visitor types or submits meanwhile is kept
  // (above). Without paint timing: after the next frame.
  var started = false;
  function afterPaint() {
    if (started) return;
    started = true;
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }
  var entryTypes = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (entryTypes && entryTypes.indexOf('paint') !== -1) {
    var observer = new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        if (entry.name !== 'first-contentful-paint') return;
        observer.disconnect();
        afterPaint();
      });
    });
    observer.observe({ type: 'paint', buffered: true });
    // A page that paints nothing contentful still starts (a tab in the background: once it is shown).
    setTimeout(afterPaint, 3000);
  } else {
    afterPaint();
  }
})();
