import { Controller, useWatch } from 'react-hook-form'
import { OsImagePicker, type OsImageSelection } from '@cirrus/design-system'
import { visibleVersions, type VmImage } from '@cirrus/domain'
import type { CreateLocation } from '../../../app/locations'
import { FormSection } from '../../../components/FormSection'
import { CreateLocationPicker } from '../../../forms/CreateLocationPicker'
import type { VmCreateForm } from '../../../forms/vm-create'
import type { VmCreateFormApi } from './form'
import { imageIconUrl } from '../../../app/blob-url-cache'

/** "Location and image": where the VM runs and its OS image and version (administrators see unpublished ones). */
export function ImageSection({
  form,
  locations,
  images,
  isAdmin,
}: {
  form: VmCreateFormApi
  /** Where a VM can be created. */
  locations: readonly CreateLocation[]
  /** The OS images shown (those with a visible version). */
  images: readonly VmImage[]
  /** Administrators also see unpublished versions. */
  isAdmin: boolean
}) {
  const { control, setValue, formState } = form
  const errors = formState.errors
  const values = useWatch({ control }) as VmCreateForm
  const chooseImage = ({ image: osName, version }: OsImageSelection) => {
    setValue('osName', osName, { shouldValidate: formState.isSubmitted })
    setValue('osVersion', version, { shouldValidate: formState.isSubmitted })
  }
  return (
    <FormSection title="Location and image">
      <Controller
        control={control}
        name="location"
        render={({ field }) => (
          <CreateLocationPicker
            locations={locations}
            value={field.value}
            onChange={field.onChange}
            error={errors.location?.message}
          />
        )}
      />
      <OsImagePicker
        images={images.map((i) => ({
          value: i.os_name,
          name: i.display_name,
          icon: imageIconUrl(i.icon),
          description: i.is_app_catalog ? 'From the app catalogue' : undefined,
          versions: visibleVersions(i, isAdmin).map((v) => ({
            value: v.os_version,
            label: v.display_name,
            published: v.published,
          })),
        }))}
        value={{ image: values.osName, version: values.osVersion }}
        onValueChange={chooseImage}
        error={errors.osName?.message ?? errors.osVersion?.message}
        minCardWidth="180px"
      />
    </FormSection>
  )
}
