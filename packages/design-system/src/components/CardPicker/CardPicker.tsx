import { useId, useState, type CSSProperties, type ReactNode } from 'react'
import { Flex, Text } from '@radix-ui/themes'
import { ExclamationTriangleIcon } from '@radix-ui/react-icons'
import { RadioGroup } from 'radix-ui'
import type { CardPickerSize } from './CardPicker.variants'
import styles from './CardPicker.module.css'

/** One card. */
export type CardPickerOption = {
  /** The value chosen with this card. */
  value: string
  /** The card's name; also the radio's accessible name. */
  title: string
  /** A line under the title; read as the radio's description. */
  description?: ReactNode
  /** An icon, logo or flag at the card's start (decorative). */
  media?: ReactNode
  /** Shown but not choosable (e.g. a location out of capacity). */
  disabled?: boolean
}

export type CardPickerProps = {
  /** The visible label of the group (e.g. 'Location'). */
  label: string
  /** The cards, in order. */
  options: readonly CardPickerOption[]
  /** Controlled value. */
  value?: string
  /** Initial value when uncontrolled. */
  defaultValue?: string
  /** Called with the chosen card's value. */
  onValueChange?: (value: string) => void
  /**
   * Controls shown inside the selected card, below its radio (e.g. the OS version select). They sit beside the
   * radio, not in it, so they stay focusable with Tab.
   */
  renderDetail?: (option: CardPickerOption) => ReactNode
  /** Help under the cards. */
  hint?: ReactNode
  /** Validation message (e.g. "Choose a location"). */
  error?: ReactNode
  /** @default '2' */
  size?: CardPickerSize
  /** Narrowest card before the grid wraps to fewer columns. @default '220px' */
  minCardWidth?: string
  /** Form field name (a hidden input carries the value in forms). */
  name?: string
  /** @default false */
  disabled?: boolean
  /** @default false */
  required?: boolean
}

/**
 * A radio group of cards (Radix RadioGroup: arrow keys move between cards, Tab enters and leaves the group), for
 * locations, OS images and other choices on create pages.
 */
export function CardPicker({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  renderDetail,
  hint,
  error,
  size = '2',
  minCardWidth = '220px',
  name,
  disabled = false,
  required = false,
}: CardPickerProps) {
  const id = useId()
  const [uncontrolled, setUncontrolled] = useState(defaultValue)
  const current = value ?? uncontrolled
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ')

  function choose(next: string) {
    setUncontrolled(next)
    onValueChange?.(next)
  }

  return (
    <Flex direction="column" gap="2" minWidth="0">
      <Text id={`${id}-label`} size={size === '3' ? '3' : '2'} weight="medium">
        {label}
      </Text>
      <RadioGroup.Root
        className={`${styles.grid} ${styles[`size${size}`]}`}
        style={{ '--card-picker-min': minCardWidth } as CSSProperties}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        value={current ?? ''}
        onValueChange={choose}
        name={name}
        disabled={disabled}
        required={required}
      >
        {options.map((option, index) => {
          const checked = option.value === current
          const optionId = `${id}-${index}`
          return (
            <div
              key={option.value}
              className={styles.card}
              data-state={checked ? 'checked' : 'unchecked'}
              data-disabled={disabled || option.disabled ? '' : undefined}
            >
              <RadioGroup.Item
                value={option.value}
                disabled={option.disabled}
                className={styles.item}
                aria-labelledby={`${optionId}-title`}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
              >
                {option.media && (
                  <span className={styles.media} aria-hidden="true">
                    {option.media}
                  </span>
                )}
                <span className={styles.text}>
                  <span id={`${optionId}-title`} className={styles.title}>
                    {option.title}
                  </span>
                  {option.description && (
                    <span id={`${optionId}-description`} className={styles.description}>
                      {option.description}
                    </span>
                  )}
                </span>
                <span className={styles.indicator} aria-hidden="true" />
              </RadioGroup.Item>
              {checked && renderDetail && <div className={styles.detail}>{renderDetail(option)}</div>}
            </div>
          )
        })}
      </RadioGroup.Root>
      {error && (
        <Text id={`${id}-error`} as="p" size="1" color="red">
          <Flex as="span" gap="1" align="start">
            <ExclamationTriangleIcon aria-hidden style={{ flex: 'none', marginTop: '0.2em' }} />
            <span>{error}</span>
          </Flex>
        </Text>
      )}
      {hint && (
        <Text id={`${id}-hint`} as="p" size="1" color="gray">
          {hint}
        </Text>
      )}
    </Flex>
  )
}
