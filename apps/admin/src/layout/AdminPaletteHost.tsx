/**
 * The admin app's command palette, loaded on demand (issue 18): the built admin pages ("Go to Users") and, as
 * the administrator types, the users and VMs the platform finds for the text (`GET /v1/admin/users` and
 * `/admin/virtual_machines` with `search`), ranked with the domain's fuzzy ranking. Keyboard only, as in the
 * console.
 */
import { useDeferredValue, useMemo } from 'react'
import { useNavigate } from 'react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useAtom } from 'jotai'
import { CommandPalette, type CommandPaletteItem, type SideNavEntry } from '@cirrus/design-system'
import { indexEntries, pushRecent, rankEntries, type SearchEntry } from '@cirrus/domain'
import { recentPaletteAtom, usePaletteQuery, useServices } from '@cirrus/app-kit'
import { adminKeys } from '../app/queries'

/** An admin palette entry: where choosing it leads. */
type AdminEntry = SearchEntry & { href: string }

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
      const [users, vms] = await Promise.all([
        client.admin.users({ search: text, limit: FOUND_LIMIT }, { signal }),
        client.admin.virtualMachines({ search: text, limit: FOUND_LIMIT }, { signal }),
      ])
      return { users: users.items, vms: vms.items }
    },
    enabled: open && text.length >= 2,
    placeholderData: keepPreviousData,
  })
  const pages = useMemo(
    () =>
      menu
        .flatMap((e) => ('items' in e ? e.items : [e]))
        .map((p): AdminEntry => ({
          id: `admin:page:${p.id}`,
          kind: 'action',
          group: 'Go to',
          title: `Go to ${p.label.toLowerCase()}`,
          href: p.href,
        })),
    [menu],
  )
  const entries = useMemo(() => {
    const list: AdminEntry[] = [...pages]
    for (const u of found.data?.users ?? []) {
      list.push({
        id: `admin:user:${u.id}`,
        kind: 'resource',
        group: 'Users',
        title: [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email,
        detail: u.email,
        keywords: [u.email, String(u.id)],
        href: `/users/${u.id}`,
      })
    }
    for (const vm of found.data?.vms ?? []) {
      list.push({
        id: `admin:vm:${vm.uuid}`,
        kind: 'resource',
        group: 'Virtual machines',
        title: vm.name,
        detail: `${vm.location} · ${vm.status} · ${vm.owner_email}`,
        keywords: [vm.uuid, vm.owner_email, vm.location],
        href: `/virtual_machines/${vm.uuid}`,
      })
    }
    return list
  }, [pages, found.data])
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
      placeholder="Search pages, users and VMs…"
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
