import { Button, Callout, Flex, Link, Spinner, Text } from '@radix-ui/themes'
import { ExclamationTriangleIcon } from '@radix-ui/react-icons'
import type { RenderLink } from '@cirrus/design-system'
import { AuthLayout } from './AuthLayout'

/** Props of {@link VerifySignUpView}. */
export type VerifySignUpViewProps = {
  /** `confirming` while the platform creates the account; `failed` with the platform's words. */
  state: { kind: 'confirming' } | { kind: 'failed'; message: string }
  /** Where "Sign up again" leads. */
  signUpHref: string
  /** Where "Sign in" leads. */
  signInHref: string
  /** Renders links with the router. */
  renderLink: RenderLink
}

/**
 * /sign-up/verify: the page the mailed sign-up link opens (CONTRACTS "POST /auth/sign-up/verify"). While the
 * account is created it says so; a link that was used or has expired says that, with a way to sign up again.
 */
export function VerifySignUpView({ state, signUpHref, signInHref, renderLink }: VerifySignUpViewProps) {
  if (state.kind === 'confirming') {
    return (
      <AuthLayout title="Creating your account">
        <Flex align="center" gap="3" role="status">
          <Spinner size="3" />
          <Text size="3">Confirming your e-mail address…</Text>
        </Flex>
      </AuthLayout>
    )
  }
  return (
    <AuthLayout title="This link does not work">
      <Callout.Root color="red" role="alert">
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Callout.Text>{state.message}</Callout.Text>
      </Callout.Root>
      <Button size="3" asChild>
        {renderLink({ href: signUpHref, children: 'Sign up again' })}
      </Button>
      <Text size="2" color="gray" align="center">
        Already confirmed? <Link asChild>{renderLink({ href: signInHref, children: 'Sign in' })}</Link>
      </Text>
    </AuthLayout>
  )
}
