/**
 * One module per Radix icon (issue 17). `@radix-ui/react-icons` ships every icon in ONE ES module, and a bundler
 * splits code by module: every icon used anywhere in an app ended up in one shared chunk that the entry imported,
 * so the first load carried the icons of every screen. This plugin rewrites
 * `import { CheckIcon, Cross2Icon } from '@radix-ui/react-icons'` in the apps' (and the design system's) source into
 * one import per icon from a virtual module holding just that icon's code (cut from the package's own ESM file),
 * so each icon lands in the chunk of the screen that draws it. Source keeps importing from the package as usual.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

const PACKAGE = '@radix-ui/react-icons'
const PREFIX = 'radix-icon:'
const HELPER = 'radix-icon-helper'

/** The package's ESM source cut into one block of code per icon, by icon name. */
function iconBlocks(): Map<string, string> {
  const require = createRequire(import.meta.url)
  const esm = path.join(path.dirname(require.resolve(`${PACKAGE}/package.json`)), 'dist/react-icons.esm.js')
  const source = readFileSync(esm, 'utf8')
  const blocks = new Map<string, string>()
  for (const part of source.split(/\n(?=var _excluded(?:\$\w+)? = )/).slice(1)) {
    const name = /\nvar (\w+) = \/\*#__PURE__\*\/forwardRef\(/.exec(part)?.[1]
    const end = part.indexOf('\n});')
    if (name && end > 0) blocks.set(name, part.slice(0, end + 4))
  }
  return blocks
}

/** Rewrites the icon imports of one source file; returns undefined when it has none. */
export function splitIconImports(code: string, icons: ReadonlySet<string>): string | undefined {
  if (!code.includes(PACKAGE)) return undefined
  let changed = false
  const out = code.replace(
    /import\s*\{([^}]*)\}\s*from\s*['"]@radix-ui\/react-icons['"];?/g,
    (statement, list: string) => {
      const specifiers = list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
      const perIcon: string[] = []
      const rest: string[] = []
      for (const specifier of specifiers) {
        const [imported, local = imported] = specifier.split(/\s+as\s+/)
        if (imported && !specifier.startsWith('type ') && icons.has(imported))
          perIcon.push(`import { ${imported} as ${local} } from '${PREFIX}${imported}';`)
        else rest.push(specifier)
      }
      if (perIcon.length === 0) return statement
      changed = true
      // Same number of lines, so the source map stays right line by line.
      const lines = '\n'.repeat(statement.split('\n').length - 1)
      const kept = rest.length ? [`import { ${rest.join(', ')} } from '${PACKAGE}';`] : []
      return [...perIcon, ...kept].join(' ') + lines
    },
  )
  return changed ? out : undefined
}

/** The Vite plugin: see the file's comment. */
export function radixIconsPerModule(): Plugin {
  let blocks: Map<string, string> | undefined
  const icons = () => (blocks ??= iconBlocks())
  return {
    name: 'cirrus:radix-icons-per-module',
    enforce: 'pre',
    resolveId(id) {
      if (id.startsWith(PREFIX) || id === HELPER) return `\0${id}`
      return undefined
    },
    load(id) {
      if (id === `\0${HELPER}`) {
        return `export function _objectWithoutPropertiesLoose(source, excluded) {
  if (source == null) return {};
  var target = {};
  for (var key of Object.keys(source)) if (excluded.indexOf(key) < 0) target[key] = source[key];
  return target;
}`
      }
      if (!id.startsWith(`\0${PREFIX}`)) return undefined
      const name = id.slice(PREFIX.length + 1)
      const block = icons().get(name)
      if (!block) throw new Error(`${PACKAGE} has no icon ${name}`)
      return `import { forwardRef, createElement } from 'react';
import { _objectWithoutPropertiesLoose } from '${HELPER}';
${block}
export { ${name} };`
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? id)) return undefined
      const out = splitIconImports(code, new Set(icons().keys()))
      return out === undefined ? undefined : { code: out, map: null }
    },
  }
}
