import { Code } from '@radix-ui/themes'
import type { S3Key } from '@cirrus/domain'
import { SecretOnceDialog } from '../../../components/SecretOnceDialog'

/**
 * The one time a generated key's secret is shown (issue 10 "the secret shown once"): the access key and the
 * secret with copy buttons and a clear warning. Closing forgets the secret.
 */
export function NewKeyDialog({ storageKey, onClose }: { storageKey: S3Key; onClose: () => void }) {
  return (
    <SecretOnceDialog
      title="Access key generated"
      description="Use this key pair in your S3 client."
      warning="This is the only time the secret key is shown. Copy it now and keep it somewhere safe; if you lose it, delete the key and generate a new one."
      items={[
        {
          label: 'Access key',
          value: <Code variant="ghost">{storageKey.accessKey}</Code>,
          copyText: storageKey.accessKey,
        },
        {
          label: 'Secret key',
          value: (
            <Code variant="ghost" style={{ overflowWrap: 'anywhere' }}>
              {storageKey.secretKey}
            </Code>
          ),
          copyText: storageKey.secretKey,
        },
      ]}
      closeLabel="I have copied the secret"
      onClose={onClose}
    />
  )
}
