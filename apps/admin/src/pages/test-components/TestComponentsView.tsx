import type { ReactNode } from 'react'
import { Card, Flex, Heading, TextField } from '@radix-ui/themes'
import { ArchiveIcon } from '@radix-ui/react-icons'
import {
  CopyButton,
  EmptyState,
  Field,
  KeyValueList,
  Price,
  SkeletonCard,
  StatusBadge,
  Switch,
  statuses,
} from '@cirrus/design-system'
import { AdminPage } from '../../components/AdminPage'

function Sample({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="2" asChild>
      <section aria-label={title}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="3">
            {title}
          </Heading>
          {children}
        </Flex>
      </section>
    </Card>
  )
}

/**
 * /admin/test-components: the design system's components in their states inside the admin app (what Storybook
 * shows, reachable in production for a quick look at the deployed theme and fonts).
 */
export function TestComponentsView() {
  return (
    <AdminPage
      title="Test components"
      description="The design system's components in their states, rendered by this deployment."
    >
      <Sample title="Status badges">
        <Flex gap="2" wrap="wrap">
          {statuses.map((s) => (
            <StatusBadge key={s} status={s} />
          ))}
        </Flex>
      </Sample>
      <Sample title="Prices">
        <Flex gap="6" wrap="wrap">
          <Price amount={0.0274} currency="EUR" />
          <Price amount={null} currency="EUR" />
          <Price amount={1.5} currency="USD" showMonthly={false} />
        </Flex>
      </Sample>
      <Sample title="Switches">
        <Switch label="On" defaultChecked description="A switch that is on." />
        <Switch label="Off" description="A switch that is off." />
        <Switch label="Disabled" disabled />
      </Sample>
      <Sample title="Fields">
        <Field label="A field" hint="With a hint under it.">
          <TextField.Root defaultValue="Some text" />
        </Field>
        <Field label="A field with an error" error="This value is not allowed">
          <TextField.Root defaultValue="Wrong" />
        </Field>
      </Sample>
      <Sample title="Key-value list and copy">
        <KeyValueList
          items={[
            { label: 'UUID', value: '6f1c2b9e-0d1a-4c55-9a2f-1f4e8c0b7d21' },
            { label: 'Created', value: '24 Nov 2026, 09:12' },
          ]}
        />
        <Flex>
          <CopyButton text="6f1c2b9e-0d1a-4c55-9a2f-1f4e8c0b7d21" label="UUID" />
        </Flex>
      </Sample>
      <Sample title="Empty state">
        <EmptyState
          icon={<ArchiveIcon />}
          title="No buckets"
          description="Create a bucket to store objects."
          actionLabel="Create bucket"
          actionHref="#"
        />
      </Sample>
      <Sample title="Loading">
        <SkeletonCard />
      </Sample>
    </AdminPage>
  )
}
