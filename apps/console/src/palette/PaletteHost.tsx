/**
 * The command palette's live part, loaded on demand (issue 18: it must not grow the console's first-load JS):
 * reads every resource of the user in every location through the query cache, ranks them with the domain's
 * fuzzy ranking, and runs the chosen entry — a page, a VM start/stop with the VM page's own command, or a
 * service's Start all / Stop all with the service page's own (toasts from the catalogue). cmdk comes with this chunk.
 */
import { useDeferredValue, useMemo, useRef, useState, useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useAtom } from 'jotai'
import { CommandPalette, type CommandPaletteItem } from '@cirrus/design-system'
import { pushRecent, rankEntries, type ServicePackage, type Vm } from '@cirrus/domain'
import { recentPaletteAtom, usePaletteQuery } from '@cirrus/app-kit'
import { useVmActions } from '../pages/compute/use-vm-actions'
import { useServiceActions } from '../pages/services/use-service-actions'
import type { PaletteEntry } from './palette-entries'
import { usePaletteIndex } from './use-palette-index'

/** Props of {@link PaletteHost}. */
export type PaletteHostProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The palette with the signed-in user's resources. */
export default function PaletteHost({ open, onOpenChange }: PaletteHostProps) {
  const navigate = useNavigate()
  const { query, setQuery, props: queryProps } = usePaletteQuery(onOpenChange)
  const [recent, setRecent] = useAtom(recentPaletteAtom)
  const [command, setCommand] = useState<{ vm: Vm; type: 'start' | 'stop'; key: number } | null>(null)
  const [serviceCommand, setServiceCommand] = useState<{
    service: ServicePackage
    type: 'start' | 'stop'
    key: number
  } | null>(null)
  const { index, loading } = usePaletteIndex(open)
  const deferredQuery = useDeferredValue(query)
  const ranked = useMemo(() => rankEntries(index, deferredQuery, { recent }), [index, deferredQuery, recent])
  const recentIds = new Set(recent)
  const items: (CommandPaletteItem & { entry: PaletteEntry })[] = ranked.map(({ entry }) => ({
    id: entry.id,
    group: deferredQuery.trim() === '' && recentIds.has(entry.id) ? 'Recent' : entry.group,
    title: entry.title,
    detail: entry.detail,
    kind: deferredQuery.trim() === '' && recentIds.has(entry.id) ? 'recent' : entry.kind,
    entry,
  }))

  const choose = (item: CommandPaletteItem) => {
    const entry = items.find((i) => i.id === item.id)?.entry
    if (!entry) return
    setRecent((r) => pushRecent(r, entry.id))
    setQuery('')
    if (entry.run.type === 'go') void navigate(entry.run.href)
    else if (entry.run.type === 'vm')
      setCommand({ vm: entry.run.vm, type: entry.run.command, key: Date.now() })
    else setServiceCommand({ service: entry.run.service, type: entry.run.command, key: Date.now() })
  }

  return (
    <>
      <CommandPalette
        open={open}
        {...queryProps}
        items={items}
        onSelect={choose}
        loading={loading && items.length < 5}
      />
      {command && (
        <VmCommandRun key={command.key} vm={command.vm} type={command.type} onDone={() => setCommand(null)} />
      )}
      {serviceCommand && (
        <ServiceCommandRun
          key={serviceCommand.key}
          service={serviceCommand.service}
          type={serviceCommand.type}
          onDone={() => setServiceCommand(null)}
        />
      )}
    </>
  )
}

/** Runs one start/stop on a VM with the VM page's command (progress and result toasts), once. */
function VmCommandRun({ vm, type, onDone }: { vm: Vm; type: 'start' | 'stop'; onDone: () => void }) {
  const { run } = useVmActions(vm)
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    // The toast reports a failure; the palette has nothing more to do either way.
    run({ type }).then(onDone, onDone)
  }, [run, type, onDone])
  return null
}

/** Starts or stops every VM of a service with the service page's own Start all / Stop all (its toasts), once. */
function ServiceCommandRun({
  service,
  type,
  onDone,
}: {
  service: ServicePackage
  type: 'start' | 'stop'
  onDone: () => void
}) {
  const { runBulk } = useServiceActions(service)
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    // Each VM's toast reports its result; the palette has nothing more to do either way.
    runBulk(type).then(onDone, onDone)
  }, [runBulk, type, onDone])
  return null
}
