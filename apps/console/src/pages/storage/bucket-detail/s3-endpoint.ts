/** How S3 clients reach the platform's endpoint (issue 10 "a real S3 endpoint"). */

/**
 * The region S3 clients sign with. The platform's endpoint has one region; clients need a value for AWS
 * Signature V4's credential scope, and `us-east-1` is the one every S3 client defaults to.
 */
export const S3_REGION = 'us-east-1'

/** False for Warren's `"/"`: no storage is provisioned for the account yet (API-NOTES §10). */
export function isProvisioned(url: string): boolean {
  return url !== '' && url !== '/'
}

/** An AWS CLI command that lists the bucket through the endpoint. */
export function awsCliExample(url: string, bucketName: string): string {
  return `aws s3 ls s3://${bucketName}/ --endpoint-url ${url.replace(/\/$/, '')} --region ${S3_REGION}`
}
