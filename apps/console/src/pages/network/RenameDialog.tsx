import { useState } from 'react'
import { TextField } from '@radix-ui/themes'
import { Field } from '@cirrus/design-system'
import type { ApiRequest } from '@cirrus/domain'
import { useApiRequest } from '../../app/api-request'
import { FormDialog } from '../../components/FormDialog'
import { nameError } from './forms'

/** Renames a network resource: the new name, checked beside the field. */
export function RenameDialog({
  object,
  current,
  optional = false,
  onSubmit,
  requestFor,
  onOpenChange,
}: {
  /** 'VPC network'. */
  object: string
  /** The name now. */
  current: string
  /** An empty name is allowed (an IP's name). @default false */
  optional?: boolean
  /** Renames it; rejects when it failed (the dialog stays open, the toast says why). */
  onSubmit: (name: string) => Promise<unknown>
  /** The rename call, for "Show API request" (issue 10). */
  requestFor?: (name: string) => ApiRequest
  onOpenChange: (open: boolean) => void
}) {
  const [name, setName] = useState(current)
  const error = nameError(name, { optional })
  const apiRequest = useApiRequest(error === undefined && requestFor ? requestFor(name.trim()) : null)
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={`Rename ${object} ${current}`.trim()}
      description={`The new name of the ${object}.`}
      submitLabel="Rename"
      submitDisabled={error !== undefined || name.trim() === current}
      onSubmit={() => onSubmit(name.trim())}
      apiRequest={apiRequest}
    >
      <Field label="Name" error={name === current ? undefined : error}>
        <TextField.Root value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
    </FormDialog>
  )
}
