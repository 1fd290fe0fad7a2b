/**
 * The admin app's command palette, loaded on demand (issue 18): the built admin pages ("Go to Users"), the hosts,
 * and, as the administrator types, the users, VMs, managed services and bare-metal machines the platform finds for
 * the text (`GET /v1/admin/users`, `/admin/virtual_machines`, `/admin/services` and `/admin/metal/machines` with
 * `search`: e-mail, name, uuid, IP, kind, host name, serial, owner), ranked with the domain's fuzzy ranking
 * (`admin-palette-entries.ts`). Keyboard only, as in the console.
 */
import { useDeferredValue, useMemo } from 'react'
import { useNavigate } from 'react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useAtom } from 'jotai'
import { CommandPalette, type CommandPaletteItem, type SideNavEntry } from '@cirrus/design-system'
import { indexEntries, pushRecent, rankEntries } from '@cirrus/domain'
import { recentPaletteAtom, usePaletteQuery, useServices } from '@cirrus/app-kit'
import { adminKeys } from '../app/queries'
import { adminPaletteEntries } from './admin-palette-entries'

/** Props of {@link AdminPaletteHost}. */
export type AdminPaletteHostProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The admin menu (built pages only). */
  menu: readonly SideNavEntry[]
}

/** How many users and VMs the search asks the platform for. */
const FOUND_LIMIT = 20

/** The admin palette. */
export default function AdminPaletteHost({ open, onOpenChange, menu }: AdminPaletteHostProps) {
  const { client } = useServices()
  const navigate = useNavigate()
  const { query, setQuery, props: queryProps } = usePaletteQuery(onOpenChange)
  const [recent, setRecent] = useAtom(recentPaletteAtom)
  const text = useDeferredValue(query).trim()
  const found = useQuery({
    queryKey: [...adminKeys.all, 'palette', text],
    queryFn: async ({ signal }) => {
      const [users, vms, services, machines] = await Promise.all([
        client.admin.users({ search: text, limit: FOUND_LIMIT }, { signal }),
        client.admin.virtualMachines({ search: text, limit: FOUND_LIMIT }, { signal }),
        client.admin.services({ search: text, limit: FOUND_LIMIT }, { signal }),
        client.admin.machines({ search: text, limit: FOUND_LIMIT }, { signal }),
      ])
      return { users: users.items, vms: vms.items, services: services.items, machines: machines.items }
    },
    enabled: open && text.length >= 2,
    placeholderData: keepPreviousData,
  })
  // The hosts table's read (pages/infra/queries.ts `hosts`, same key, so the cache is shared), imported by key only:
  // the palette's chunk keeps no dependency of its own on that page's module.
  const hosts = useQuery({
    queryKey: [...adminKeys.all, 'infra', 'hosts'],
    queryFn: ({ signal }) => client.infra.listHosts({ signal }),
    enabled: open,
  })
  const entries = useMemo(
    () =>
      adminPaletteEntries({
        menu,
        users: found.data?.users,
        vms: found.data?.vms,
        services: found.data?.services,
        machines: found.data?.machines,
        hosts: hosts.data,
      }),
    [menu, found.data, hosts.data],
  )
  const index = useMemo(() => indexEntries(entries), [entries])
  const ranked = rankEntries(index, text, { recent })
  const items: CommandPaletteItem[] = ranked.map(({ entry }) => ({
    id: entry.id,
    group: entry.group,
    title: entry.title,
    detail: entry.detail,
    kind: entry.kind,
  }))
  return (
    <CommandPalette
      open={open}
      {...queryProps}
      items={items}
      placeholder="Search pages, users, VMs, services, bare metal and hosts…"
      loading={found.isFetching && items.length === 0}
      onSelect={(item) => {
        const entry = entries.find((e) => e.id === item.id)
        if (!entry) return
        setRecent((r) => pushRecent(r, entry.id))
        setQuery('')
        void navigate(entry.href)
      }}
    />
  )
}
