/**
 * The shell of a small admin form in a card (campaigns, custom products, the referral rule, the tracking sink,
 * bare metal machines and types, a price change): the form named by its heading, the h2, the fields, and the
 * submit button (or the form's own buttons) below them. The submit is the form's: Enter in a field sends it.
 */
import type { ReactNode } from 'react'
import { Button, Card, Flex, Heading } from '@radix-ui/themes'

/** Props of {@link AdminFormCard}. */
export type AdminFormCardProps = {
  /** The form's heading (h2) and accessible name. */
  title: string
  /** The form's accessible name when it is not the heading. */
  label?: string
  /** Called on submit (the browser's submit is prevented). */
  onSubmit: () => void
  /** Leaves the checks to the form's own field errors (no browser validation bubbles). */
  noValidate?: boolean
  /** The space between the rows. @default '3' */
  gap?: '3' | '4'
  /** The submit button's text (a single submit button below the fields). */
  submitLabel?: ReactNode
  /** The submit button waits (a save runs). */
  saving?: boolean
  /** The form's own buttons (and what follows them) instead of the single submit button. */
  actions?: ReactNode
  /** The fields. */
  children: ReactNode
}

/** A titled admin form in a card with its submit button. */
export function AdminFormCard({
  title,
  label = title,
  onSubmit,
  noValidate,
  gap = '3',
  submitLabel,
  saving,
  actions,
  children,
}: AdminFormCardProps) {
  return (
    <Card>
      <Flex direction="column" gap={gap} asChild>
        <form
          aria-label={label}
          noValidate={noValidate}
          onSubmit={(event) => {
            event.preventDefault()
            onSubmit()
          }}
        >
          <Heading as="h2" size="4">
            {title}
          </Heading>
          {children}
          {actions ?? (
            <Flex>
              <Button type="submit" loading={saving}>
                {submitLabel}
              </Button>
            </Flex>
          )}
        </form>
      </Flex>
    </Card>
  )
}
