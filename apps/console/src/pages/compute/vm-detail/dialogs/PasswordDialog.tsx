import { useState } from 'react'
import { TextField } from '@radix-ui/themes'
import { Field } from '@cirrus/design-system'
import { VmPasswordSchema, VmUsernameSchema } from '@cirrus/domain'
import { FormDialog } from '../../../../components/FormDialog'
import type { VmCommand } from '../../vm-commands'
import type { VmFormDialogProps } from './types'
import { useCommandRequest } from './use-command-request'

/** Change the guest login's password (API-NOTES §7.6 username and password rules). */
export function PasswordDialog({ vm, onCommand, onOpenChange }: VmFormDialogProps) {
  const [username, setUsername] = useState(vm.username ?? '')
  const [password, setPassword] = useState('')
  const [touched, setTouched] = useState(false)
  // The domain's rules (API-NOTES §7.6), the ones the platform checks the body with (VmUserInputSchema).
  const strong = VmPasswordSchema.safeParse(password).success
  const validUser = VmUsernameSchema.safeParse(username.trim()).success
  const command: VmCommand = { type: 'changePassword', username: username.trim(), password }
  const apiRequest = useCommandRequest(vm, strong && validUser ? command : null)
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={`Change the password of ${vm.name}`}
      description="Sets the login password of a user on the running VM."
      submitLabel="Change password"
      submitDisabled={!strong || !validUser}
      onSubmit={() => onCommand(command)}
      apiRequest={apiRequest}
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
