/**
 * The fields of a small admin form (issue 14: campaigns, custom products): labelled text fields in a wrapping row,
 * a labelled radio choice and a labelled checkbox, each with its error beside it (AGENTS "every form shows errors beside the field").
 */
import type { ReactNode } from 'react'
import { Checkbox, Flex, RadioGroup, Text, TextField } from '@radix-ui/themes'

/** One text field: its input name (the API field), label and optional placeholder. */
export type TextFieldSpec<K extends string> = { id: K; label: string; placeholder?: string }

/** An error beside a field, when there is one. */
export function FieldError({ message }: { message?: string }) {
  return message ? (
    <Text size="1" color="red">
      {message}
    </Text>
  ) : null
}

/** Props of {@link TextFields}. */
export type TextFieldsProps<K extends string> = {
  /** Prefix of the inputs' ids (`campaign` → `campaign-code`). */
  idPrefix: string
  fields: readonly TextFieldSpec<K>[]
  values: Record<K, string>
  onChange: (values: Record<K, string>) => void
  /** Errors by field id. */
  errors: Record<string, string>
  /** Fields that are disabled. */
  disabled?: readonly K[]
}

/** Labelled text inputs, each with its error. */
export function TextFields<K extends string>(props: TextFieldsProps<K>) {
  return (
    <Flex gap="4" wrap="wrap">
      {props.fields.map((f) => (
        <Flex direction="column" gap="1" key={f.id}>
          <Text as="label" htmlFor={`${props.idPrefix}-${f.id}`} size="2" weight="medium">
            {f.label}
          </Text>
          <TextField.Root
            id={`${props.idPrefix}-${f.id}`}
            value={props.values[f.id]}
            disabled={props.disabled?.includes(f.id)}
            placeholder={f.placeholder}
            onChange={(e) => props.onChange({ ...props.values, [f.id]: e.target.value })}
          />
          <FieldError message={props.errors[f.id]} />
        </Flex>
      ))}
    </Flex>
  )
}

/** Props of {@link ChoiceField}. */
export type ChoiceFieldProps<V extends string> = {
  /** The id of the label element. */
  id: string
  label: string
  options: readonly V[]
  /** Each option's label. */
  labels: Record<V, ReactNode>
  value: V
  onChange: (value: V) => void
  error?: string
}

/** A labelled radio choice with its error. */
export function ChoiceField<V extends string>(props: ChoiceFieldProps<V>) {
  return (
    <Flex direction="column" gap="1">
      <Text as="div" size="2" weight="medium" id={props.id}>
        {props.label}
      </Text>
      <RadioGroup.Root
        aria-labelledby={props.id}
        value={props.value}
        onValueChange={(v) => props.onChange(v as V)}
        orientation="horizontal"
      >
        <Flex gap="4">
          {props.options.map((o) => (
            <RadioGroup.Item key={o} value={o}>
              {props.labels[o]}
            </RadioGroup.Item>
          ))}
        </Flex>
      </RadioGroup.Root>
      <FieldError message={props.error} />
    </Flex>
  )
}

/** Props of {@link CheckboxField}. */
export type CheckboxFieldProps = {
  /** The checkbox's label (clicking it toggles the box). */
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
}

/** A checkbox with its label beside it. */
export function CheckboxField({ label, checked, onChange }: CheckboxFieldProps) {
  return (
    <Text as="label" size="2">
      <Flex gap="2" align="center">
        <Checkbox checked={checked} onCheckedChange={(on) => onChange(on === true)} />
        {label}
      </Flex>
    </Text>
  )
}

/** The text fields' values of a form, by field id. */
export type FormValues<F extends readonly TextFieldSpec<string>[]> = Record<F[number]['id'], string>

/**
 * What a screen with a list and a create card takes besides its rows (campaigns, custom products): the load error
 * and retry, the create, and the last create's field errors.
 */
export type ListWithCreateProps<I> = {
  /** Why the list could not be loaded. */
  error?: string
  /** Retries the load. */
  onRetry?: () => void
  /** Creates one from the form's input. */
  onCreate: (input: I) => void
  /** Field errors of the last create, by field (the API's field names). */
  fieldErrors?: Record<string, string>
}

/**
 * The DataTable props of such a screen's list: its rows (none while loading), skeletons while they load, the error
 * and retry, and the quick search.
 */
export function listTableProps<R>(
  rows: readonly R[] | undefined,
  { error, onRetry }: Pick<ListWithCreateProps<never>, 'error' | 'onRetry'>,
) {
  return { rows: rows ?? [], loading: rows === undefined && !error, error, onRetry, searchable: true }
}

/** Props of {@link KindAndTextFields}. */
export type KindAndTextFieldsProps<V extends string, K extends string> = TextFieldsProps<K> & {
  /** The radio choice above the text fields (a campaign's type, a product's unit). */
  choice: ChoiceFieldProps<V>
}

/**
 * A create card's fields (campaigns, custom products): a radio choice of its kind, then its labelled text fields,
 * each with its error. Put it in an `AdminFormCard`.
 */
export function KindAndTextFields<V extends string, K extends string>({
  choice,
  ...fields
}: KindAndTextFieldsProps<V, K>) {
  return (
    <>
      <ChoiceField {...choice} />
      <TextFields {...fields} />
    </>
  )
}
