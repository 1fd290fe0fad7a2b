import { useId, useState } from 'react'
import { Box, Button, Flex, Tabs, Text } from '@radix-ui/themes'
import { ChevronDownIcon, ChevronRightIcon } from '@radix-ui/react-icons'
import { CopyButton } from '../CopyButton'
import { apiRequestTabs, singleCommand, type ApiRequestCall } from './api-request-tabs'
import type { ApiRequestFormat } from './ApiRequestPanel.variants'
import styles from './ApiRequestPanel.module.css'

export type ApiRequestPanelProps = {
  /**
   * The equivalent Warren API call as a `curl` command (`toCurl()` of `@cirrus/domain`); or, for an action that
   * makes several calls one after the other, each call with what it does — shown as one script, in order (a
   * list of one shows its command alone).
   */
  curl: string | readonly ApiRequestCall[]
  /**
   * The resource as a block of Warren's Terraform provider (`toTerraform()`), for a network, virtual machine,
   * disk or floating IP. Without it there is no Terraform tab.
   */
  terraform?: string
  /** Whether the panel starts open. @default false */
  defaultOpen?: boolean
  /** The tab shown first when the panel opens. @default 'curl' */
  defaultFormat?: ApiRequestFormat
}

/**
 * "Show API request" (issue 10): a disclosure under a create form or in an action dialog that shows the Warren
 * API call the form is about to make, as `curl` and, for resources Terraform knows, as a `resource` block, each
 * in a scrollable monospace block with a copy button. The code follows the form as the user types. An action
 * that makes several calls in order (a group and then each of its users) shows them as one numbered script.
 */
export function ApiRequestPanel({
  curl,
  terraform,
  defaultOpen = false,
  defaultFormat = 'curl',
}: ApiRequestPanelProps) {
  const [open, setOpen] = useState(defaultOpen)
  const panelId = useId()
  const tabs = apiRequestTabs(curl, terraform)
  const first = tabs.some((t) => t.format === defaultFormat) ? defaultFormat : 'curl'
  const token = 'Set WARREN_API_TOKEN to one of your API tokens first.'
  const curlHint =
    singleCommand(curl) === null ? `${curl.length} calls, one after the other. ${token}` : token
  return (
    <Box>
      <Button
        type="button"
        variant="ghost"
        color="gray"
        size="1"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <ChevronDownIcon aria-hidden /> : <ChevronRightIcon aria-hidden />}
        Show API request
      </Button>
      {open ? (
        <Box id={panelId} mt="2">
          <Tabs.Root defaultValue={first}>
            <Tabs.List size="1" aria-label="API request format">
              {tabs.map((tab) => (
                <Tabs.Trigger key={tab.format} value={tab.format}>
                  {tab.title}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Content key={tab.format} value={tab.format}>
                <Flex justify="between" align="center" gap="2" my="2">
                  <Text size="1" color="gray">
                    {tab.format === 'terraform'
                      ? "Warren's Terraform provider (WarrenCloudPlatform/warren)."
                      : curlHint}
                  </Text>
                  <CopyButton text={tab.code} label={tab.label} variant="soft" />
                </Flex>
                {/* Focusable so a keyboard can scroll a long command (axe: scrollable-region-focusable). */}
                {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
                <pre className={styles.code} tabIndex={0} role="region" aria-label={tab.label}>
                  <code>{tab.code}</code>
                </pre>
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Box>
      ) : null}
    </Box>
  )
}
