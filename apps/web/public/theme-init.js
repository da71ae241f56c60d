// Applies the saved theme before the app renders, so the page never flashes the wrong one (spec §4), and starts
// the app of a server-rendered page once that page has loaded (decision 024).
// Loaded as the first child of <body>; an external file because the Content-Security-Policy forbids inline scripts.
(() => {
  var theme = 'light';
  try {
    if (window.localStorage.getItem('theme') === 'dark') theme = 'dark';
  } catch {
    // Storage blocked: keep the default light theme.
  }
  document.body.setAttribute('data-theme', theme);
  // Mirrored in a cookie, so the server renders the page's images in this theme (lib/theme.ts).
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop supports.
  document.cookie = `theme=${theme}; path=/; max-age=31536000; samesite=lax`;

  // A server-rendered page keeps its app's scripts in <template id="lj-app"> (app/entry-server.tsx): they are added
  // once the page has loaded (its stylesheet, fonts and pictures) and painted (the shopper sees it; its links work),
  // or after 2.5 s should a picture be slow, so that the code does not compete with what the shopper sees first.
  var app = document.getElementById('lj-app');
  if (!app) return;
  var started = false;
  var start = () => {
    if (started) return;
    started = true;
    document.head.append(document.importNode(app.content, true));
  };
  var loaded = document.readyState === 'complete';
  var painted = false;
  // The paint timing entry arrives once the page is on screen: its code is asked for then, not before.
  var startIfShown = () => {
    if (loaded && painted) start();
  };
  window.addEventListener(
    'load',
    () => {
      loaded = true;
      startIfShown();
    },
    { once: true },
  );
  try {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      painted = true;
      startIfShown();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing in this browser: the page's load is the signal.
    painted = true;
  }
  setTimeout(start, 2500);
})();
