import { useState, type ReactNode } from 'react'
import { Button, Card, Flex, Heading, Table, Text, TextField } from '@radix-ui/themes'
import { ConfirmDialog } from '@cirrus/design-system'
import {
  DNS_SERVERS_MAX,
  PRIVATE_SUBNET_PREFIX,
  VLAN_BOUNDS,
  IP_RANGE_MESSAGES,
  boundedIntError,
  dnsServersError,
  publicRangeError,
  splitDnsServers,
  type ExistingRange,
  type LocationNetwork,
  type NetworkDefaultsInput,
  type PublicIpRange,
} from '@cirrus/domain'
import styles from './LocationNetworkCard.module.css'

/** Which form the platform's field errors belong to: a location's new range, one range's edit, its defaults. */
export type NetworkForm = `range:${string}` | `edit:${string}` | `defaults:${string}`

/** Props of {@link LocationNetworkCard}. */
export type LocationNetworkCardProps = {
  network: LocationNetwork
  /** Every range of every location (a new or changed range may overlap none). */
  allRanges: readonly PublicIpRange[]
  onAddRange: (location: string, cidr: string) => void
  onUpdateRange: (range: PublicIpRange, cidr: string) => void
  onRemoveRange: (range: PublicIpRange) => void
  onSaveDefaults: (location: string, input: NetworkDefaultsInput) => void
  /** The platform's field errors of the last change, with the form they belong to. */
  serverErrors?: { form: NetworkForm; errors: Record<string, string> }
  /** The form whose change is running. */
  busyForm?: NetworkForm
}

const existing = (ranges: readonly PublicIpRange[], except?: string): ExistingRange[] =>
  ranges.filter((r) => r.uuid !== except).map((r) => ({ cidr: r.cidr, location: r.location }))

/** A labelled text field with its error beside it. */
function Field(props: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | null
  placeholder?: string
  width?: string
}) {
  const errorId = `${props.id}-error`
  return (
    <Flex direction="column" gap="1" width={props.width}>
      <Text as="label" htmlFor={props.id} size="2" weight="medium">
        {props.label}
      </Text>
      <TextField.Root
        id={props.id}
        value={props.value}
        placeholder={props.placeholder}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.error && (
        <Text id={errorId} size="1" color="red">
          {props.error}
        </Text>
      )}
    </Flex>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex direction="column" gap="2">
      <Heading as="h3" size="3">
        {title}
      </Heading>
      {children}
    </Flex>
  )
}

