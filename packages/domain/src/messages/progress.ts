/** Progress toasts of long operations (SPEC.md §4). */
import { fill } from './fill.js'

/**
 * Progress toast texts of long operations (SPEC.md §4). The service text is the spec's; the VM ones follow it.
 * Fill with {@link fill} or use {@link progressText}.
 */
export const progressTemplates = {
  serviceCreate: 'Creating Service [{display_name}]',
  vmCreate: 'Creating VM [{name}]', // derived
  vmClone: 'Cloning VM [{name}]', // derived
  vmReinstall: 'Reinstalling VM [{name}]', // derived
  vmRestore: 'Restoring VM [{name}]', // derived
  metalProvision: 'Provisioning bare metal server [{name}]', // derived
} as const

/** A long operation with a progress toast. */
export type ProgressOperation = keyof typeof progressTemplates

/** The progress text of an operation on a named resource, e.g. `Creating Service [db-1]`. */
export function progressText(operation: ProgressOperation, name: string): string {
  return fill(progressTemplates[operation], { display_name: name, name })
}
