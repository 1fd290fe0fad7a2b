import type { ReactNode } from 'react'
import { Code } from '@radix-ui/themes'
import { CardPicker, type CardPickerProps } from './CardPicker'

/** A location card's data. */
export type LocationOption = {
  /** The location's slug, the value sent to the API (e.g. 'tll1'). */
  value: string
  /** Display name, e.g. 'Tallinn'. */
  name: string
  /** ISO 3166-1 alpha-2 country code, shown on the card (e.g. 'EE'). */
  countryCode: string
  /** A line under the name (e.g. the data centre). */
  description?: ReactNode
  /** A flag image URL; without it the card shows the country code. */
  flagSrc?: string
  /** Shown but not choosable. */
  disabled?: boolean
}

export type LocationPickerProps = Omit<CardPickerProps, 'options' | 'renderDetail' | 'label'> & {
  /** The locations to choose from. */
  locations: readonly LocationOption[]
  /** @default 'Location' */
  label?: string
}

/** Cards for choosing a location on create pages: name, flag or country code, and a description. */
export function LocationPicker({ locations, label = 'Location', ...props }: LocationPickerProps) {
  return (
    <CardPicker
      {...props}
      label={label}
      options={locations.map((location) => ({
        value: location.value,
        title: location.name,
        description: location.description,
        disabled: location.disabled,
        media: location.flagSrc ? (
          <img src={location.flagSrc} alt="" width={28} height={20} style={{ borderRadius: 2 }} />
        ) : (
          <Code size="1" variant="soft" color="gray" highContrast>
            {location.countryCode.toUpperCase()}
          </Code>
        ),
      }))}
    />
  )
}
