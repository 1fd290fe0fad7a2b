/** Units of the create pages' sliders: CPU in vCPU, RAM and disk in GB. */
export const numberSliderUnits = { cpu: 'vCPU', ram: 'GB', disk: 'GB' } as const
export type NumberSliderUnitKind = keyof typeof numberSliderUnits

/** Input, slider and label sizes (Radix sizes). */
export const numberSliderSizes = ['1', '2', '3'] as const
export type NumberSliderSize = (typeof numberSliderSizes)[number]
