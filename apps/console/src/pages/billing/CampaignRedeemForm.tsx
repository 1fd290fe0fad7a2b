/**
 * The campaign code form of a billing account's page (issue 14; ADMIN-NOTES campaigns "All Users: entered on a
 * billing account page"): the owner types a code; a refusal (unknown, no longer valid, used up, not eligible) shows
 * beside the field; the credit becomes a credit line of this month's invoice. Shows the call it makes (rule 13).
 */
import { useState } from 'react'
import { Button, Flex, Text, TextField } from '@radix-ui/themes'
import { ApiRequestPanel, type ApiRequestPanelProps } from '@cirrus/design-system'

/** Props of {@link CampaignRedeemForm}. */
export type CampaignRedeemFormProps = {
  /** Redeems the code; resolves when it was accepted (the field then empties). */
  onRedeem: (code: string) => Promise<unknown>
  /** Why the last code was refused (beside the field). */
  error?: string
  /** True while the redemption runs. */
  busy?: boolean
  /** The call the form makes with the code typed so far (the "Show API request" panel). */
  apiRequest?: ApiRequestPanelProps
  /** Told the code as it is typed (trimmed), so the panel shows the call it would make. */
  onCodeChange?: (code: string) => void
}

/** A campaign code field and its Redeem button. */
export function CampaignRedeemForm({
  onRedeem,
  error,
  busy,
  apiRequest,
  onCodeChange,
}: CampaignRedeemFormProps) {
  const [code, setCode] = useState('')
  const change = (next: string) => {
    setCode(next)
    onCodeChange?.(next.trim())
  }
  return (
    <Flex direction="column" gap="2" asChild>
      <form
        aria-label="Redeem a campaign code"
        onSubmit={(event) => {
          event.preventDefault()
          onRedeem(code.trim()).then(
            () => change(''),
            () => undefined,
          )
        }}
      >
        <Text as="label" htmlFor="campaign-code" size="2" weight="medium">
          Campaign code
        </Text>
        <Flex gap="2" align="start" wrap="wrap">
          <Flex direction="column" gap="1">
            <TextField.Root
              id="campaign-code"
              value={code}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'campaign-code-error' : undefined}
              onChange={(e) => change(e.target.value)}
            />
            {error && (
              <Text id="campaign-code-error" size="1" color="red">
                {error}
              </Text>
            )}
          </Flex>
          <Button type="submit" loading={busy} disabled={code.trim() === ''}>
            Redeem
          </Button>
        </Flex>
        <Text size="1" color="gray">
          The credit is taken off this month’s invoice.
        </Text>
        {apiRequest && <ApiRequestPanel {...apiRequest} />}
      </form>
    </Flex>
  )
}
