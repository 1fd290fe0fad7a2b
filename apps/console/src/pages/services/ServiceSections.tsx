/** The service page's secrets and whitelist sections (issue 12). */
import { Button, Code, Flex, Text } from '@radix-ui/themes'
import { KeyValueList } from '@cirrus/design-system'
import type { ServiceSecrets } from '@cirrus/domain'
import { Section } from '../../components/Section'

/** Props of {@link ServiceSecretsSection}. */
export type ServiceSecretsSectionProps = {
  /** The secrets once revealed; undefined while hidden. */
  secrets: ServiceSecrets | undefined
  /** True while the secrets load. */
  loading?: boolean
  /** Why the secrets could not be loaded. */
  error?: string | null
  /** Asks to reveal them (the page confirms first, with the call it makes). */
  onReveal: () => void
}

/** The secrets: hidden until revealed, then each with a copy button. */
export function ServiceSecretsSection({ secrets, loading, error, onReveal }: ServiceSecretsSectionProps) {
  return (
    <Section
      title="Secrets"
      actions={
        secrets === undefined && (
          <Button variant="soft" loading={loading} onClick={onReveal}>
            Reveal secrets
          </Button>
        )
      }
    >
      {error ? (
        <Text role="alert" size="2" color="red">
          The secrets could not be loaded: {error}
        </Text>
      ) : secrets === undefined ? (
        <Text size="2" color="gray">
          Hidden until you reveal them.
        </Text>
      ) : (
        <KeyValueList
          items={Object.entries(secrets).map(([key, value]) => {
            const text = typeof value === 'string' ? value : JSON.stringify(value)
            return {
              label: key,
              value: <Code style={{ whiteSpace: 'pre-wrap' }}>{text}</Code>,
              copyText: text,
            }
          })}
          emptyText="This service has no secrets"
        />
      )}
    </Section>
  )
}

/** Props of {@link ServiceWhitelistSection}. */
export type ServiceWhitelistSectionProps = {
  /** The whitelist; undefined while it loads. */
  whitelist: readonly string[] | undefined
  /** Why the whitelist could not be loaded. */
  error?: string | null
  /** Opens the add dialog. */
  onAdd: () => void
  /** Asks to remove an address (confirmed first). */
  onRemove: (address: string) => void
}

/** The whitelist: open to all while empty; each address with its remove button. */
export function ServiceWhitelistSection({ whitelist, error, onAdd, onRemove }: ServiceWhitelistSectionProps) {
  return (
    <Section
      title="Whitelist"
      actions={
        <Button variant="soft" onClick={onAdd}>
          Add address
        </Button>
      }
    >
      {error ? (
        <Text role="alert" size="2" color="red">
          The whitelist could not be loaded: {error}
        </Text>
      ) : whitelist === undefined ? (
        <Text size="2" color="gray">
          Loading the whitelist…
        </Text>
      ) : whitelist.length === 0 ? (
        <Text size="2" color="gray">
          Open to all addresses
        </Text>
      ) : (
        <ul aria-label="Whitelist addresses">
          {whitelist.map((address) => (
            <li key={address}>
              <Flex align="center" gap="3" py="1">
                <Code>{address}</Code>
                <Button
                  size="1"
                  variant="ghost"
                  color="red"
                  aria-label={`Remove ${address}`}
                  onClick={() => onRemove(address)}
                >
                  Remove
                </Button>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
