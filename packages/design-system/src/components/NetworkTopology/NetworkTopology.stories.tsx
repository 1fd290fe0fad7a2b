import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import type { RenderLink } from '../../utils/render-link'
import { NetworkTopology } from './NetworkTopology'
import type { TopologyData } from './layout'

/** Links that stay in the story when clicked. */
const storyLink: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest} onClick={(event) => event.preventDefault()}>
    {children}
  </a>
)

const network = { id: 'net-1', label: 'backend', href: '/network/vpc/tll01/net-1/', detail: '10.1.104.0/24' }
const vm = (n: number, status = 'running', ips: string[] = []) => ({
  id: `vm-${n}`,
  label: `web-${n}`,
  href: `/compute/vm/tll01/vm-${n}/`,
  status,
  publicIps: ips.map((address) => ({
    id: address,
    label: address,
    href: `/network/ip_address/tll01/${address}/`,
  })),
})

const few: TopologyData = {
  network,
  vms: [vm(1, 'running', ['198.51.100.2']), vm(2, 'stopped'), vm(3, 'starting')],
  loadBalancers: [],
  firewalls: [],
}

const meta = {
  title: 'Design System/NetworkTopology',
  component: NetworkTopology,
  args: { data: few, renderLink: storyLink },
} satisfies Meta<typeof NetworkTopology>
export default meta
type Story = StoryObj<typeof meta>

export const FewVms: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Topology of backend' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'web-2 Virtual machine · stopped' })).toHaveAttribute(
      'href',
      '/compute/vm/tll01/vm-2/',
    )
    await expect(canvas.getByRole('link', { name: '198.51.100.2 Public IP' })).toBeVisible()
  },
}

export const EmptyNetwork: Story = {
  args: { data: { network, vms: [], loadBalancers: [], firewalls: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1)
    await userEvent.click(canvas.getByText('Describe the diagram'))
    await expect(
      canvas.getByText(
        'VPC network backend (10.1.104.0/24): 0 virtual machines, 0 load balancers, 0 firewalls.',
      ),
    ).toBeVisible()
  },
}

export const ManyVms: Story = {
  args: {
    data: {
      ...few,
      vms: Array.from({ length: 14 }, (_, i) =>
        vm(i + 1, i % 4 === 1 ? 'stopped' : 'running', i % 3 === 0 ? [`198.51.100.${i + 10}`] : []),
      ),
    },
  },
}

export const WithLoadBalancerAndFirewall: Story = {
  args: {
    data: {
      ...few,
      loadBalancers: [
        {
          id: 'lb-1',
          label: 'lb-web',
          href: '/network/load_balancer/tll01/lb-1/',
          targetIds: ['vm-1', 'vm-2'],
        },
      ],
      firewalls: [
        { id: 'fw-1', label: 'ssh-only', href: '/network/firewall/tll01/fw-1/', vmIds: ['vm-1', 'vm-3'] },
      ],
    },
  },
  play: async ({ canvas }) => {
    const lb = canvas.getByRole('link', { name: 'lb-web Load balancer' })
    lb.focus()
    await expect(lb).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'ssh-only Firewall' })).toHaveFocus()
    // The picture is of the diagram, not of the focus ring: Chromium paints a ring round an SVG link a pixel
    // differently now and then.
    if (document.activeElement instanceof HTMLElement || document.activeElement instanceof SVGElement)
      (document.activeElement as HTMLElement).blur()
  },
}

export const Mobile: Story = {
  args: WithLoadBalancerAndFirewall.args,
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    // The diagram keeps its size and scrolls inside its focusable region.
    await expect(canvas.getByRole('region', { name: 'Topology of backend (scrollable)' })).toHaveAttribute(
      'tabindex',
      '0',
    )
  },
}
