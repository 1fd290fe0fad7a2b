import { Card, Flex, Heading, Text } from '@radix-ui/themes'
import { Switch } from '@cirrus/design-system'
import { FEATURE_KEYS, FEATURE_LABELS, type AdminConfigUpdate, type ConsoleConfig } from '@cirrus/domain'
import { AdminPage } from '../../components/AdminPage'

/** Props of {@link ConfigurationView}. */
export type ConfigurationViewProps = {
  /** The configuration in force; undefined while loading. */
  config: ConsoleConfig | undefined
  /** A load error. */
  error?: string
  /** Retries the load. */
  onRetry?: () => void
  /** Applies one switch (the page saves it at once, audit-logged). */
  onChange: (change: AdminConfigUpdate) => void
  /** True while a change is being saved: the switches wait. */
  saving?: boolean
}

/**
 * /admin/configuration (Platform Configuration, SPEC §6): the feature switches that show or hide each section of
 * the customer console, the two list flags and the admin bare-metal flag. A change is saved at once; customers
 * see it on their console's next load.
 */
export function ConfigurationView({ config, error, onRetry, onChange, saving }: ConfigurationViewProps) {
  return (
    <AdminPage
      title="Platform Configuration"
      description="Switch parts of the customer console on or off. Customers see a change the next time their console loads."
      loading={!config}
      error={error}
      onRetry={onRetry}
    >
      {config && (
        <Flex direction="column" gap="4">
          <Card size="3">
            <Flex direction="column" gap="4">
              <Heading as="h2" size="4">
                Features
              </Heading>
              {FEATURE_KEYS.map((key) => (
                <Switch
                  key={key}
                  label={FEATURE_LABELS[key]}
                  description={
                    config.features[key]
                      ? 'Shown in the customer console.'
                      : 'Hidden: its navigation entry is gone from the customer console.'
                  }
                  checked={config.features[key]}
                  disabled={saving}
                  onCheckedChange={(on) => onChange({ features: { [key]: on } })}
                />
              ))}
            </Flex>
          </Card>
          <Card size="3">
            <Flex direction="column" gap="4">
              <Heading as="h2" size="4">
                Lists
              </Heading>
              <Text size="2" color="gray">
                When off, the list stays in the navigation but shows nothing.
              </Text>
              <Switch
                label="Disk lists (disksEnabled)"
                checked={config.disksEnabled}
                disabled={saving}
                onCheckedChange={(on) => onChange({ disksEnabled: on })}
              />
              <Switch
                label="Firewall lists (firewallEnabled)"
                checked={config.firewallEnabled}
                disabled={saving}
                onCheckedChange={(on) => onChange({ firewallEnabled: on })}
              />
            </Flex>
          </Card>
          <Card size="3">
            <Flex direction="column" gap="4">
              <Heading as="h2" size="4">
                Administration
              </Heading>
              <Switch
                label="Bare metal (admin flag)"
                description="Enables bare metal for the platform: the customer Bare metal section and the admin Metal pages."
                checked={config.adminBareMetalEnabled}
                disabled={saving}
                onCheckedChange={(on) => onChange({ adminBareMetalEnabled: on })}
              />
            </Flex>
          </Card>
        </Flex>
      )}
    </AdminPage>
  )
}
