import { useForm, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Callout, Flex, Link, Text, TextField } from '@radix-ui/themes'
import { InfoCircledIcon } from '@radix-ui/react-icons'
import { Field, type RenderLink } from '@cirrus/design-system'
import { SignInInputSchema, type SignInInput } from '@cirrus/domain'
import { authErrorMap, showApiErrors } from '../../forms/auth'
import { AuthLayout } from './AuthLayout'

type SignInFields = { email: string; password: string }

/** Props of {@link SignInView}. */
export type SignInViewProps = {
  /** Signs in; rejects with the platform's error (shown inline). */
  onSubmit: (input: SignInInput) => Promise<void>
  /** A note above the form, e.g. that the session expired. */
  notice?: string
  /** Where "Create an account" leads (keeps the return path). */
  signUpHref: string
  /** Starting values (a retry, a story). */
  defaultValues?: Partial<SignInFields>
  /** Renders links with the router. */
  renderLink: RenderLink
}

/** The sign-in screen: email and password, errors inline beside their fields or above the form. */
export function SignInView({ onSubmit, notice, signUpHref, defaultValues, renderLink }: SignInViewProps) {
  // The schema reads raw form values (its input type is `unknown`); the form holds strings.
  const form = useForm<SignInFields, unknown, SignInInput>({
    resolver: zodResolver(SignInInputSchema, { error: authErrorMap }) as Resolver<
      SignInFields,
      unknown,
      SignInInput
    >,
    defaultValues: { email: '', password: '', ...defaultValues },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values)
    } catch (error) {
      showApiErrors(form.setError, error, ['email', 'password'])
    }
  })

  return (
    <AuthLayout title="Sign in" subtitle="to your Cirrus console" error={errors.root?.message}>
      {notice && (
        <Callout.Root color="blue" size="1">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>{notice}</Callout.Text>
        </Callout.Root>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Flex direction="column" gap="4">
          <Field label="Email" error={errors.email?.message}>
            <TextField.Root type="email" autoComplete="username" size="3" {...form.register('email')} />
          </Field>
          <Field label="Password" error={errors.password?.message}>
            <TextField.Root
              type="password"
              autoComplete="current-password"
              size="3"
              {...form.register('password')}
            />
          </Field>
          <Button type="submit" size="3" loading={isSubmitting}>
            Sign in
          </Button>
        </Flex>
      </form>
      <Text size="2" color="gray" align="center">
        New to Cirrus? <Link asChild>{renderLink({ href: signUpHref, children: 'Create an account' })}</Link>
      </Text>
    </AuthLayout>
  )
}
