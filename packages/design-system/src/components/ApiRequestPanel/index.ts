export { ApiRequestPanel, type ApiRequestPanelProps } from './ApiRequestPanel'
export { apiRequestFormats, type ApiRequestFormat } from './ApiRequestPanel.variants'
export { apiRequestTabs, curlScript, type ApiRequestCall, type ApiRequestTab } from './api-request-tabs'
