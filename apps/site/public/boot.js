// A server-rendered page's loader (docs/decisions/0031): the page is readable without script, so the
// app's modules are asked for once it has painted, not beside the HTML and its fonts. The server puts
// the entry and the modules to preload on this script's data attributes.
(function () {
  var boot = document.currentScript;
  if (!boot) return;
  var entry = boot.getAttribute('data-entry');
  var preload = (boot.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // A language chosen in the header before the app takes over is kept for it (main.tsx applies it once,
  // at hydration; later changes are the app's own and this record is not read again).
  document.addEventListener(
    'change',
    function (event) {
      var target = event.target;
      var root = document.documentElement;
      if (!target || !target.hasAttribute) return;
      if (target.hasAttribute('data-language-select'))
        root.setAttribute('data-chosen-language', target.value);
    },
    true,
  );
  // After the first paint: the frame after the next animation frame.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
