import { atom } from 'jotai'
import type { VmCreateForm } from '../forms/vm-create'

/**
 * The last VM create that failed, whole — password included — kept in memory only, so the "Retry" link
 * (which carries the form without secrets in its URL) brings the form back completely filled in this session.
 */
export const failedVmCreateAtom = atom<VmCreateForm | null>(null)
