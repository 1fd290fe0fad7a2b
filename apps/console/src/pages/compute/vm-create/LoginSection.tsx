import { Controller, useWatch } from 'react-hook-form'
import { Flex, SegmentedControl, Text, TextArea, TextField } from '@radix-ui/themes'
import { Field } from '@cirrus/design-system'
import { FormSection } from '../../../components/FormSection'
import type { VmCreateFormApi } from './form'

/** "Name and login": the VM's name, the username, a password or an SSH key, and optional cloud-init. */
export function LoginSection({ form }: { form: VmCreateFormApi }) {
  const { control, register, formState } = form
  const errors = formState.errors
  const loginMethod = useWatch({ control, name: 'loginMethod' })
  return (
    <FormSection title="Name and login">
      <Field label="Name" error={errors.name?.message} hint="Letters, digits and hyphens, at least 4.">
        <TextField.Root autoComplete="off" {...register('name')} />
      </Field>
      <Field label="Username" error={errors.username?.message}>
        <TextField.Root autoComplete="off" {...register('username')} />
      </Field>
      <Controller
        control={control}
        name="loginMethod"
        render={({ field }) => (
          <Flex direction="column" gap="1">
            <Text as="div" size="2" weight="medium" id="login-method-label">
              Log in with
            </Text>
            <SegmentedControl.Root
              value={field.value}
              onValueChange={field.onChange}
              aria-labelledby="login-method-label"
            >
              <SegmentedControl.Item value="password">Password</SegmentedControl.Item>
              <SegmentedControl.Item value="ssh_key">SSH key</SegmentedControl.Item>
            </SegmentedControl.Root>
          </Flex>
        )}
      />
      {loginMethod === 'ssh_key' ? (
        <Field
          label="SSH public key"
          error={errors.publicKey?.message}
          hint="One line, e.g. ssh-ed25519 AAAA… you@laptop"
        >
          <TextArea rows={3} spellCheck={false} {...register('publicKey')} />
        </Field>
      ) : (
        <Field
          label="Password"
          error={errors.password?.message}
          hint="At least 8 characters with a lowercase letter, an uppercase letter and a digit."
        >
          <TextField.Root type="password" autoComplete="new-password" {...register('password')} />
        </Field>
      )}
      <Field label="Cloud-init (optional)" hint="User data in JSON or YAML, merged over the platform's.">
        <TextArea rows={4} spellCheck={false} className="cirrus-tabular" {...register('cloudInit')} />
      </Field>
    </FormSection>
  )
}
