/// <reference types="vite/client" />

/** The console's version, from its package.json (vite.config.ts `define`). */
declare const __CIRRUS_VERSION__: string
