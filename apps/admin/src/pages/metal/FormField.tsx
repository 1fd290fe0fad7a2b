import type { ReactNode } from 'react'
import { Flex, Text } from '@radix-ui/themes'

/** Props of {@link FormField}. */
export type FormFieldProps = {
  /** The control's id (its label points at it). */
  id: string
  label: string
  /** The error beside the field, if any. */
  error?: string
  children: ReactNode
}

/** A labelled control of a bare-metal admin form with its error beside it. */
export function FormField({ id, label, error, children }: FormFieldProps) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {children}
      {error && (
        <Text size="1" color="red" id={`${id}-error`}>
          {error}
        </Text>
      )}
    </Flex>
  )
}

/** The first message of each top-level field of a failed parse (`{ cpu_cores: 'At least 1' }`). */
export function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '')
    if (key && !errors[key]) errors[key] = issue.message
  }
  return errors
}
