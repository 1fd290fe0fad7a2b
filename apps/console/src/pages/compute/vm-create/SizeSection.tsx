import { Controller } from 'react-hook-form'
import { NumberSlider, Select } from '@cirrus/design-system'
import type { HostPool } from '@cirrus/domain'
import { FormSection } from '../../../components/FormSection'
import type { poolLimits, ramLimitsGb } from '../../../forms/vm-create'
import type { VmCreateFormApi } from './form'

/** "Size": the server class (when there is a choice), CPU, RAM and disk within the pool's guest limits. */
export function SizeSection({
  form,
  visiblePools,
  defaultPool,
  limits,
  ram,
}: {
  form: VmCreateFormApi
  /** The location's visible host pools. */
  visiblePools: readonly HostPool[]
  /** The pool used when none is chosen. */
  defaultPool: HostPool | undefined
  /** The chosen pool's guest limits. */
  limits: ReturnType<typeof poolLimits>
  /** The RAM limits in GB. */
  ram: ReturnType<typeof ramLimitsGb>
}) {
  const { control, formState } = form
  const errors = formState.errors
  return (
    <FormSection title="Size">
      {visiblePools.length > 1 && (
        <Controller
          control={control}
          name="poolUuid"
          render={({ field }) => (
            <Select
              label="Server class"
              value={field.value || defaultPool?.uuid || ''}
              onValueChange={field.onChange}
              hint={visiblePools.find((p) => p.uuid === (field.value || defaultPool?.uuid))?.description}
              options={visiblePools.map((p) => ({ value: p.uuid, label: p.name }))}
            />
          )}
        />
      )}
      <Controller
        control={control}
        name="vcpu"
        render={({ field }) => (
          <NumberSlider
            label="CPU"
            unit="vCPU"
            value={field.value}
            onValueChange={field.onChange}
            min={limits.cpu.min}
            max={limits.cpu.max}
            error={errors.vcpu?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="ramGb"
        render={({ field }) => (
          <NumberSlider
            label="RAM"
            unit="GB"
            value={field.value}
            onValueChange={field.onChange}
            min={ram.min}
            max={ram.max}
            step={0.5}
            error={errors.ramGb?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="diskGb"
        render={({ field }) => (
          <NumberSlider
            label="Disk"
            unit="GB"
            value={field.value}
            onValueChange={field.onChange}
            min={limits.disk_gb.min}
            max={limits.disk_gb.max}
            error={errors.diskGb?.message}
          />
        )}
      />
    </FormSection>
  )
}
