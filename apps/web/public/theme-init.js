// Applies the saved theme before the app renders, so the page never flashes the wrong one (spec §4).
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
  document.cookie = 'theme=' + theme + '; path=/; max-age=31536000; samesite=lax';
})();
