import { useState } from 'react'
import { Code, Flex, Skeleton, Text } from '@radix-ui/themes'
import {
  TRACKING_EVENTS,
  TRACKING_EVENT_LABELS,
  type TrackingEvent,
  type TrackingSettings,
  type TrackingSettingsInput,
} from '@cirrus/domain'
import { LoadError } from '../../components/AdminPage'
import { AdminFormCard } from '../../components/AdminFormCard'
import { CheckboxField, FieldError, TextFields } from '../../components/FormFields'
import { AdminScreen } from '../../components/PageHeader'

/** Props of {@link TrackingView}. */
export type TrackingViewProps = {
  /** The settings in force; undefined while loading. */
  settings: TrackingSettings | undefined
  error?: string
  onRetry?: () => void
  /** Saves the sink and its events. */
  onSave: (input: TrackingSettingsInput) => void
  /** Field errors of the last save (`sink_url`, `events`). */
  fieldErrors?: Record<string, string>
  /** True while a save runs. */
  saving?: boolean
}

const fields = [
  { id: 'sink_url', label: 'Sink origin (https)', placeholder: 'https://analytics.example.com' },
] as const

/** The customer pages' `connect-src` for a sink (what the platform sends, http/security.ts). */
const connectSrc = (sink: string | null) => `connect-src 'self'${sink ? ` ${sink}` : ''}`

/** The sink form, started from the settings in force (re-keyed when they change). */
function SinkForm({
  settings,
  onSave,
  fieldErrors,
  saving,
}: Pick<TrackingViewProps, 'onSave' | 'saving'> & {
  settings: TrackingSettings
  fieldErrors: Record<string, string>
}) {
  const [form, setForm] = useState({ sink_url: settings.sink_url ?? '' })
  const [events, setEvents] = useState<TrackingEvent[]>(settings.events)
  const toggle = (event: TrackingEvent, on: boolean) =>
    setEvents((now) => (on ? [...now, event] : now.filter((e) => e !== event)))
  return (
    <AdminFormCard
      title="Analytics sink"
      gap="4"
      onSubmit={() => {
        const sink = form.sink_url.trim()
        onSave({ sink_url: sink ? sink : null, events })
      }}
      submitLabel="Save tracking settings"
      saving={saving}
    >
      <Text size="2" color="gray">
        {settings.sink_url
          ? `Events go to ${settings.sink_url}.`
          : 'No sink is set: the console sends no analytics events.'}{' '}
        Customer pages: <Code>{connectSrc(settings.sink_url)}</Code>
      </Text>
      <TextFields idPrefix="tracking" fields={fields} values={form} onChange={setForm} errors={fieldErrors} />
      <Flex direction="column" gap="2" role="group" aria-labelledby="tracking-events-label">
        <Text id="tracking-events-label" size="2" weight="medium">
          Events sent
        </Text>
        {TRACKING_EVENTS.map((event) => (
          <CheckboxField
            key={event}
            label={TRACKING_EVENT_LABELS[event]}
            checked={events.includes(event)}
            onChange={(on) => toggle(event, on)}
          />
        ))}
        <FieldError message={fieldErrors.events} />
      </Flex>
    </AdminFormCard>
  )
}

/**
 * /tracking (Tracking Codes, issue 14): the analytics sink endpoint. No snippets are injected into the customer
 * app; the console may send the chosen events to ONE https origin, and the customer pages' Content-Security-Policy
 * allows that origin and no other.
 */
export function TrackingView({
  settings,
  error,
  onRetry,
  onSave,
  fieldErrors = {},
  saving,
}: TrackingViewProps) {
  return (
    <AdminScreen
      title="Tracking Codes"
      description="Analytics without injected scripts: the console sends the chosen events to one https origin, and the customer pages’ Content-Security-Policy allows that origin only."
    >
      {error ? (
        <LoadError error={error} onRetry={onRetry} />
      ) : settings === undefined ? (
        <Flex role="status" aria-busy="true" aria-label="Loading tracking settings">
          <Skeleton height="260px" width="100%" />
        </Flex>
      ) : (
        <SinkForm
          key={JSON.stringify(settings)}
          settings={settings}
          onSave={onSave}
          fieldErrors={fieldErrors}
          saving={saving}
        />
      )}
    </AdminScreen>
  )
}
