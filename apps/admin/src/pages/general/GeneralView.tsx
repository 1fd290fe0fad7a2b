import { useState, type FormEvent } from 'react'
import { Button, Card, Flex, TextField } from '@radix-ui/themes'
import { Field } from '@cirrus/design-system'
import {
  GeneralSettingsInputSchema,
  PLATFORM_NAME_MAX,
  SETTINGS_URL_MAX,
  type GeneralSettings,
} from '@cirrus/domain'
import { AdminPage } from '../../components/AdminPage'

/** Props of {@link GeneralView}. */
export type GeneralViewProps = {
  /** The settings in force; undefined while loading. */
  settings: GeneralSettings | undefined
  /** A load error. */
  error?: string
  /** Retries the load. */
  onRetry?: () => void
  /** Saves the settings; rejects with field errors the platform found (`{ field: message }`). */
  onSave: (settings: GeneralSettings) => Promise<void>
  /** Field errors of the last save (the platform's answer). */
  fieldErrors?: Partial<Record<keyof GeneralSettings, string>>
  /** True while saving. */
  saving?: boolean
}

type Draft = {
  platform_name: string
  support_url: string
  terms_url: string
  docs_url: string
  release_notes_url: string
}

/** The link fields of the form, in order: each an http(s) address, empty for none. */
const URL_FIELDS: {
  key: 'support_url' | 'terms_url' | 'docs_url' | 'release_notes_url'
  label: string
  hint: string
  placeholder: string
}[] = [
  {
    key: 'support_url',
    label: 'Support URL',
    hint: "When set, the customer console's top bar shows a Support button that opens it. Leave empty for none.",
    placeholder: 'https://support.example.com',
  },
  {
    key: 'terms_url',
    label: 'Terms link',
    hint: 'The terms of service customers agree to. Leave empty for none.',
    placeholder: 'https://example.com/terms',
  },
  {
    key: 'docs_url',
    label: 'Docs and guides link',
    hint: 'The admin Help page links the feature docs and guides here. Leave empty for none.',
    placeholder: 'https://docs.example.com',
  },
  {
    key: 'release_notes_url',
    label: 'Release notes link',
    hint: 'The admin Help page links the release notes here. Leave empty for none.',
    placeholder: 'https://example.com/releases',
  },
]

const draftOf = (s: GeneralSettings): Draft => ({
  platform_name: s.platform_name,
  support_url: s.support_url ?? '',
  terms_url: s.terms_url ?? '',
  docs_url: s.docs_url ?? '',
  release_notes_url: s.release_notes_url ?? '',
})

/** Field errors of a draft by the same rule the platform applies (domain `GeneralSettingsInputSchema`). */
export function validateGeneral(draft: Draft): {
  settings?: GeneralSettings
  errors: Partial<Record<keyof GeneralSettings, string>>
} {
  const parsed = GeneralSettingsInputSchema.safeParse(draft)
  if (parsed.success) return { settings: parsed.data, errors: {} }
  const errors: Partial<Record<keyof GeneralSettings, string>> = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof GeneralSettings
    errors[field] ??= issue.message
  }
  return { errors }
}

function GeneralForm({
  settings,
  onSave,
  fieldErrors,
  saving,
}: Required<Pick<GeneralViewProps, 'settings' | 'onSave'>> &
  Pick<GeneralViewProps, 'fieldErrors' | 'saving'>) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings!))
  const [errors, setErrors] = useState<Partial<Record<keyof GeneralSettings, string>>>({})
  const shown = { ...fieldErrors, ...errors }
  const set = (field: keyof Draft) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = validateGeneral(draft)
    setErrors(result.errors)
    if (result.settings) void onSave(result.settings)
  }
  return (
    <Card size="3" asChild>
      <form onSubmit={submit} noValidate aria-label="General settings">
        <Flex direction="column" gap="4">
          <Field label="Platform name" error={shown.platform_name}>
            <TextField.Root
              value={draft.platform_name}
              maxLength={PLATFORM_NAME_MAX}
              onChange={(e) => set('platform_name')(e.target.value)}
            />
          </Field>
          {URL_FIELDS.map((f) => (
            <Field key={f.key} label={f.label} hint={f.hint} error={shown[f.key]}>
              <TextField.Root
                type="url"
                value={draft[f.key]}
                maxLength={SETTINGS_URL_MAX}
                placeholder={f.placeholder}
                onChange={(e) => set(f.key)(e.target.value)}
              />
            </Field>
          ))}
          <Flex>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  )
}

/** /admin/general: the platform's name, the support URL (the customer support button, SPEC §2) and the terms link. */
export function GeneralView({ settings, error, onRetry, onSave, fieldErrors, saving }: GeneralViewProps) {
  return (
    <AdminPage
      title="General"
      description="What customers see of the platform itself."
      loading={!settings}
      error={error}
      onRetry={onRetry}
    >
      {settings && (
        <GeneralForm settings={settings} onSave={onSave} fieldErrors={fieldErrors} saving={saving} />
      )}
    </AdminPage>
  )
}
