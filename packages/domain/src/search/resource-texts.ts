/**
 * What finds a resource in a command palette and the second line it shows (issue 18 "Command palette"), shared by
 * the console's palette (the user's own services and leases) and the admin palette (every customer's services and
 * bare-metal machines), so both find a service by its kind and version and a server by its IP and host name alike.
 * Pure: the apps pass the texts they read (a location's name for people, an owner's e-mail), the ids of their entries
 * and the links are theirs.
 */

/** The texts that are there, in order: empty and missing ones left out. */
export function searchTexts(...values: (string | null | undefined)[]): string[] {
  return values.filter((v): v is string => !!v)
}

/** An entry's second line and its keywords (the texts that find it besides its title). */
export type SearchTexts = { detail: string; keywords: string[] }

/** What the palettes know of a managed service. */
export type ServiceSearchSource = {
  uuid: string
  /** Its kind (`postgresql`). */
  service: string
  version: string
  /** Its location, as people read it. */
  location?: string | null
  /** Its service IP address. */
  address?: string | null
  status: string
  /** The customer's e-mail (the admin palette). */
  owner?: string | null
}

/** A managed service by uuid, kind, version and both (`postgresql 16`), its IP, location and owner. */
export function serviceSearchTexts(s: ServiceSearchSource): SearchTexts {
  const kind = searchTexts(s.service, s.version).join(' ')
  return {
    detail: searchTexts(kind, s.location, s.address, s.status, s.owner).join(' · '),
    keywords: searchTexts(s.uuid, s.service, s.version, kind, s.address, s.location, s.owner),
  }
}

/** What the palettes know of a bare-metal server: a customer's lease, or a machine of the stock. */
export type MetalSearchSource = {
  uuid: string
  /** Its location, as people read it. */
  location?: string | null
  /** Its IP address. */
  address?: string | null
  hostname?: string | null
  /** The machine type's name for people (`Small`). */
  machineType?: string | null
  /** The lease's status or the machine's state. */
  status?: string | null
  /** The machine's serial number (the admin palette). */
  serial?: string | null
  /** The lease's name when the entry is the machine (the admin palette). */
  lease?: string | null
  /** The customer's e-mail (the admin palette). */
  owner?: string | null
}

/** A bare-metal server by uuid, IP, host name, location, and for administrators its serial, lease and owner. */
export function metalSearchTexts(m: MetalSearchSource): SearchTexts {
  return {
    detail: searchTexts(m.location, m.address, m.machineType, m.status, m.owner).join(' · '),
    keywords: searchTexts(m.uuid, m.address, m.hostname, m.location, m.serial, m.lease, m.owner),
  }
}
