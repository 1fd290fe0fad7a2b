import { Code, Flex, Text } from '@radix-ui/themes'
import { CopyButton, KeyValueList } from '@cirrus/design-system'
import { Section } from '../../../components/Section'
import { S3_REGION, awsCliExample, isProvisioned } from './s3-endpoint'

/**
 * Where S3 clients reach the bucket (SPEC §7 `GET /storage/api/s3`): the endpoint, the region and the bucket,
 * each with a copy button, and how to address it (path-style).
 */
export function S3EndpointPanel({
  bucketName,
  url,
  error,
}: {
  bucketName: string
  /** The endpoint URL; undefined while it loads. */
  url: string | undefined
  /** Why it could not be loaded. */
  error?: string | null
}) {
  if (error) {
    return (
      <Section title="S3 endpoint">
        <Text color="red" role="alert">
          {error}
        </Text>
      </Section>
    )
  }
  const ready = url !== undefined && isProvisioned(url)
  return (
    <Section title="S3 endpoint">
      <Flex direction="column" gap="3">
        <KeyValueList
          loading={url === undefined}
          items={[
            {
              label: 'Endpoint',
              value: ready ? <Code variant="ghost">{url}</Code> : 'Not provisioned yet',
              copyText: ready ? url : undefined,
            },
            { label: 'Region', value: <Code variant="ghost">{S3_REGION}</Code>, copyText: S3_REGION },
            { label: 'Bucket', value: <Code variant="ghost">{bucketName}</Code>, copyText: bucketName },
          ]}
        />
        <Text size="2" color="gray">
          Use path-style addressing (<Code variant="ghost">{'<endpoint>/<bucket>/<key>'}</Code>): in the AWS
          SDK set <Code variant="ghost">forcePathStyle: true</Code>, in the AWS CLI{' '}
          <Code variant="ghost">addressing_style = path</Code>. Sign with an access key from below.
        </Text>
        {ready && (
          <Flex align="center" gap="2" wrap="wrap">
            <Code size="2" style={{ overflowWrap: 'anywhere' }}>
              {awsCliExample(url, bucketName)}
            </Code>
            <CopyButton text={awsCliExample(url, bucketName)} label="AWS CLI command" />
          </Flex>
        )}
      </Flex>
    </Section>
  )
}
