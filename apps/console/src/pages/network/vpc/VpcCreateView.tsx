import { useState } from 'react'
import { TextField } from '@radix-ui/themes'
import { ApiRequestPanel, Field } from '@cirrus/design-system'
import { apiRequests, terraformResources } from '@cirrus/domain'
import { useApiRequest } from '../../../app/api-request'
import { CreateFormFrame } from '../create/CreateFormFrame'
import { nameError } from '../forms'

/** Props of {@link VpcCreateView}. */
export type VpcCreateViewProps = {
  /** The location the network is made in (its slug, in the request). */
  location: string
  /** The location the network is made in, for people. */
  locationName: string
  /** Creates it (`POST /{location}/network/network?name=…`). */
  onSubmit: (name: string) => void
  /** The create is running. @default false */
  submitting?: boolean
}

/**
 * /network/create/vpc (SPEC §2): a VPC network needs only a name; the platform allocates its subnet and VLAN
 * (API-NOTES §5). The error shows beside the field.
 */
export function VpcCreateView({ location, locationName, onSubmit, submitting = false }: VpcCreateViewProps) {
  const [name, setName] = useState('')
  const [touched, setTouched] = useState(false)
  const error = touched ? nameError(name) : undefined
  // "Show API request" (issue 10): the create call and the `warren_network` block, once the name is valid.
  const input = { name: name.trim() }
  const apiRequest = useApiRequest(
    nameError(name) ? null : apiRequests.network.create(location, input),
    terraformResources.network(input),
  )
  return (
    <CreateFormFrame
      title="Create a VPC network"
      description={`A private network in ${locationName}. Its subnet and VLAN are allocated for you.`}
      submitLabel="Create VPC network"
      submitting={submitting}
      onSubmit={() => {
        setTouched(true)
        if (nameError(name) === undefined) onSubmit(name.trim())
      }}
      footer={apiRequest && <ApiRequestPanel {...apiRequest} />}
    >
      <Field label="Name" error={error} hint="How you will recognise the network, e.g. backend.">
        <TextField.Root
          value={name}
          onChange={(e) => setName(e.target.value)}
          onBlur={() => setTouched(true)}
        />
      </Field>
    </CreateFormFrame>
  )
}
