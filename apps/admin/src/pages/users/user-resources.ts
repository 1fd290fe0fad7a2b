/**
 * Where a user's resource opens from their admin page (issue 13 "a user's page (resources …)"): a disk or IP
 * attached to a VM opens the VM's admin page; the other kinds open their SPEC §2 admin table (issue 14) once
 * that page is built (menu.tsx `BUILT_ADMIN_PAGES`); until then the row has no link.
 */
import type { AdminUserResource, AdminUserResourceKind } from '@cirrus/domain'
import { BUILT_ADMIN_PAGES } from '../../menu'

/** Each kind for people (the Kind column). */
export const resourceKindLabels: Record<AdminUserResourceKind, string> = {
  disk: 'Disk',
  ip: 'IP address',
  network: 'VPC network',
  bucket: 'Bucket',
  load_balancer: 'Load balancer',
  service: 'Managed service',
  metal: 'Bare metal lease',
}

/** The admin table of each kind (SPEC §2 admin routes) and its menu id; networks have none. */
const kindPages: Partial<
  Record<AdminUserResourceKind, { id: string; href: (r: AdminUserResource) => string }>
> = {
  ip: { id: 'floating_ips', href: (r) => `/floating_ips?q=${encodeURIComponent(r.detail)}` },
  bucket: { id: 'buckets', href: (r) => `/buckets?q=${encodeURIComponent(r.name)}` },
  load_balancer: { id: 'load_balancers', href: (r) => `/load_balancers?q=${r.id}` },
  service: { id: 'service_packages', href: (r) => `/service_packages?q=${r.id}` },
  metal: {
    id: 'metal_machines',
    href: (r) => `/metal/machines/history/${r.location ?? ''}/${r.parent_uuid ?? ''}`,
  },
}

/** The admin page a resource's row links to, or undefined when none is built. */
export function userResourceHref(
  r: AdminUserResource,
  built: ReadonlySet<string> = BUILT_ADMIN_PAGES,
): string | undefined {
  if ((r.kind === 'disk' || r.kind === 'ip') && r.parent_uuid) return `/virtual_machines/${r.parent_uuid}`
  const page = kindPages[r.kind]
  return page && built.has(page.id) ? page.href(r) : undefined
}
