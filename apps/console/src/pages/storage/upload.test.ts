import { describe, expect, it } from 'vitest'
import { uploadFile, UploadError, type UploadRequest } from './upload'

/** A scripted XMLHttpRequest: records what was sent and lets the test play the browser's events. */
class FakeXhr {
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: unknown
  withCredentials = false
  status = 0
  responseText = ''
  aborted = false
  upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: unknown) {
    this.body = body
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  answer(status: number, text = '') {
    this.status = status
    this.responseText = text
    this.onload?.()
  }
}

const request: UploadRequest = {
  method: 'PUT',
  url: '/v1/storage/bucket/media/objects/photos/a.jpg',
  headers: { 'X-Cirrus-Client': 'console' },
}

function start(body = new Blob(['0123456789']), signal?: AbortSignal, contentType?: string) {
  const xhr = new FakeXhr()
  const progress: [number, number][] = []
  const done = uploadFile(request, body, {
    onProgress: (loaded, total) => progress.push([loaded, total]),
    signal,
    contentType,
    createXhr: () => xhr as unknown as XMLHttpRequest,
  })
  return { xhr, progress, done }
}

describe('uploadFile', () => {
  it('PUTs the raw file with the session and the given headers, reporting progress to the end', async () => {
    const { xhr, progress, done } = start()
    expect(xhr.method).toBe('PUT')
    expect(xhr.url).toBe(request.url)
    expect(xhr.withCredentials).toBe(true)
    expect(xhr.headers).toEqual({ 'X-Cirrus-Client': 'console' })
    expect(xhr.body).toBeInstanceOf(Blob)
    xhr.upload.onprogress?.({ loaded: 4, total: 10, lengthComputable: true })
    xhr.answer(201, '{}')
    await expect(done).resolves.toBeUndefined()
    expect(progress).toEqual([
      [4, 10],
      [10, 10],
    ])
  })

  it("sends the file's media type when it has one", () => {
    expect(start(undefined, undefined, 'image/png').xhr.headers).toEqual({
      'X-Cirrus-Client': 'console',
      'Content-Type': 'image/png',
    })
    expect(start(undefined, undefined, '').xhr.headers).not.toHaveProperty('Content-Type')
  })

  it("rejects with the platform's message and status", async () => {
    const { xhr, done } = start()
    xhr.answer(409, JSON.stringify({ message: 'Quota exceeded' }))
    await expect(done).rejects.toEqual(new UploadError('Quota exceeded', 409))
    const second = start()
    second.xhr.answer(500, 'oops')
    await expect(second.done).rejects.toThrow('HTTP 500')
  })

  it('rejects on a network failure and on abort', async () => {
    const { xhr, done } = start()
    xhr.onerror?.()
    await expect(done).rejects.toThrow('Network error')
    const controller = new AbortController()
    const aborted = start(undefined, controller.signal)
    controller.abort()
    await expect(aborted.done).rejects.toThrow('Upload aborted')
    expect(aborted.xhr.aborted).toBe(true)
  })
})
