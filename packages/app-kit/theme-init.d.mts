// Types of theme-init.mjs (a plain ES module so the apps' Vite configs load it without a TypeScript step).
import type { Plugin } from 'vite'

/** The local-storage key of the appearance choice. */
export declare const APPEARANCE_KEY: string
/** The page background of each appearance. */
export declare const BACKGROUNDS: { light: string; dark: string }
/** The blocking script that applies the remembered appearance before first paint. */
export declare const themeInitScript: string
/** The Vite plugin that emits theme-init.js and loads it first in <head>. */
export declare function themeInit(): Plugin
/** A Vite plugin serving `fileName` with the script `source(base)` and loading it first in <head>. */
export declare function headScript(name: string, fileName: string, source: (base: string) => string): Plugin
