// Library build: ESM, one CSS file (./styles.css), React and Radix kept external (TOOLCHAIN.md).
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import pkg from './package.json' with { type: 'json' }

const externals = [...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies)].filter(
  (name) => !name.startsWith('@fontsource'),
)

export default defineConfig({
  plugins: [react()],
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'index.js', cssFileName: 'styles' },
    sourcemap: true,
    rollupOptions: {
      external: (id) =>
        externals.some((name) => id === name || id.startsWith(`${name}/`)) || id.startsWith('react/'),
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return
        warn(warning)
      },
    },
  },
})
