// Library build: ESM, one CSS file (./styles.css), React and Radix kept external (TOOLCHAIN.md).
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import pkg from './package.json' with { type: 'json' }

const externals = [...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies)].filter(
  (name) => !name.startsWith('@fontsource'),
)

export default defineConfig({
  plugins: [react()],
  // Relative asset URLs in dist/styles.css (./assets/inter-….woff2), so the fonts resolve wherever the
  // package is installed; the default '/' would point at the consuming site's root.
  base: './',
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'index.js', cssFileName: 'styles' },
    sourcemap: true,
    rollupOptions: {
      // Fonts go to dist/fonts/ beside the one stylesheet, dist/styles.css.
      output: {
        assetFileNames: (asset) =>
          asset.names[0]?.endsWith('.woff2') ? 'fonts/[name][extname]' : '[name][extname]',
      },
      external: (id) =>
        externals.some((name) => id === name || id.startsWith(`${name}/`)) || id.startsWith('react/'),
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return
        warn(warning)
      },
    },
  },
})
