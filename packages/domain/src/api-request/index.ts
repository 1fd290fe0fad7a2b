export type { Method, ApiRequest, ApiRequestEncoding, ApiRequestStep } from './request.js'
export { requestTarget, requestBody } from './request.js'
export { shellQuote, curlArguments, toCurl } from './curl.js'
export type { CurlOptions } from './curl.js'
export { TERRAFORM_RESOURCE_TYPES, terraformLabel, hclString, toTerraform } from './terraform.js'
export type {
  TerraformResourceType,
  TerraformValue,
  TerraformResource,
  TerraformVariable,
} from './terraform.js'
export { terraformResources } from './terraform-resources.js'
export { apiRequests } from './requests.js'
export { firstLoadRequests, type FirstLoadCall } from './first-load.js'
