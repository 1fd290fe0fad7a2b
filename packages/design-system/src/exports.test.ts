// The public surface of @cirrus/design-system (STYLE.md "index.ts — the public surface, explicit names only;
// exports.test.ts snapshots it"). A changed snapshot is a changed API: it needs a changeset (minor for an
// addition, major for a removal or rename). Refresh on purpose with `npx vitest run src/exports.test.ts -u`.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import * as designSystem from './index'

const indexFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'index.ts')

/** Every name src/index.ts exports, split into runtime values and type-only names, read by the compiler. */
function publicNames() {
  const program = ts.createProgram([indexFile], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    customConditions: ['source'],
    skipLibCheck: true,
    noEmit: true,
  })
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(indexFile)
  const moduleSymbol = source && checker.getSymbolAtLocation(source)
  if (!moduleSymbol) throw new Error(`cannot read ${indexFile}`)
  const values: string[] = []
  const types: string[] = []
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
    const typeOnly = symbol.declarations?.some(
      (d) => ts.isExportSpecifier(d) && (d.isTypeOnly || d.parent.parent.isTypeOnly),
    )
    if (target.flags & ts.SymbolFlags.Value && !typeOnly) values.push(symbol.name)
    else types.push(symbol.name)
  }
  return { values: values.sort(), types: types.sort() }
}

describe('public exports of @cirrus/design-system', () => {
  const names = publicNames()

  it('matches the reviewed list', () => {
    expect(names).toMatchSnapshot()
  })

  it('exports at runtime exactly the values the source declares', () => {
    expect(Object.keys(designSystem).sort()).toEqual(names.values)
  })

  it('has no default export (explicit names only)', () => {
    expect(names.values).not.toContain('default')
  })
})
