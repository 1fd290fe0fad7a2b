// The appearance before first paint (issue 18 "Themes"): a tiny blocking script, served as a file because the
// platform's Content-Security-Policy allows no inline script (`script-src 'self'`). It reads the remembered choice
// (the same key and JSON as `src/theme.ts`), resolves "system" with the device's setting and paints the page's
// background and colour scheme before the app's JS runs, so a dark choice never flashes white. Both apps' Vite
// configs add `themeInit()`, which emits `theme-init.js` and puts it first in <head>.

/** The local-storage key of the appearance choice (also in src/theme.ts, checked by its test). */
export const APPEARANCE_KEY = 'cirrus.appearance'

/** The page background of each appearance: Radix Themes' slate 1 (light) and its dark slate 1. */
export const BACKGROUNDS = { light: '#fcfcfd', dark: '#111113' }

/** The script itself (plain ES5, no module: it must run before anything else). */
export const themeInitScript = `(function () {
  try {
    var choice = JSON.parse(localStorage.getItem(${JSON.stringify(APPEARANCE_KEY)}) || '"system"');
    var dark = choice === 'dark' || (choice !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    var root = document.documentElement;
    root.dataset.appearance = dark ? 'dark' : 'light';
    root.style.colorScheme = dark ? 'dark' : 'light';
    root.style.backgroundColor = dark ? ${JSON.stringify(BACKGROUNDS.dark)} : ${JSON.stringify(BACKGROUNDS.light)};
  } catch (e) {
    /* storage blocked: the app's default */
  }
})();
`

/**
 * A Vite plugin that serves `fileName` (the build's asset, and the dev server's answer) with the script `source`
 * gives for the app's base, and loads it with a blocking <script> first in <head>. Also `vite/first-reads.ts`'s.
 */
export function headScript(name, fileName, source) {
  let base = '/'
  return {
    name,
    configResolved(config) {
      base = config.base
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `${base}${fileName}`) return next()
        res.setHeader('content-type', 'text/javascript')
        res.end(source(base))
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: source(base) })
    },
    transformIndexHtml() {
      return [{ tag: 'script', attrs: { src: `${base}${fileName}` }, injectTo: 'head-prepend' }]
    },
  }
}

/** A Vite plugin: `theme-init.js` in the build (and the dev server) and a blocking <script> first in <head>. */
export function themeInit() {
  return headScript('cirrus-theme-init', 'theme-init.js', () => themeInitScript)
}
