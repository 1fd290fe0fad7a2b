import { useState } from 'react'
import { Box, Button, Flex, Heading, Text } from '@radix-ui/themes'
import { ApiRequestPanel, SkeletonPage } from '@cirrus/design-system'
import { apiRequests, type BillingAccount } from '@cirrus/domain'
import { useApiRequest } from '../../../app/api-request'
import { FormSection } from '../../../components/FormSection'
import {
  firewallFormErrors,
  isFirewallFormValid,
  toFirewallCreateInput,
  type FirewallForm,
} from './firewall-form'
import { FirewallDetailsFields, FirewallRulesField } from './FirewallFormFields'

/** Props of {@link FirewallCreateView}. */
export type FirewallCreateViewProps = {
  /** The location slug the firewall is created in (the API path names it). */
  location: string
  /** The location the firewall is created in (the top bar's), for people. */
  locationName: string
  /** The form's starting values. */
  initial: FirewallForm
  /** The user's billing accounts. */
  billingAccounts: readonly BillingAccount[]
  /** Creates the firewall with a valid form. */
  onSubmit: (form: FirewallForm) => void
  /** True while the platform creates it. */
  submitting: boolean
}

/**
 * /network/create/firewall (issue 11): name, description, billing account and the rules — direction, protocol,
 * port range and addresses in an editable table whose cells say what is wrong beside them.
 */
export function FirewallCreateView({
  location,
  locationName,
  initial,
  billingAccounts,
  onSubmit,
  submitting,
}: FirewallCreateViewProps) {
  const [form, setForm] = useState(initial)
  const [submitted, setSubmitted] = useState(false)
  const errors = firewallFormErrors(form)
  const fields = { form, onChange: setForm, errors, showAllErrors: submitted, disabled: submitting }
  // "Show API request" (issue 10): the create call the form describes now.
  const apiRequest = useApiRequest(apiRequests.firewall.create(location, toFirewallCreateInput(form)))
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (isFirewallFormValid(errors)) onSubmit(form)
  }
  return (
    <Flex direction="column" gap="5" p="4" maxWidth="1100px">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="6">
          Create a firewall
        </Heading>
        <Text size="2" color="gray">
          Rules decide which traffic reaches the VMs it is attached to, in {locationName}. Firewalls are free.
        </Text>
      </Flex>
      <form onSubmit={submit} noValidate aria-label="Create a firewall">
        <Flex direction="column" gap="4">
          <FormSection title="Name and billing">
            <FirewallDetailsFields {...fields} billingAccounts={billingAccounts} />
          </FormSection>
          <FormSection title="Rules">
            <Text size="2" color="gray">
              Leave the ports blank for all ports, the last port blank for one port, and the addresses blank
              for any address.
            </Text>
            <FirewallRulesField {...fields} />
          </FormSection>
          {apiRequest && <ApiRequestPanel {...apiRequest} />}
          <Flex justify="end">
            <Button type="submit" size="3" loading={submitting}>
              Create firewall
            </Button>
          </Flex>
        </Flex>
      </form>
    </Flex>
  )
}

/** What the create page shows while its data loads. */
export function FirewallCreateLoading() {
  return (
    <Box p="5">
      <SkeletonPage label="Loading the firewall form" />
    </Box>
  )
}
