import { useState, type FormEvent } from 'react'
import { Box, Button, Flex, Heading, RadioGroup, Text, TextField } from '@radix-ui/themes'
import { ApiRequestPanel, Field } from '@cirrus/design-system'
import { apiRequests, type ApiTokenCreated, type BillingAccount } from '@cirrus/domain'
import { useApiRequest } from '../../app/api-request'
import { BillingAccountSelect } from '../../components/BillingAccountSelect'
import { Section } from '../../components/Section'
import { tokenCreateInput, validateTokenForm, type FormErrors, type TokenForm } from './access-forms'
import { TokenCreatedDialog } from './TokenCreatedDialog'

/** Props of {@link TokenCreateView}. */
export type TokenCreateViewProps = {
  /** The form's starting values (defaults, or a retried create). */
  initial: TokenForm
  /** The user's billing accounts, to restrict the token to. */
  billingAccounts: readonly BillingAccount[]
  /** Creates the token with a valid form. */
  onSubmit: (form: TokenForm) => void
  /** True while the platform creates it. */
  submitting: boolean
  /** The token just created, with its secret: shown once. */
  created: ApiTokenCreated | null
  /** Called when the secret's dialog closes (the page then opens the token's page). */
  onCreatedClose: () => void
}

/**
 * /access/create/api_token (SPEC §2): a description, and whether the token reaches every billing account
 * (global) or only one (restricted, API-NOTES §1.2). The token is shown once, with a copy button.
 */
export function TokenCreateView({
  initial,
  billingAccounts,
  onSubmit,
  submitting,
  created,
  onCreatedClose,
}: TokenCreateViewProps) {
  const [form, setForm] = useState(initial)
  const [errors, setErrors] = useState<FormErrors<TokenForm>>({})
  const [submitted, setSubmitted] = useState(false)
  const set = <K extends keyof TokenForm>(key: K, value: TokenForm[K]) => {
    const next = { ...form, [key]: value }
    setForm(next)
    if (submitted) setErrors(validateTokenForm(next))
  }
  const apiRequest = useApiRequest(apiRequests.account.createToken(tokenCreateInput(form)))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const found = validateTokenForm(form)
    setErrors(found)
    if (Object.keys(found).length === 0) onSubmit(form)
  }
  return (
    <Flex direction="column" gap="5" p="4" maxWidth="760px">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="6">
          Create an API token
        </Heading>
        <Text size="2" color="gray">
          A token acts as you on the API. Restrict it to one billing account to limit what it reaches.
        </Text>
      </Flex>
      <form onSubmit={submit} noValidate aria-label="Create an API token">
        <Flex direction="column" gap="4">
          <Section title="Token">
            <Flex direction="column" gap="4">
              <Field
                label="Description"
                error={errors.description}
                hint="What or who uses the token, e.g. CI"
              >
                <TextField.Root
                  autoComplete="off"
                  value={form.description}
                  onChange={(e) => set('description', e.target.value)}
                />
              </Field>
              <Box role="group" aria-labelledby="token-scope">
                <Text as="p" id="token-scope" size="2" weight="medium" mb="2">
                  Scope
                </Text>
                <RadioGroup.Root
                  value={form.scope}
                  onValueChange={(v) => set('scope', v as TokenForm['scope'])}
                  aria-labelledby="token-scope"
                >
                  <RadioGroup.Item value="restricted">Restricted to one billing account</RadioGroup.Item>
                  <RadioGroup.Item value="global">Global: every billing account</RadioGroup.Item>
                </RadioGroup.Root>
              </Box>
              {form.scope === 'restricted' && (
                <BillingAccountSelect
                  accounts={billingAccounts}
                  value={form.billingAccountId}
                  onChange={(id) => set('billingAccountId', id)}
                  error={errors.billingAccountId}
                />
              )}
            </Flex>
          </Section>
          {apiRequest && <ApiRequestPanel {...apiRequest} />}
          <Flex justify="end">
            <Button type="submit" size="3" loading={submitting}>
              Create API token
            </Button>
          </Flex>
        </Flex>
      </form>
      {created && <TokenCreatedDialog token={created} onClose={onCreatedClose} />}
    </Flex>
  )
}
