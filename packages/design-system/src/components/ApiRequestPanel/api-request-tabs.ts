import type { ApiRequestFormat } from './ApiRequestPanel.variants'

/** One of several calls made one after the other (a group, then each of its users). */
export type ApiRequestCall = {
  /** What the call does, e.g. 'Add bob@example.com to the group'. Shown as a comment line above it. */
  title: string
  /** The call as a `curl` command. */
  curl: string
}

/** One tab of the panel: its trigger text, what its code is called (accessible names) and the code. */
export type ApiRequestTab = {
  format: ApiRequestFormat
  /** The tab's visible name. */
  title: string
  /** What the code is, for "Copy {label}" and the code block's name. */
  label: string
  code: string
}

/**
 * Several calls as one script, in order, each under a numbered comment (`# 2. Add bob@example.com`), so it can
 * be copied and run at once. A title is kept to one line: line breaks and runs of spaces become one space.
 */
export function curlScript(calls: readonly ApiRequestCall[]): string {
  return calls
    .map((call, i) => `# ${i + 1}. ${call.title.replace(/\s+/g, ' ').trim()}\n${call.curl}`)
    .join('\n\n')
}

/** The one command of `curl`, or null when it holds several calls (a list of one is its command alone). */
export function singleCommand(curl: string | readonly ApiRequestCall[]): string | null {
  if (typeof curl === 'string') return curl
  return curl.length === 1 ? curl[0]!.curl : null
}

/**
 * The tabs to show: curl (one command, or the script of several calls), then Terraform only when there is a
 * block (an empty one counts as none).
 */
export function apiRequestTabs(
  curl: string | readonly ApiRequestCall[],
  terraform?: string,
): ApiRequestTab[] {
  const several = typeof curl !== 'string' && curl.length !== 1 ? curl : null
  const tabs: ApiRequestTab[] = [
    several
      ? { format: 'curl', title: 'curl', label: 'curl commands', code: curlScript(several) }
      : { format: 'curl', title: 'curl', label: 'curl command', code: singleCommand(curl) ?? '' },
  ]
  if (terraform !== undefined && terraform.trim() !== '')
    tabs.push({ format: 'terraform', title: 'Terraform', label: 'Terraform configuration', code: terraform })
  return tabs
}
