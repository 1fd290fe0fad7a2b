import { useForm, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Flex, Grid, Link, Strong, Text, TextField } from '@radix-ui/themes'
import { Field, type RenderLink } from '@cirrus/design-system'
import { SignUpInputSchema, type SignUpInput } from '@cirrus/domain'
import { authErrorMap, showApiErrors } from '../../forms/auth'
import { AuthLayout } from './AuthLayout'

type SignUpFields = { email: string; password: string; first_name: string; last_name: string }

/** Props of {@link SignUpView}. */
export type SignUpViewProps = {
  /** Creates the account; rejects with the platform's error (shown inline). */
  onSubmit: (input: SignUpInput) => Promise<void>
  /** Where "Sign in" leads. */
  signInHref: string
  /** Starting values (a story). */
  defaultValues?: Partial<SignUpFields>
  /** Renders links with the router. */
  renderLink: RenderLink
  /**
   * The address the platform mailed the sign-up link to (CONTRACTS "POST /auth/sign-up"): the screen then says to
   * check the mailbox instead of showing the form.
   */
  sentTo?: string | null
  /** "Use another address": back to the form. */
  onRestart?: () => void
}

/**
 * The sign-up screen: name, email and password; the platform decides password strength (CONTRACTS). After a
 * submit, "Check your e-mail": the account is created by the mailed link (/sign-up/verify).
 */
export function SignUpView({
  onSubmit,
  signInHref,
  defaultValues,
  renderLink,
  sentTo,
  onRestart,
}: SignUpViewProps) {
  // The schema reads raw form values (its input type is `unknown`); the form holds strings.
  const form = useForm<SignUpFields, unknown, SignUpInput>({
    resolver: zodResolver(SignUpInputSchema, { error: authErrorMap }) as Resolver<
      SignUpFields,
      unknown,
      SignUpInput
    >,
    defaultValues: { email: '', password: '', first_name: '', last_name: '', ...defaultValues },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values)
    } catch (error) {
      showApiErrors(form.setError, error, ['email', 'password', 'first_name', 'last_name'])
    }
  })

  const signInLine = (
    <Text size="2" color="gray" align="center">
      Already have an account? <Link asChild>{renderLink({ href: signInHref, children: 'Sign in' })}</Link>
    </Text>
  )

  if (sentTo) {
    return (
      <AuthLayout title="Check your e-mail" subtitle="to finish creating your account">
        <Flex direction="column" gap="3" role="status">
          <Text size="3">
            We sent a link to <Strong>{sentTo}</Strong>. Follow it to finish creating your account; it works
            once, for 24 hours.
          </Text>
          <Text size="2" color="gray">
            No mail after a few minutes? Look in the spam folder, or check the address and try again.
          </Text>
        </Flex>
        <Button size="3" variant="soft" onClick={onRestart}>
          Use another address
        </Button>
        {signInLine}
      </AuthLayout>
    )
  }

  return (
    <AuthLayout
      title="Create an account"
      subtitle="and start your first virtual machine in minutes"
      error={errors.root?.message}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Flex direction="column" gap="4">
          <Grid columns="repeat(auto-fit, minmax(150px, 1fr))" gap="3">
            <Field label="First name" error={errors.first_name?.message}>
              <TextField.Root autoComplete="given-name" size="3" {...form.register('first_name')} />
            </Field>
            <Field label="Last name" error={errors.last_name?.message}>
              <TextField.Root autoComplete="family-name" size="3" {...form.register('last_name')} />
            </Field>
          </Grid>
          <Field label="Email" error={errors.email?.message}>
            <TextField.Root type="email" autoComplete="email" size="3" {...form.register('email')} />
          </Field>
          <Field
            label="Password"
            error={errors.password?.message}
            hint="Choose a long password you do not use elsewhere."
          >
            <TextField.Root
              type="password"
              autoComplete="new-password"
              size="3"
              {...form.register('password')}
            />
          </Field>
          <Button type="submit" size="3" loading={isSubmitting}>
            Create account
          </Button>
        </Flex>
      </form>
      {signInLine}
    </AuthLayout>
  )
}