/** One location's public ranges (used/free, add, edit, remove), private network defaults and DNS servers. */
export function LocationNetworkCard(props: LocationNetworkCardProps) {
  const { network, allRanges, serverErrors, busyForm } = props
  const slug = network.location
  const errorsOf = (form: NetworkForm) => (serverErrors?.form === form ? serverErrors.errors : {})

  // A new range
  const [cidr, setCidr] = useState('')
  const [cidrTouched, setCidrTouched] = useState(false)
  const cidrError = cidrTouched ? publicRangeError(cidr, existing(allRanges)) : null

  // One range's edit
  const [editing, setEditing] = useState<{ uuid: string; cidr: string } | null>(null)
  const editError = editing ? publicRangeError(editing.cidr, existing(allRanges, editing.uuid)) : null

  // A range added, changed or removed: the forms start again.
  const rangesKey = network.ranges.map((r) => `${r.uuid}=${r.cidr}`).join(',')
  const [seenRanges, setSeenRanges] = useState(rangesKey)
  if (seenRanges !== rangesKey) {
    setSeenRanges(rangesKey)
    setCidr('')
    setCidrTouched(false)
    setEditing(null)
  }

  // Defaults
  const [defaults, setDefaults] = useState({
    private_subnet_prefix: String(network.private_subnet_prefix),
    vlan_first: String(network.vlan_first),
    vlan_last: String(network.vlan_last),
    dns_servers: network.dns_servers.join(', '),
  })
  const [defaultsTouched, setDefaultsTouched] = useState(false)
  const dns = splitDnsServers(defaults.dns_servers)
  const defaultErrors: Record<string, string | null> = {
    private_subnet_prefix: boundedIntError(defaults.private_subnet_prefix, PRIVATE_SUBNET_PREFIX),
    vlan_first:
      boundedIntError(defaults.vlan_first, VLAN_BOUNDS) ??
      (Number(defaults.vlan_first) > Number(defaults.vlan_last) ? IP_RANGE_MESSAGES.vlanOrder : null),
    vlan_last: boundedIntError(defaults.vlan_last, VLAN_BOUNDS),
    dns_servers: dnsServersError(dns),
  }
  const defaultsServer = errorsOf(`defaults:${slug}`)
  const shownDefaultError = (key: string) =>
    (defaultsTouched ? defaultErrors[key] : null) ?? defaultsServer[key] ?? null

  return (
    <Card>
      <Flex direction="column" gap="4">
        <Heading as="h2" size="5">
          {network.display_name} <Text color="gray">({slug})</Text>
        </Heading>

        <Section title="Public IPv4 ranges">
          {network.ranges.length === 0 ? (
            <Text color="gray" size="2">
              No public range: new IP addresses come from the shared pool.
            </Text>
          ) : (
            <Table.Root
              variant="surface"
              size="1"
              aria-label={`Public IPv4 ranges of ${network.display_name}`}
            >
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Range</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end" className={styles.secondary}>
                    Addresses
                  </Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end" className={styles.secondary}>
                    Used
                  </Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">Free</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">Actions</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {network.ranges.map((range) => {
                  const isEditing = editing?.uuid === range.uuid
                  const serverError = errorsOf(`edit:${range.uuid}`).cidr
                  return (
                    <Table.Row key={range.uuid}>
                      <Table.RowHeaderCell>
                        {isEditing ? (
                          <form
                            aria-label={`Change ${range.cidr}`}
                            onSubmit={(e) => {
                              e.preventDefault()
                              if (editError === null) props.onUpdateRange(range, editing.cidr.trim())
                            }}
                          >
                            <Flex gap="2" align="start" wrap="wrap">
                              <Field
                                id={`range-edit-${range.uuid}`}
                                label={`New CIDR of ${range.cidr}`}
                                value={editing.cidr}
                                onChange={(value) => setEditing({ uuid: range.uuid, cidr: value })}
                                error={editError ?? serverError}
                              />
                              <Flex gap="2" pt="5">
                                <Button size="1" type="submit" loading={busyForm === `edit:${range.uuid}`}>
                                  Save
                                </Button>
                                <Button size="1" variant="soft" color="gray" onClick={() => setEditing(null)}>
                                  Cancel
                                </Button>
                              </Flex>
                            </Flex>
                          </form>
                        ) : (
                          range.cidr
                        )}
                      </Table.RowHeaderCell>
                      <Table.Cell justify="end" className={styles.secondary}>
                        {range.size}
                      </Table.Cell>
                      <Table.Cell justify="end" className={styles.secondary}>
                        {range.used}
                      </Table.Cell>
                      <Table.Cell justify="end">{range.free}</Table.Cell>
                      <Table.Cell justify="end">
                        <Flex gap="2" justify="end">
                          <Button
                            size="1"
                            variant="soft"
                            aria-label={`Edit ${range.cidr}`}
                            onClick={() => setEditing({ uuid: range.uuid, cidr: range.cidr })}
                          >
                            Edit
                          </Button>
                          <ConfirmDialog
                            trigger={
                              <Button size="1" variant="soft" color="red" aria-label={`Remove ${range.cidr}`}>
                                Remove
                              </Button>
                            }
                            title="Remove public IP range?"
                            description={`${range.cidr} will no longer be handed out in ${network.display_name}. A range with addresses in use cannot be removed.`}
                            confirmLabel="Remove"
                            onConfirm={() => props.onRemoveRange(range)}
                          />
                        </Flex>
                      </Table.Cell>
                    </Table.Row>
                  )
                })}
              </Table.Body>
            </Table.Root>
          )}
          {network.outside_ranges > 0 && (
            <Text color="gray" size="2">
              {network.outside_ranges} address(es) in use here come from the shared pool.
            </Text>
          )}
          <form
            aria-label={`Add a public range to ${network.display_name}`}
            onSubmit={(e) => {
              e.preventDefault()
              setCidrTouched(true)
              if (publicRangeError(cidr, existing(allRanges)) === null) props.onAddRange(slug, cidr.trim())
            }}
          >
            <Flex gap="2" align="start" wrap="wrap">
              <Field
                id={`range-new-${slug}`}
                label="New range (CIDR)"
                placeholder="203.0.113.0/24"
                value={cidr}
                onChange={(value) => {
                  setCidr(value)
                  setCidrTouched(false)
                }}
                error={cidrError ?? errorsOf(`range:${slug}`).cidr}
              />
              <Flex pt="5">
                <Button type="submit" loading={busyForm === `range:${slug}`}>
                  Add range
                </Button>
              </Flex>
            </Flex>
          </form>
        </Section>

        <Section title="Private networks and DNS">
          <form
            aria-label={`Network defaults of ${network.display_name}`}
            onSubmit={(e) => {
              e.preventDefault()
              setDefaultsTouched(true)
              if (Object.values(defaultErrors).every((error) => error === null)) {
                props.onSaveDefaults(slug, {
                  private_subnet_prefix: Number(defaults.private_subnet_prefix),
                  vlan_first: Number(defaults.vlan_first),
                  vlan_last: Number(defaults.vlan_last),
                  dns_servers: dns,
                })
              }
            }}
          >
            <Flex direction="column" gap="3">
              <Flex gap="4" wrap="wrap">
                <Field
                  id={`subnet-${slug}`}
                  label={`Subnet prefix (/${PRIVATE_SUBNET_PREFIX.min}–/${PRIVATE_SUBNET_PREFIX.max})`}
                  value={defaults.private_subnet_prefix}
                  onChange={(value) => setDefaults({ ...defaults, private_subnet_prefix: value })}
                  error={shownDefaultError('private_subnet_prefix')}
                />
                <Field
                  id={`vlan-first-${slug}`}
                  label="First VLAN"
                  value={defaults.vlan_first}
                  onChange={(value) => setDefaults({ ...defaults, vlan_first: value })}
                  error={shownDefaultError('vlan_first')}
                />
                <Field
                  id={`vlan-last-${slug}`}
                  label="Last VLAN"
                  value={defaults.vlan_last}
                  onChange={(value) => setDefaults({ ...defaults, vlan_last: value })}
                  error={shownDefaultError('vlan_last')}
                />
              </Flex>
              <Field
                id={`dns-${slug}`}
                label={`DNS servers handed to VMs (up to ${DNS_SERVERS_MAX}, comma separated)`}
                value={defaults.dns_servers}
                onChange={(value) => setDefaults({ ...defaults, dns_servers: value })}
                error={shownDefaultError('dns_servers')}
              />
              <Flex>
                <Button type="submit" loading={busyForm === `defaults:${slug}`}>
                  Save defaults
                </Button>
              </Flex>
            </Flex>
          </form>
        </Section>
      </Flex>
    </Card>
  )
}
