import { describe, expect, it } from 'vitest'
import { awsCliExample, isProvisioned } from './s3-endpoint'

describe('S3 endpoint', () => {
  it('knows Warren\'s "/" as not provisioned', () => {
    expect(isProvisioned('/')).toBe(false)
    expect(isProvisioned('')).toBe(false)
    expect(isProvisioned('https://s3.cirrus.test/')).toBe(true)
  })
  it('writes an AWS CLI command for the bucket', () => {
    expect(awsCliExample('https://s3.cirrus.test/', 'media')).toBe(
      'aws s3 ls s3://media/ --endpoint-url https://s3.cirrus.test --region us-east-1',
    )
  })
})
