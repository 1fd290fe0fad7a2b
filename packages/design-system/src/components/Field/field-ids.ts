/** Ids of the parts of one field, derived from a single base so label, hint and error always line up. */
export type FieldIds = { control: string; label: string; hint: string; error: string }

/** Ids for a field: the control keeps an id it already has; the rest derive from the base. */
export function fieldIds(base: string, controlId?: string): FieldIds {
  return {
    control: controlId ?? `${base}-control`,
    label: `${base}-label`,
    hint: `${base}-hint`,
    error: `${base}-error`,
  }
}

/** What a field passes to its control so the label names it and the error and hint are announced. */
export type FieldControlProps = {
  /** The control's id (the label's `htmlFor`). */
  id: string
  /** The error first, then the hint: screen readers read the error as the control's description. */
  'aria-describedby'?: string
  /** Set while the field shows an error. */
  'aria-invalid'?: true
}

/**
 * The props for a field's control: error before hint in `aria-describedby` (the error matters most), ids kept
 * from the control's own `aria-describedby` (e.g. a unit), and `aria-invalid` only when there is an error.
 */
export function fieldControlProps({
  ids,
  hasHint,
  hasError,
  describedBy,
}: {
  ids: FieldIds
  hasHint: boolean
  hasError: boolean
  describedBy?: string
}): FieldControlProps {
  const describedByIds = [hasError ? ids.error : null, hasHint ? ids.hint : null, describedBy]
    .filter((id): id is string => Boolean(id))
    .join(' ')
  return {
    id: ids.control,
    ...(describedByIds ? { 'aria-describedby': describedByIds } : {}),
    ...(hasError ? { 'aria-invalid': true as const } : {}),
  }
}
