import type { FormEvent, ReactNode } from 'react'
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes'

/** Props of {@link CreateFormFrame}. */
export type CreateFormFrameProps = {
  /** 'Create a VPC network'. */
  title: string
  /** What the resource is and where it is made. */
  description: ReactNode
  /** The submit button's text. */
  submitLabel: string
  /** Shows progress on the button while the create runs. */
  submitting: boolean
  /** Called on submit (the view validates first). */
  onSubmit: () => void
  /** The fields. */
  children: ReactNode
  /** Under the form: the "Show API request" panel. */
  footer?: ReactNode
}

/** The frame of a network create page: heading, a card with the fields, the submit button. */
export function CreateFormFrame({
  title,
  description,
  submitLabel,
  submitting,
  onSubmit,
  children,
  footer,
}: CreateFormFrameProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!submitting) onSubmit()
  }
  return (
    <Flex direction="column" gap="4" p="4" maxWidth="640px">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="6">
          {title}
        </Heading>
        <Text size="2" color="gray">
          {description}
        </Text>
      </Flex>
      <Card size="2">
        <form onSubmit={submit} noValidate aria-label={title}>
          <Flex direction="column" gap="4">
            {children}
            <Flex justify="end">
              <Button type="submit" loading={submitting}>
                {submitLabel}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Card>
      {footer}
    </Flex>
  )
}
