/** A filled SectionList for the stories of the shell and the section screen. */
import { DesktopIcon } from '@radix-ui/react-icons'
import { displayAmount } from '../app/money'
import { SectionList, type SectionListProps } from '../layout/SectionList'
import { vmRows } from '../pages/compute/vm-rows'
import { priceList, storyLink, vms } from './helpers'

/** The compute section's list of the story fixtures. */
export const sectionListArgs: SectionListProps = {
  title: 'Virtual machines',
  createLabel: 'Create VM',
  createHref: '/compute/create',
  currency: 'EUR',
  items: vmRows(vms, priceList).map((row) => ({
    id: row.id,
    name: row.name,
    href: row.href,
    status: row.status,
    secondary: row.size,
    price: displayAmount(row.price),
  })),
  empty: {
    icon: <DesktopIcon width="20" height="20" />,
    title: 'No virtual machines',
    description: 'Create a virtual machine to run your workloads.',
  },
  renderLink: storyLink,
}

/** The list with overrides. */
export function StorySectionList(props: Partial<SectionListProps>) {
  return <SectionList {...sectionListArgs} {...props} />
}
