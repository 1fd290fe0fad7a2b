import type { MetalSpec } from './schema.js'

/** The demo machine types (the platform's demo seed, stories and tests); prices in
 * demoPriceList (rule sets `metal:bm.medium`, `metal:bm.large`; bm.small pays the DEFAULT rule): bm.small, bm.medium, bm.large. */
export const DEMO_METAL_SPECS: readonly MetalSpec[] = [
  {
    name: 'bm.small',
    display_name: 'Small',
    cpu_model: 'Intel Xeon E-2388G',
    cpu_cores: 8,
    ram_gb: 64,
    disks: [
      { size_gb: 960, kind: 'nvme' },
      { size_gb: 960, kind: 'nvme' },
    ],
  },
  {
    name: 'bm.medium',
    display_name: 'Medium',
    cpu_model: 'AMD EPYC 7313P',
    cpu_cores: 16,
    ram_gb: 128,
    disks: [
      { size_gb: 1920, kind: 'nvme' },
      { size_gb: 1920, kind: 'nvme' },
    ],
  },
  {
    name: 'bm.large',
    display_name: 'Large',
    cpu_model: 'AMD EPYC 7543P',
    cpu_cores: 32,
    ram_gb: 256,
    disks: [
      { size_gb: 3840, kind: 'nvme' },
      { size_gb: 3840, kind: 'nvme' },
      { size_gb: 8000, kind: 'hdd' },
    ],
  },
]
