// Swagger UI's look, adjusted for axe (WCAG 2.2 AA, tests/e2e/api-docs.test.ts): darker method badges
// and links for contrast, 24 px tall operation links, every part of the page in a landmark.
// Served as files by @fastify/swagger-ui (theme option), so the site's CSP needs no exception.
export const docsThemeCss = `
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #0b4f8a !important; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1b6b3a !important; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #8a4a00 !important; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #a3121b !important; }
.swagger-ui .opblock-patch .opblock-summary-method, .swagger-ui .opblock-head .opblock-summary-method { background: #5a2d82; }
.swagger-ui .info .title small, .swagger-ui .info .title small pre, .swagger-ui .version-stamp, .swagger-ui .version-stamp pre { background: #3b4151; color: #fff; }
.swagger-ui .info a, .swagger-ui .info .url, .swagger-ui a.nostyle { color: #1a4f9c; }
.swagger-ui .btn, .swagger-ui .btn > span { color: #1f2329; }
.swagger-ui .btn.authorize, .swagger-ui .btn.authorize > span { color: #1b6b3a; border-color: #1b6b3a; }
.swagger-ui .btn.authorize svg { fill: #1b6b3a; }
.swagger-ui .opblock-summary-path a, .swagger-ui .opblock-summary-path .nostyle,
.swagger-ui .opblock-tag a, .swagger-ui .opblock-summary-control { display: inline-block; min-height: 24px; line-height: 24px; }
.swagger-ui .opblock-summary-description, .swagger-ui .opblock-tag small, .swagger-ui .opblock-description-wrapper p { color: #1f2329; }
`;

// Swagger UI renders after load: an observer names its information block as a region and puts the tag
// headings at level 2 (under the title), as it renders them.
export const docsThemeJs = `(function () {
  var root = document.getElementById('swagger-ui');
  function fix() {
    var info = document.querySelector('.information-container');
    if (info && !info.getAttribute('role')) {
      info.setAttribute('role', 'region');
      info.setAttribute('aria-label', 'API');
    }
    document.querySelectorAll('h3.opblock-tag').forEach(function (heading) {
      heading.setAttribute('aria-level', '2');
    });
  }
  if (root) new MutationObserver(fix).observe(root, { childList: true, subtree: true });
  fix();
})();`;
