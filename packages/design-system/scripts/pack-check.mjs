#!/usr/bin/env node
// Proves an app outside the workspace can install and use the published package (issue 2, "Done when"):
// `npm pack` the built package, install the tarball with react and react-dom into a fresh app in a temporary
// folder, then, in that app, import the ESM entry with Node, list its exports, check that styles.css, its fonts
// and the .d.ts files are there, and type-check a consumer file against the installed types.
// Run with `npm run test:pack -w @cirrus/design-system` (builds first). Needs dist/ (npm run build).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(path.join(packageDir, 'package.json'))
const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'))

/** Exact versions of the workspace's own React and types, so the app installs what the cache already holds. */
const versionOf = (name) =>
  JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version
const tscBin = path.join(path.dirname(require.resolve('typescript/package.json')), 'bin', 'tsc')

function run(command, args, cwd) {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

function fail(message) {
  console.error(`pack-check: FAIL — ${message}`)
  process.exitCode = 1
}

if (!fs.existsSync(path.join(packageDir, 'dist', 'index.js'))) {
  console.error('pack-check: dist/index.js is missing; run `npm run build -w @cirrus/design-system` first')
  process.exit(1)
}

const app = fs.mkdtempSync(path.join(os.tmpdir(), 'cirrus-pack-check-'))
try {
  // 1. Pack: the tarball holds exactly what `files` publishes.
  const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', app], packageDir))
  const tarball = path.join(app, packed.filename)
  const leaked = packed.files
    .map((f) => f.path)
    .filter((p) => /\.(stories|test)\.tsx?$|__screenshots__|__snapshots__/.test(p))
  if (leaked.length > 0) fail(`the tarball ships test files: ${leaked.join(', ')}`)
  console.log(`packed ${packed.filename}: ${packed.entryCount} files, ${(packed.size / 1024).toFixed(1)} kB`)

  // 2. A fresh app outside the workspace installs the tarball with its peer dependencies.
  fs.writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({ name: 'cirrus-pack-check-app', private: true, type: 'module' }, null, 2),
  )
  run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `react@${versionOf('react')}`,
      `react-dom@${versionOf('react-dom')}`,
      `@types/react@${versionOf('@types/react')}`,
      tarball,
    ],
    app,
  )

  // 3. Node resolves the ESM entry (no DOM needed to import), and the files the exports map names exist.
  const check = `
    import fs from 'node:fs'
    import path from 'node:path'
    import { fileURLToPath } from 'node:url'
    const ds = await import('${pkg.name}')
    const names = Object.keys(ds).sort()
    const css = fileURLToPath(import.meta.resolve('${pkg.name}/styles.css'))
    const entry = fileURLToPath(import.meta.resolve('${pkg.name}'))
    const types = path.join(path.dirname(entry), 'index.d.ts')
    const fonts = [...fs.readFileSync(css, 'utf8').matchAll(/url\\((?:'|")?(\\.[^)'"]+)/g)].map((m) => m[1])
    console.log(JSON.stringify({
      names,
      css: fs.existsSync(css) ? fs.statSync(css).size : 0,
      types: fs.existsSync(types),
      fonts: fonts.map((f) => [f, fs.existsSync(path.resolve(path.dirname(css), f))]),
    }))
  `
  fs.writeFileSync(path.join(app, 'check.mjs'), check)
  const result = JSON.parse(run(process.execPath, ['check.mjs'], app))
  console.log(`exports (${result.names.length}): ${result.names.join(', ')}`)
  for (const name of ['CirrusTheme', 'Price', 'ResourceCard', 'ConfirmDialog', 'AppShell', 'DataTable']) {
    if (!result.names.includes(name)) fail(`export ${name} is missing`)
  }
  if (result.css === 0) fail('styles.css is missing or empty')
  else console.log(`styles.css: ${(result.css / 1024).toFixed(1)} kB`)
  if (!result.types) fail('dist/index.d.ts is missing')
  if (result.fonts.length === 0) fail('styles.css references no font files')
  for (const [font, exists] of result.fonts) {
    if (!exists) fail(`styles.css points at ${font}, which is not in the package`)
  }
  console.log(`fonts: ${result.fonts.map(([f]) => f).join(', ')}`)

  // 4. The installed .d.ts files type-check in a consumer (no reference to the workspace, Vite or CSS modules).
  fs.writeFileSync(
    path.join(app, 'consumer.ts'),
    `import { Price, formatPrice, type PriceProps, type ResourceCardProps } from '${pkg.name}'
const props: PriceProps = { amount: 0.0123, currency: 'EUR' }
const card: Pick<ResourceCardProps, 'title'> = { title: 'web-01' }
export const text: string = formatPrice(props.amount ?? 0, props.currency) + card.title
export const element = Price(props)
`,
  )
  try {
    run(
      process.execPath,
      [
        tscBin,
        '--noEmit',
        '--strict',
        '--target',
        'es2022',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        '--jsx',
        'react-jsx',
        '--types',
        'react',
        'consumer.ts',
      ],
      app,
    )
    console.log('types: consumer.ts type-checks against the installed .d.ts files')
  } catch (error) {
    fail(`the installed types do not type-check:\n${error.stdout ?? ''}${error.stderr ?? ''}`)
  }
} catch (error) {
  fail(`${error.message}\n${error.stdout ?? ''}${error.stderr ?? ''}`)
} finally {
  fs.rmSync(app, { recursive: true, force: true })
}

if (!process.exitCode)
  console.log('pack-check: OK — an app outside the workspace installs and imports the package')
