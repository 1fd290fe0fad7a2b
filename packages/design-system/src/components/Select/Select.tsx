import type { ReactNode } from 'react'
import { Select as RadixSelect } from '@radix-ui/themes'
import { Field } from '../Field'
import { findOption, isSelectGroup, type SelectOption, type SelectOptions } from './options'
import type { SelectSize } from './Select.variants'
import styles from './Select.module.css'

export type SelectProps = {
  /** The visible label (also the trigger's accessible name). */
  label: string
  /** The choices: options, groups of options, or both. */
  options: SelectOptions
  /** Controlled value. */
  value?: string
  /** Initial value when uncontrolled. */
  defaultValue?: string
  /** Called with the chosen value. */
  onValueChange?: (value: string) => void
  /** Shown while nothing is chosen. @default 'Select…' */
  placeholder?: string
  /** Help under the trigger. */
  hint?: ReactNode
  /** Validation message; marks the trigger invalid. */
  error?: ReactNode
  /** @default '2' */
  size?: SelectSize
  /** @default false */
  disabled?: boolean
  /** Form field name (Radix renders a hidden native select for forms). */
  name?: string
  /** @default false */
  required?: boolean
}

function Item({ option }: { option: SelectOption }) {
  return (
    <RadixSelect.Item value={option.value} disabled={option.disabled}>
      {option.label}
    </RadixSelect.Item>
  )
}

/** A Radix Select with a visible label, hint and error (a Field), for create pages. */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder = 'Select…',
  hint,
  error,
  size = '2',
  disabled = false,
  name,
  required = false,
}: SelectProps) {
  // A value missing from the options would leave Radix showing nothing: show the placeholder instead.
  const knownValue = value === undefined ? undefined : (findOption(options, value)?.value ?? '')
  return (
    <Field label={label} hint={hint} error={error} size={size}>
      {(control, { labelId }) => (
        <RadixSelect.Root
          size={size}
          value={knownValue}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          disabled={disabled}
          name={name}
          required={required}
        >
          <RadixSelect.Trigger
            {...control}
            aria-labelledby={labelId}
            placeholder={placeholder}
            className={styles.trigger}
          />
          <RadixSelect.Content position="popper" className={styles.content}>
            {options.map((entry, i) =>
              isSelectGroup(entry) ? (
                <RadixSelect.Group key={`group-${entry.label}`}>
                  {i > 0 && <RadixSelect.Separator />}
                  <RadixSelect.Label>{entry.label}</RadixSelect.Label>
                  {entry.options.map((option) => (
                    <Item key={option.value} option={option} />
                  ))}
                </RadixSelect.Group>
              ) : (
                <Item key={entry.value} option={entry} />
              ),
            )}
          </RadixSelect.Content>
        </RadixSelect.Root>
      )}
    </Field>
  )
}
