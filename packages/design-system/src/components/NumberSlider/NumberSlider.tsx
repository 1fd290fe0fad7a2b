import { useState, type KeyboardEvent, type ReactNode } from 'react'
import { Flex, Text, TextField } from '@radix-ui/themes'
import { Slider } from 'radix-ui'
import { Field } from '../Field'
import { clampToRange, formatRangeText, parseNumberInput } from './number-range'
import type { NumberSliderSize } from './NumberSlider.variants'

export type NumberSliderProps = {
  /** The visible label, e.g. 'CPU'; names both the input and the slider. */
  label: string
  /** The current value (controlled). */
  value: number
  /** Called with every new value: from the slider, while typing (clamped), and on blur. */
  onValueChange: (value: number) => void
  /** Smallest allowed value. */
  min: number
  /** Largest allowed value. */
  max: number
  /** Distance between allowed values. @default 1 */
  step?: number
  /** Unit shown in the input and the range: 'vCPU' or 'GB' (see `numberSliderUnits`). */
  unit: string
  /** Extra help after the range. */
  hint?: ReactNode
  /** Validation message; marks the input invalid. */
  error?: ReactNode
  /** @default false */
  disabled?: boolean
  /** Form field name of the input. */
  name?: string
  /** @default '2' */
  size?: NumberSliderSize
}

/**
 * A number input and a slider kept in sync, with a unit and the allowed range, for CPU, RAM and disk size on
 * create pages. Typing moves the slider; leaving the input snaps the typed number into the range.
 *
 * The slider is Radix's primitive dressed in Radix Themes' slider classes: the Themes `Slider` gives its thumb
 * no accessible name, and every slider needs one.
 */
export function NumberSlider({
  label,
  value,
  onValueChange,
  min,
  max,
  step = 1,
  unit,
  hint,
  error,
  disabled = false,
  name,
  size = '2',
}: NumberSliderProps) {
  const range = { min, max, step }
  const current = clampToRange(value, range)
  // What the user is typing; null when the input simply shows the value.
  const [draft, setDraft] = useState<string | null>(null)

  function type(text: string) {
    setDraft(text)
    const typed = parseNumberInput(text)
    if (typed !== null) {
      const next = clampToRange(typed, range)
      if (next !== value) onValueChange(next)
    }
  }

  function commit() {
    if (draft === null) return
    const typed = parseNumberInput(draft)
    const next = typed === null ? current : clampToRange(typed, range)
    if (next !== value) onValueChange(next)
    setDraft(null)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') commit()
  }

  const rangeText = formatRangeText(range, unit)
  return (
    <Field
      label={label}
      size={size}
      error={error}
      hint={
        <>
          Range {rangeText}
          {hint && <>. {hint}</>}
        </>
      }
    >
      {(control) => (
        <Flex align="center" gap="4">
          <TextField.Root
            {...control}
            size={size}
            type="number"
            inputMode="decimal"
            min={min}
            max={max}
            step={step}
            name={name}
            disabled={disabled}
            value={draft ?? String(current)}
            onChange={(event) => type(event.target.value)}
            onBlur={commit}
            onKeyDown={onKeyDown}
            style={{ width: size === '3' ? '128px' : '112px', flex: 'none' }}
            className="cirrus-tabular"
          >
            <TextField.Slot side="right">
              <Text size={size === '3' ? '2' : '1'} color="gray">
                {unit}
              </Text>
            </TextField.Slot>
          </TextField.Root>
          <Slider.Root
            className={`rt-SliderRoot rt-r-size-${size} rt-variant-surface`}
            style={{ flex: 1, minWidth: '6em' }}
            min={min}
            max={max}
            step={step}
            value={[current]}
            disabled={disabled}
            onValueChange={([next]) => {
              setDraft(null)
              if (next !== undefined && next !== value) onValueChange(next)
            }}
          >
            <Slider.Track className="rt-SliderTrack">
              <Slider.Range className="rt-SliderRange" />
            </Slider.Track>
            <Slider.Thumb
              className="rt-SliderThumb"
              aria-label={label}
              aria-valuetext={`${current} ${unit}`}
            />
          </Slider.Root>
        </Flex>
      )}
    </Field>
  )
}
