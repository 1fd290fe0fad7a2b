import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react'
import { Flex, Text } from '@radix-ui/themes'
import { ExclamationTriangleIcon } from '@radix-ui/react-icons'
import { fieldControlProps, fieldIds, type FieldControlProps } from './field-ids'
import type { FieldSize } from './Field.variants'
import styles from './Field.module.css'

/** Extra ids a render-function control may need (e.g. a Select trigger labelled by the label). */
export type FieldParts = {
  /** The id of the visible label element. */
  labelId: string
}

export type FieldProps = {
  /** The visible label. */
  label: ReactNode
  /** Help under the control (format, limits). */
  hint?: ReactNode
  /** The validation message; marks the control invalid and is read as its description. */
  error?: ReactNode
  /** @default '2' */
  size?: FieldSize
  /**
   * The control. An element (e.g. `<TextField.Root />`) receives `id`, `aria-describedby` and `aria-invalid`;
   * a function receives them to place on the right element (e.g. a Select's trigger).
   */
  children: ReactElement | ((control: FieldControlProps, parts: FieldParts) => ReactNode)
}

/**
 * A form field for create pages: label, control, error and hint, wired with `htmlFor`, `aria-describedby` and
 * `aria-invalid` so the error is announced with the control (STYLE.md: "a form shows errors inline").
 */
export function Field({ label, hint, error, size = '2', children }: FieldProps) {
  const base = useId()
  const childProps = isValidElement<{ id?: string; 'aria-describedby'?: string }>(children)
    ? children.props
    : {}
  const ids = fieldIds(base, childProps.id)
  const control = fieldControlProps({
    ids,
    hasHint: Boolean(hint),
    hasError: Boolean(error),
    describedBy: childProps['aria-describedby'],
  })
  const small = size === '3' ? '2' : '1'
  return (
    <Flex direction="column" gap="1" minWidth="0" className={styles.field}>
      <Text as="label" id={ids.label} htmlFor={ids.control} size={size} weight="medium">
        {label}
      </Text>
      {/* cloneElement, not Slot: the merged aria-describedby (which keeps the child's own ids) must win. */}
      {typeof children === 'function'
        ? children(control, { labelId: ids.label })
        : cloneElement(children, control)}
      {error && (
        <Text id={ids.error} as="p" size={small} color="red">
          <Flex as="span" gap="1" align="start">
            <ExclamationTriangleIcon aria-hidden style={{ flex: 'none', marginTop: '0.2em' }} />
            <span>{error}</span>
          </Flex>
        </Text>
      )}
      {hint && (
        <Text id={ids.hint} as="p" size={small} color="gray">
          {hint}
        </Text>
      )}
    </Flex>
  )
}
