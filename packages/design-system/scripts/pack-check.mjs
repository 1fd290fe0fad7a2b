#!/usr/bin/env node
// Proves an app outside the workspace can install and use the published package (issue 2, "Done when") by
// following the README's "Using the design system in another app" step by step (issue 16): `npm pack` the built
// package, run the README's `npm install` in a fresh app in a temporary folder (the tarball for the package, the
// workspace's own versions of the others, which must match the README's majors), write the README's files
// (tsconfig.json, src/App.tsx) and type-check them as written, then import the ESM entry with Node, list its
// exports and check that styles.css, its fonts and the .d.ts files are there.
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

  // 2. The README's steps, in a fresh app outside the workspace: its install command, then its files.
  const steps = readmeSteps(fs.readFileSync(path.join(packageDir, 'README.md'), 'utf8'))
  fs.writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({ name: 'cirrus-pack-check-app', private: true, type: 'module' }, null, 2),
  )
  for (const command of steps.installs) {
    const args = command
      .split(/\s+/)
      .slice(2)
      .map((spec) => installSpec(spec, tarball))
    console.log(`README: npm install ${command.split(/\s+/).slice(2).join(' ')}`)
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...args], app)
  }
  for (const [file, text] of steps.files) {
    fs.mkdirSync(path.dirname(path.join(app, file)), { recursive: true })
    fs.writeFileSync(path.join(app, file), text)
    console.log(`README: wrote ${file}`)
  }
  if (steps.installs.length === 0) fail('the README section has no `npm install` command')
  if (!steps.files.has('tsconfig.json') || !steps.files.has('src/App.tsx'))
    fail('the README section must give tsconfig.json and src/App.tsx')

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

  // 4. The README's files type-check as written against the installed .d.ts files (its tsconfig.json).
  try {
    run(process.execPath, [tscBin, '-p', 'tsconfig.json'], app)
    console.log("types: the README's src/App.tsx type-checks with its tsconfig.json")
  } catch (error) {
    fail(`the README's code does not type-check:\n${error.stdout ?? ''}${error.stderr ?? ''}`)
  }
} catch (error) {
  fail(`${error.message}\n${error.stdout ?? ''}${error.stderr ?? ''}`)
} finally {
  fs.rmSync(app, { recursive: true, force: true })
}

if (!process.exitCode)
  console.log('pack-check: OK — an app outside the workspace installs and imports the package')

/**
 * The README section "Using the design system in another app": its `npm install` lines and its files (a fenced
 * block whose info string names a file: ```tsx src/App.tsx).
 */
function readmeSteps(readme) {
  const heading = '## Using the design system in another app'
  const at = readme.indexOf(heading)
  if (at < 0) throw new Error(`README.md has no "${heading}" section`)
  const rest = readme.slice(at + heading.length)
  const section = rest.slice(0, rest.search(/\n## /) >= 0 ? rest.search(/\n## /) : undefined)
  const installs = []
  const files = new Map()
  for (const [, lang, file, body] of section.matchAll(/```(\w+)(?: ([^\n]+))?\n([\s\S]*?)```/g)) {
    if (lang === 'sh') installs.push(...body.split('\n').filter((line) => line.startsWith('npm install ')))
    else if (file) files.set(file.trim(), body)
  }
  return { installs, files }
}

/**
 * What to install for one of the README's package specs: the packed tarball for this package; for the others
 * the workspace's exact version (already in npm's cache), which must be within the README's range (`react@19`).
 */
function installSpec(spec, tarball) {
  const at = spec.lastIndexOf('@')
  const [name, range] = at > 0 ? [spec.slice(0, at), spec.slice(at + 1)] : [spec, '']
  if (name === pkg.name) return tarball
  const version = versionOf(name)
  if (range && version.split('.')[0] !== range.split('.')[0]) {
    throw new Error(`the README installs ${spec}, but the workspace tests ${name}@${version}`)
  }
  return `${name}@${version}`
}
