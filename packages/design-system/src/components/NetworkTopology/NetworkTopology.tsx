import { Fragment, useId } from 'react'
import { Box, Flex, Text } from '@radix-ui/themes'
import { statusTones, type Status } from '../StatusBadge/StatusBadge.variants'
import { defaultRenderLink, type RenderLink } from '../../utils/render-link'
import {
  topologyDescription,
  topologyLayout,
  TOPOLOGY_GRID,
  type LaidOutNode,
  type TopologyData,
} from './layout'
import { topologyKindLabels, type TopologyNodeKind } from './NetworkTopology.variants'
import styles from './NetworkTopology.module.css'

export type NetworkTopologyProps = {
  /** The network and what is in it: VMs with their status and public IPs, load balancers, firewalls. */
  data: TopologyData
  /** The diagram's accessible name. @default 'Topology of {network}' */
  title?: string
  /** VMs per row before the grid wraps. @default 5 */
  vmsPerRow?: number
  /** Renders each node's link (the app passes its router link). @default a plain `<a>` */
  renderLink?: RenderLink
}

/** Colour of a node: a VM by its status tone (with the status as text too), the others by kind. */
const KIND_TONES: Record<Exclude<TopologyNodeKind, 'vm'>, string> = {
  network: 'iris',
  ip: 'cyan',
  load_balancer: 'violet',
  firewall: 'orange',
}

function toneOf(node: LaidOutNode): string {
  if (node.kind !== 'vm') return KIND_TONES[node.kind]
  return statusTones[node.status as Status] ?? 'gray'
}

/** Cuts a label that would overflow its node (about 7 px a character at 13 px). */
function fit(text: string, width: number): string {
  const max = Math.floor((width - 20) / 7)
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/**
 * A VPC network's topology as a small SVG diagram (issue 11): the network, its VMs coloured by status, their
 * public IPs, load balancers with lines to their targets and firewalls with lines to their VMs. Every node is a
 * link to its page (keyboard focusable, named by kind and name); the scroll area is focusable too, and a text
 * description under the diagram says the same in sentences.
 */
export function NetworkTopology({
  data,
  title,
  vmsPerRow = TOPOLOGY_GRID.vmsPerRow,
  renderLink = defaultRenderLink,
}: NetworkTopologyProps) {
  const layout = topologyLayout(data, vmsPerRow)
  const name = title ?? `Topology of ${data.network.label}`
  const descriptionId = useId()
  const lines = topologyDescription(data)
  return (
    <Flex direction="column" gap="2" asChild>
      <figure style={{ margin: 0 }}>
        <Box className={styles.scroller} tabIndex={0} role="region" aria-label={`${name} (scrollable)`}>
          <svg
            role="group"
            aria-label={name}
            aria-describedby={descriptionId}
            width={layout.width}
            height={layout.height}
            viewBox={`0 0 ${layout.width} ${layout.height}`}
            style={{ display: 'block', minWidth: layout.width }}
          >
            <g aria-hidden="true">
              {layout.edges.map((e) => (
                <polyline
                  key={e.id}
                  className={
                    e.kind === 'target'
                      ? `${styles.edge} ${styles.edgeTarget}`
                      : e.kind === 'firewall'
                        ? `${styles.edge} ${styles.edgeFirewall}`
                        : styles.edge
                  }
                  points={e.points.map((pt) => `${pt.x},${pt.y}`).join(' ')}
                />
              ))}
            </g>
            {layout.nodes.map((node) => {
              const tone = toneOf(node)
              // Two visible lines, which are also the link's accessible name: the name, then kind and detail.
              const kind = topologyKindLabels[node.kind]
              const second = node.detail ? `${kind} · ${node.detail}` : kind
              return (
                <Fragment key={node.id}>
                  {renderLink({
                    href: node.href,
                    className: styles.node,
                    children: (
                      <g>
                        <rect
                          x={node.x}
                          y={node.y}
                          width={node.width}
                          height={node.height}
                          rx={8}
                          fill={`var(--${tone}-3)`}
                          stroke={`var(--${tone}-8)`}
                          strokeWidth={1}
                        />
                        <text className={styles.label} x={node.x + 10} y={node.y + 19}>
                          {fit(node.label, node.width)}
                        </text>
                        <text className={styles.detail} x={node.x + 10} y={node.y + node.height - 10}>
                          {' '}
                          {second}
                        </text>
                      </g>
                    ),
                  })}
                </Fragment>
              )
            })}
          </svg>
        </Box>
        <details id={descriptionId}>
          <summary>
            <Text size="1" color="gray">
              Describe the diagram
            </Text>
          </summary>
          <ul style={{ margin: 'var(--space-2) 0 0', paddingLeft: 'var(--space-5)' }}>
            {lines.map((line) => (
              <li key={line}>
                <Text size="1">{line}</Text>
              </li>
            ))}
          </ul>
        </details>
      </figure>
    </Flex>
  )
}
