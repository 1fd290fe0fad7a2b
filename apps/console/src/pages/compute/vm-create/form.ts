import type { UseFormReturn } from 'react-hook-form'
import type { VmCreateForm } from '../../../forms/vm-create'

/** The VM create form's state, as each section of the form reads and changes it. */
export type VmCreateFormApi = UseFormReturn<VmCreateForm>
