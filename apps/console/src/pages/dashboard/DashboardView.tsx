import { Box, Card, Flex, Grid, Heading, Link, Text } from '@radix-ui/themes'
import { DesktopIcon, RocketIcon } from '@radix-ui/react-icons'
import {
  DataTable,
  EmptyState,
  Price,
  ResourceCard,
  SkeletonCard,
  StatusBadge,
  type RenderLink,
} from '@cirrus/design-system'
import { dateTimeText } from '../../app/format'
import { displayAmount } from '../../app/money'
import { OwnedByNote } from '../access/OwnedName'
import { VM_CREATE_PATH } from '../compute/paths'
import type { DashboardSummary } from './dashboard-summary'

/** Props of {@link DashboardView}. */
export type DashboardViewProps = {
  /** The user's first name (or email) for the greeting. */
  userName: string
  /** The figures; undefined while they load. */
  summary: DashboardSummary | undefined
  /** Why the figures could not be loaded. */
  error?: string | null
  /** Retries the load. */
  onRetry?: () => void
  /** Renders links with the router. */
  renderLink: RenderLink
  /** The viewer's time zone for dates. @default 'UTC' */
  timeZone?: string
}

/**
 * The dashboard (SPEC §2 "/"): counts per section, the summed hourly price of everything with its monthly
 * estimate, the same per billing account, the most recent resources — and, for a new account, what to do first.
 */
export function DashboardView({
  userName,
  summary,
  error,
  onRetry,
  renderLink,
  timeZone = 'UTC',
}: DashboardViewProps) {
  return (
    <Flex direction="column" gap="5" p="4" maxWidth="1100px">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="6">
          Dashboard
        </Heading>
        <Text size="2" color="gray">
          Welcome back, {userName}.
        </Text>
      </Flex>
      {error ? (
        <Card size="2">
          <EmptyState
            title="The dashboard could not be loaded"
            description={error}
            actionLabel={onRetry ? 'Retry' : undefined}
            onAction={onRetry}
          />
        </Card>
      ) : !summary ? (
        <Grid columns="repeat(auto-fit, minmax(260px, 1fr))" gap="4" aria-busy="true">
          <SkeletonCard label="Loading resource counts" />
          <SkeletonCard label="Loading costs" />
          <SkeletonCard label="Loading recent resources" />
        </Grid>
      ) : summary.isEmpty ? (
        <GettingStarted renderLink={renderLink} />
      ) : (
        <Overview summary={summary} renderLink={renderLink} timeZone={timeZone} />
      )}
    </Flex>
  )
}

function GettingStarted({ renderLink }: { renderLink: RenderLink }) {
  return (
    <Card size="3">
      <EmptyState
        icon={<RocketIcon width="24" height="24" />}
        title="Welcome to Cirrus"
        description={
          <Flex direction="column" gap="2" align="center">
            <Text as="p">Your account is ready. Start with a virtual machine:</Text>
            <Box asChild style={{ textAlign: 'left' }}>
              <ol>
                <li>Pick a location, an operating system and a size.</li>
                <li>Add a password or an SSH key to log in.</li>
                <li>Watch the hourly price as you choose; you pay only while resources exist.</li>
              </ol>
            </Box>
          </Flex>
        }
        actionLabel="Create VM"
        actionHref={VM_CREATE_PATH}
        renderLink={renderLink}
        size="3"
      />
    </Card>
  )
}

function Overview({
  summary,
  renderLink,
  timeZone,
}: {
  summary: DashboardSummary
  renderLink: RenderLink
  timeZone: string
}) {
  const currency = summary.total.currency || 'EUR'
  return (
    <>
      <Grid columns="repeat(auto-fit, minmax(260px, 1fr))" gap="4">
        {summary.counts.map((count) => (
          <ResourceCard
            key={count.section}
            title={count.label}
            headingLevel="h2"
            subtitle={`${count.running} running · ${count.stopped} stopped`}
            viewAllHref={count.href}
            renderLink={renderLink}
          >
            <Flex align="center" gap="3">
              <DesktopIcon width="20" height="20" aria-hidden />
              <Text size="7" weight="bold" className="cirrus-tabular">
                {count.total}
              </Text>
            </Flex>
          </ResourceCard>
        ))}
        <ResourceCard
          title="Cost of everything"
          headingLevel="h2"
          subtitle="All resources, all locations"
          renderLink={renderLink}
        >
          <Price amount={displayAmount(summary.total.hourly)} currency={currency} size="3" />
        </ResourceCard>
      </Grid>

      <Grid columns="repeat(auto-fit, minmax(340px, 1fr))" gap="4" align="start">
        <Card size="2" style={{ width: '100%' }} asChild>
          <section>
            <Heading as="h2" size="4" mb="3">
              Cost by billing account
            </Heading>
            <DataTable
              label="Cost by billing account"
              rows={summary.accounts}
              getRowId={(a) => String(a.id ?? 'other')}
              columns={[
                { id: 'account', header: 'Billing account', cell: (a) => a.title, primary: true },
                { id: 'resources', header: 'Resources', cell: (a) => a.resources, numeric: true },
                {
                  id: 'price',
                  header: 'Price',
                  numeric: true,
                  cell: (a) => (
                    <Price
                      amount={displayAmount(a.hourly)}
                      currency={currency}
                      showMonthly={false}
                      size="1"
                      align="right"
                    />
                  ),
                },
              ]}
              emptyMessage="No billing accounts"
            />
          </section>
        </Card>

        <Card size="2" style={{ width: '100%' }} asChild>
          <section>
            <Heading as="h2" size="4" mb="3">
              Recent resources
            </Heading>
            <Flex asChild direction="column" gap="3">
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {summary.recent.map((item) => (
                  <Flex asChild key={item.id} justify="between" align="center" gap="3">
                    <li>
                      <Flex direction="column" minWidth="0">
                        <Text size="2" weight="medium" truncate>
                          <Link asChild>{renderLink({ href: item.href, children: item.name })}</Link>
                        </Text>
                        <Text size="1" color="gray">
                          {item.kind} · {item.location}
                          {item.createdAt && ` · ${dateTimeText(item.createdAt, timeZone)}`}
                        </Text>
                        <OwnedByNote owner={item.owner} />
                      </Flex>
                      <StatusBadge status={item.status} />
                    </li>
                  </Flex>
                ))}
              </ul>
            </Flex>
          </section>
        </Card>
      </Grid>
    </>
  )
}
