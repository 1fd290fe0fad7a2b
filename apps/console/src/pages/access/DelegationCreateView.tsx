import { useState, type FormEvent } from 'react'
import { Button, Flex, Heading, Text, TextArea, TextField } from '@radix-ui/themes'
import { ApiRequestPanel, Field, Select } from '@cirrus/design-system'
import { createDelegationSteps, type BillingAccount } from '@cirrus/domain'
import { useApiRequest } from '../../app/api-request'
import { Section } from '../../components/Section'
import {
  delegationRequest,
  validateDelegationForm,
  type DelegationForm,
  type FormErrors,
} from './access-forms'

/** Props of {@link DelegationCreateView}. */
export type DelegationCreateViewProps = {
  /** The form's starting values (defaults, or a retried create). */
  initial: DelegationForm
  /** The user's billing accounts: a group restricted to one shares only its resources. */
  billingAccounts: readonly BillingAccount[]
  /** Creates the group and adds the users. */
  onSubmit: (form: DelegationForm) => void
  /** True while the platform creates the group and adds the users. */
  submitting: boolean
}

/** The Select value of "not restricted" (Radix reserves ''). */
const EVERYTHING = 'all'

/**
 * /access/create/access_delegation (SPEC §2, §7): a name, an optional billing account (the group is then
 * 'restricted' to its resources) and the users to add — the group is created first, then each user is added.
 */
export function DelegationCreateView({
  initial,
  billingAccounts,
  onSubmit,
  submitting,
}: DelegationCreateViewProps) {
  const [form, setForm] = useState(initial)
  const [errors, setErrors] = useState<FormErrors<DelegationForm>>({})
  const [submitted, setSubmitted] = useState(false)
  const set = <K extends keyof DelegationForm>(key: K, value: DelegationForm[K]) => {
    const next = { ...form, [key]: value }
    setForm(next)
    if (submitted) setErrors(validateDelegationForm(next))
  }
  const request = delegationRequest(form)
  // The group's call, then each user's (SPEC §7): what `client.createDelegation` sends, in its order.
  const apiRequest = useApiRequest(createDelegationSteps(request))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const found = validateDelegationForm(form)
    setErrors(found)
    if (Object.keys(found).length === 0) onSubmit(form)
  }
  const count = request.usernames?.length ?? 0
  return (
    <Flex direction="column" gap="5" p="4" maxWidth="760px">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="6">
          Create a delegation group
        </Heading>
        <Text size="2" color="gray">
          The users you add see your resources in their own console and can work with them.
        </Text>
      </Flex>
      <form onSubmit={submit} noValidate aria-label="Create a delegation group">
        <Flex direction="column" gap="4">
          <Section title="Group">
            <Flex direction="column" gap="4">
              <Field label="Name" error={errors.name}>
                <TextField.Root
                  autoComplete="off"
                  value={form.name}
                  onChange={(e) => set('name', e.target.value)}
                />
              </Field>
              <Select
                label="Shares"
                value={form.billingAccountId === null ? EVERYTHING : String(form.billingAccountId)}
                onValueChange={(v) => set('billingAccountId', v === EVERYTHING ? null : Number(v))}
                hint="A group restricted to a billing account shares only that account's resources."
                options={[
                  { value: EVERYTHING, label: 'Every resource of yours' },
                  ...billingAccounts.map((a) => ({ value: String(a.id), label: `Restricted to ${a.title}` })),
                ]}
              />
            </Flex>
          </Section>
          <Section title="Users">
            <Field
              label="Usernames"
              error={errors.usernames}
              hint="The e-mail addresses the users sign in with, one per line. You can add users later too."
            >
              <TextArea rows={4} value={form.usernames} onChange={(e) => set('usernames', e.target.value)} />
            </Field>
          </Section>
          {apiRequest && <ApiRequestPanel {...apiRequest} />}
          <Flex justify="end" align="center" gap="3">
            <Text size="2" color="gray">
              {count === 0 ? 'No users yet' : `Then ${count} ${count === 1 ? 'user is' : 'users are'} added`}
            </Text>
            <Button type="submit" size="3" loading={submitting}>
              Create delegation group
            </Button>
          </Flex>
        </Flex>
      </form>
    </Flex>
  )
}
