/**
 * "Show API request" (issue 10): turns the Warren call a form or dialog is about to make into the props of the
 * design system's `ApiRequestPanel` — the `curl` command against the console's own origin (the reference
 * platform serves Warren's API there under `/v1`) and, for a network, VM, disk or floating IP, the Terraform
 * block. Give the result to `FormDialog`'s or `ConfirmDialog`'s `apiRequest` prop, or render the panel.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react'
import {
  toCurl,
  toTerraform,
  type ApiRequest,
  type ApiRequestStep,
  type TerraformResource,
} from '@cirrus/domain'
import type { ApiRequestPanelProps } from '@cirrus/design-system'

/**
 * The panel's props for a call (and its Terraform resource), against `baseUrl`; or for several calls made one
 * after the other (`ApiRequestStep`s: a group, then each user), each with what it does.
 */
export function apiRequestPanelProps(
  request: ApiRequest | readonly ApiRequestStep[],
  baseUrl: string,
  terraform?: TerraformResource,
): ApiRequestPanelProps {
  const curl =
    'method' in request
      ? toCurl(request, { baseUrl })
      : request.map((step) => ({ title: step.title, curl: toCurl(step.request, { baseUrl }) }))
  return { curl, ...(terraform ? { terraform: toTerraform(terraform) } : {}) }
}

const ApiBaseUrlContext = createContext<string | null>(null)

/** Sets the server root the commands name (stories use a fixed one); the console's origin otherwise. */
export function ApiBaseUrlProvider({ baseUrl, children }: { baseUrl: string; children: ReactNode }) {
  return createElement(ApiBaseUrlContext.Provider, { value: baseUrl }, children)
}

/**
 * The panel's props for the call a form will make, or undefined when there is none yet (an invalid form):
 * `<FormDialog apiRequest={useApiRequest(apiRequests.vm.clone(location, { uuid, name }))} …>`. An action that
 * makes several calls in order passes them as steps; none (an empty list) shows no panel.
 */
export function useApiRequest(
  request: ApiRequest | readonly ApiRequestStep[] | null | undefined,
  terraform?: TerraformResource,
): ApiRequestPanelProps | undefined {
  const baseUrl = useContext(ApiBaseUrlContext) ?? window.location.origin
  if (!request || ('length' in request && request.length === 0)) return undefined
  return apiRequestPanelProps(request, baseUrl, terraform)
}
