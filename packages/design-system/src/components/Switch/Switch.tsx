import { useId, type ReactNode } from 'react'
import { Flex, Switch as RadixSwitch, Text } from '@radix-ui/themes'
import { switchTextSizes, type SwitchSize } from './Switch.variants'

export type SwitchProps = {
  /** The visible label: what turns on (e.g. 'Backups'). */
  label: string
  /** What it means, under the label (e.g. the cost); read as the switch's description. */
  description?: ReactNode
  /** Controlled state. */
  checked?: boolean
  /** Initial state when uncontrolled. @default false */
  defaultChecked?: boolean
  /** Called with the new state. */
  onCheckedChange?: (checked: boolean) => void
  /** @default false */
  disabled?: boolean
  /** Form field name. */
  name?: string
  /** @default '2' */
  size?: SwitchSize
}

/** A Radix Switch with its label and description beside it, for on/off settings on create pages. */
export function Switch({
  label,
  description,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled = false,
  name,
  size = '2',
}: SwitchProps) {
  const id = useId()
  const descriptionId = `${id}-description`
  const textSize = switchTextSizes[size]
  return (
    <Flex gap="3" align="start">
      <Flex align="center" height={`var(--line-height-${textSize})`} flexShrink="0">
        <RadixSwitch
          id={id}
          size={size}
          checked={checked}
          defaultChecked={defaultChecked}
          onCheckedChange={onCheckedChange}
          disabled={disabled}
          name={name}
          aria-describedby={description ? descriptionId : undefined}
        />
      </Flex>
      <Flex direction="column" minWidth="0">
        <Text as="label" htmlFor={id} size={textSize} weight="medium" color={disabled ? 'gray' : undefined}>
          {label}
        </Text>
        {description && (
          <Text id={descriptionId} as="p" size={textSize === '3' ? '2' : '1'} color="gray">
            {description}
          </Text>
        )}
      </Flex>
    </Flex>
  )
}
