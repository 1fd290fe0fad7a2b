import { Code } from '@radix-ui/themes'
import type { ApiTokenCreated } from '@cirrus/domain'
import { SecretOnceDialog } from '../../components/SecretOnceDialog'

/**
 * The one time a new API token's secret is shown (CONTRACTS: only the create response carries it), with a copy
 * button and a clear warning. Closing forgets it.
 */
export function TokenCreatedDialog({ token, onClose }: { token: ApiTokenCreated; onClose: () => void }) {
  return (
    <SecretOnceDialog
      title="API token created"
      description={
        <>
          Send it in the <Code>apikey</Code> header of every API request.
        </>
      }
      warning="This is the only time the token is shown. Copy it now and keep it somewhere safe; if you lose it, delete the token and create a new one."
      items={[
        { label: 'Description', value: token.description },
        {
          label: 'Token',
          value: (
            <Code variant="ghost" style={{ overflowWrap: 'anywhere' }}>
              {token.token}
            </Code>
          ),
          copyText: token.token,
        },
      ]}
      closeLabel="I have copied the token"
      onClose={onClose}
    />
  )
}
