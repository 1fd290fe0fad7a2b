import { useState, type ReactNode } from 'react'
import { CubeIcon } from '@radix-ui/react-icons'
import { Select } from '../Select'
import { CardPicker, type CardPickerProps } from './CardPicker'
import {
  defaultVersion,
  imageIconSrc,
  versionLabel,
  type OsImageSelection,
  type OsImageVersion,
} from './os-images'

/** An OS image card's data (SPEC §3 "VM image (OS)"). */
export type OsImageOption = {
  /** The image's value (its os_name). */
  value: string
  /** Display name, e.g. 'Ubuntu'. */
  name: string
  /** The icon: bare base64 as the platform sends it, a data URL or a URL. */
  icon?: string | null
  /** A line under the name. */
  description?: ReactNode
  /** Its versions; the app decides who sees unpublished ones (administrators, SPEC §6). */
  versions: readonly OsImageVersion[]
  /** Shown but not choosable. */
  disabled?: boolean
}

export type OsImagePickerProps = Omit<
  CardPickerProps,
  'options' | 'renderDetail' | 'label' | 'value' | 'defaultValue' | 'onValueChange'
> & {
  /** The images to choose from. */
  images: readonly OsImageOption[]
  /** Controlled selection (image and version). */
  value?: OsImageSelection | null
  /** Initial selection when uncontrolled. */
  defaultValue?: OsImageSelection | null
  /** Called with the new image and version; choosing an image picks its first published version. */
  onValueChange?: (selection: OsImageSelection) => void
  /** @default 'Operating system' */
  label?: string
  /** Label of the version select in the selected card. @default 'Version' */
  versionLabel?: string
}

/**
 * Cards for choosing an OS image: its icon and name, and inside the selected card a version select in which
 * unpublished versions are marked '(unpublished)' (SPEC §4).
 */
export function OsImagePicker({
  images,
  value,
  defaultValue = null,
  onValueChange,
  label = 'Operating system',
  versionLabel: versionSelectLabel = 'Version',
  size,
  ...props
}: OsImagePickerProps) {
  const [uncontrolled, setUncontrolled] = useState<OsImageSelection | null>(defaultValue)
  const selection = value === undefined ? uncontrolled : value

  function change(next: OsImageSelection) {
    setUncontrolled(next)
    onValueChange?.(next)
  }

  return (
    <CardPicker
      {...props}
      size={size}
      label={label}
      value={selection?.image ?? ''}
      onValueChange={(image) => {
        const versions = images.find((i) => i.value === image)?.versions ?? []
        change({ image, version: defaultVersion(versions) })
      }}
      options={images.map((image) => {
        const src = imageIconSrc(image.icon)
        return {
          value: image.value,
          title: image.name,
          description: image.description,
          disabled: image.disabled,
          media: src ? <img src={src} alt="" width={32} height={32} /> : <CubeIcon width="24" height="24" />,
        }
      })}
      renderDetail={(option) => {
        const versions = images.find((i) => i.value === option.value)?.versions ?? []
        if (versions.length === 0) return null
        return (
          <Select
            size="1"
            label={versionSelectLabel}
            options={versions.map((v) => ({ value: v.value, label: versionLabel(v) }))}
            value={selection?.version || defaultVersion(versions)}
            onValueChange={(version) => change({ image: option.value, version })}
          />
        )
      }}
    />
  )
}
