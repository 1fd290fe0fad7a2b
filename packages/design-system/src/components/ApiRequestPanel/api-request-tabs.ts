import type { ApiRequestFormat } from './ApiRequestPanel.variants'

/** One tab of the panel: its trigger text, what its code is called (accessible names) and the code. */
export type ApiRequestTab = {
  format: ApiRequestFormat
  /** The tab's visible name. */
  title: string
  /** What the code is, for "Copy {label}" and the code block's name. */
  label: string
  code: string
}

/** The tabs to show: curl, then Terraform only when there is a block (an empty one counts as none). */
export function apiRequestTabs(curl: string, terraform?: string): ApiRequestTab[] {
  const tabs: ApiRequestTab[] = [{ format: 'curl', title: 'curl', label: 'curl command', code: curl }]
  if (terraform !== undefined && terraform.trim() !== '')
    tabs.push({ format: 'terraform', title: 'Terraform', label: 'Terraform configuration', code: terraform })
  return tabs
}
