import { Button, Code, Flex, IconButton, Text } from '@radix-ui/themes'
import { PlusIcon, TrashIcon } from '@radix-ui/react-icons'
import { ApiRequestPanel, CopyButton, DataTable, type DataTableColumn } from '@cirrus/design-system'
import { apiRequests } from '@cirrus/domain'
import { useApiRequest } from '../../../app/api-request'
import { Section } from '../../../components/Section'
import type { PublicS3Key } from '../bucket-commands'

/**
 * The storage access keys (SPEC §3 "Storage access keys", §7 `GET, POST, DELETE /storage/user/keys`): S3 keys
 * belong to the user, not to one bucket, and reach every bucket of theirs. Only access keys are listed; a secret
 * is shown once, when it is generated.
 */
export function AccessKeysPanel({
  keys,
  error,
  onRetry,
  onGenerate,
  generating,
  onDelete,
}: {
  /** The keys, without secrets; undefined while they load. */
  keys: readonly PublicS3Key[] | undefined
  error?: string | null
  onRetry?: () => void
  /** Generates a key. */
  onGenerate: () => void
  /** True while a key is being generated. */
  generating: boolean
  /** Asks to delete a key. */
  onDelete: (accessKey: string) => void
}) {
  const columns: DataTableColumn<PublicS3Key>[] = [
    {
      id: 'accessKey',
      header: 'Access key',
      cell: (k) => (
        <Flex align="center" gap="2">
          <Code variant="ghost">{k.accessKey}</Code>
          <CopyButton text={k.accessKey} label={`access key ${k.accessKey}`} />
        </Flex>
      ),
    },
    { id: 'secret', header: 'Secret key', hideBelow: 'sm', cell: () => <Text color="gray">Shown once</Text> },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (k) => (
        <IconButton
          type="button"
          size="1"
          variant="ghost"
          color="red"
          aria-label={`Delete access key ${k.accessKey}`}
          onClick={() => onDelete(k.accessKey)}
        >
          <TrashIcon aria-hidden />
        </IconButton>
      ),
    },
  ]
  // "Show API request" (issue 10) for the one-click generate: the POST it sends.
  const generateRequest = useApiRequest(apiRequests.storage.generateKey())
  const generate = (
    <Button type="button" onClick={onGenerate} loading={generating}>
      <PlusIcon aria-hidden /> Generate access key
    </Button>
  )
  return (
    <Section title="Access keys" actions={keys && keys.length > 0 ? generate : undefined}>
      <Flex direction="column" gap="3">
        <Text size="2" color="gray">
          Keys sign S3 requests to every bucket you own. Delete a key you no longer use.
        </Text>
        <DataTable
          label="Access keys"
          columns={columns}
          rows={keys ?? []}
          getRowId={(k) => k.accessKey}
          loading={keys === undefined && !error}
          error={error ?? undefined}
          onRetry={onRetry}
          emptyMessage="No access keys yet: generate one to use an S3 client"
          emptyAction={generate}
        />
        {generateRequest && <ApiRequestPanel {...generateRequest} />}
      </Flex>
    </Section>
  )
}
