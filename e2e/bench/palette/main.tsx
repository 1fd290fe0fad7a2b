/// <reference types="vite/client" />
// The command palette as the console mounts it (design-system CommandPalette, domain ranking) with 5,000
// resources, for `bench/palette.ts`: "Open" records the time from the click to the first frame painted with the
// palette and its results in `window.paletteOpenMs`; "Rank" the time to rank them for an IP address.
import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import { createRoot } from 'react-dom/client'
import '@cirrus/design-system/styles.css'
import { CirrusTheme, CommandPalette, type CommandPaletteItem } from '@cirrus/design-system'
import { indexEntries, rankEntries, type SearchEntry } from '@cirrus/domain'

declare global {
  interface Window {
    paletteOpenMs?: number
    paletteRankMs?: number
  }
}

const COUNT = 5000
const entries: SearchEntry[] = Array.from({ length: COUNT }, (_, i) => ({
  id: `vm:${i}`,
  kind: i % 5 === 0 ? 'action' : 'resource',
  group: i % 5 === 0 ? 'Actions' : 'Virtual machines',
  title: i % 5 === 0 ? `Stop vm-${i}` : `vm-${i}`,
  detail: `Tallinn · 10.1.${Math.floor(i / 250)}.${i % 250}`,
  keywords: [
    `${i.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`,
    `10.1.${Math.floor(i / 250)}.${i % 250}`,
    'tallinn',
    i % 2 ? 'prod' : 'staging',
  ],
}))

function Bench() {
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const started = useRef(0)
  // As the console does: the index is built when the resources arrive, before anyone opens the palette.
  const index = useMemo(() => indexEntries(entries), [])
  const items: CommandPaletteItem[] = rankEntries(index, query).map(({ entry }) => ({
    id: entry.id,
    group: entry.group,
    title: entry.title,
    detail: entry.detail,
    kind: entry.kind,
  }))
  useLayoutEffect(() => {
    if (!open) return
    requestAnimationFrame(() =>
      setTimeout(() => {
        window.paletteOpenMs = performance.now() - started.current
      }),
    )
  }, [open])
  return (
    <>
      <button
        type="button"
        onClick={() => {
          window.paletteOpenMs = undefined
          started.current = performance.now()
          setOpen(true)
        }}
      >
        Open
      </button>
      <button
        type="button"
        onClick={() => {
          const t0 = performance.now()
          rankEntries(index, '10.1.3.17')
          window.paletteRankMs = performance.now() - t0
        }}
      >
        Rank
      </button>
      <CommandPalette
        open={open}
        onOpenChange={setOpen}
        query={query}
        onQueryChange={setQuery}
        items={items}
        onSelect={() => undefined}
      />
    </>
  )
}

createRoot(document.getElementById('root')!).render(
  <CirrusTheme>
    <Bench />
  </CirrusTheme>,
)
