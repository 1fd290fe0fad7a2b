import { useState } from 'react'
import { TextField } from '@radix-ui/themes'
import { Field } from '@cirrus/design-system'
import { isStrongPassword } from '@cirrus/domain'
import { FormDialog } from '../../../../components/FormDialog'
import type { VmFormDialogProps } from './types'

/** Change the guest login's password (API-NOTES §7.6 password rule). */
export function PasswordDialog({ vm, onCommand, onOpenChange }: VmFormDialogProps) {
  const [username, setUsername] = useState(vm.username ?? '')
  const [password, setPassword] = useState('')
  const [touched, setTouched] = useState(false)
  const strong = isStrongPassword(password)
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={`Change the password of ${vm.name}`}
      description="Sets the login password of a user on the running VM."
      submitLabel="Change password"
      submitDisabled={!strong || username.trim() === ''}
      onSubmit={() => onCommand({ type: 'changePassword', username: username.trim(), password })}
    >
      <Field label="Username">
        <TextField.Root value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="off" />
      </Field>
      <Field
        label="New password"
        hint="At least 8 characters with a lowercase letter, an uppercase letter and a digit."
        error={touched && !strong ? 'This password is too weak' : undefined}
      >
        <TextField.Root
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          onBlur={() => setTouched(true)}
          autoComplete="new-password"
        />
      </Field>
    </FormDialog>
  )
}
