/**
 * The object browser's uploader: one PUT of the raw file per object through the platform (CONTRACTS "Object
 * browser"), sent with XMLHttpRequest because fetch reports no upload progress.
 */

/** The request the domain describes for an upload (`bucketObjectUploadRequest`). */
export type UploadRequest = { method: 'PUT'; url: string; headers: Record<string, string> }

/** Options of {@link uploadFile}. */
export type UploadOptions = {
  /** Called as bytes leave: sent so far and in all. */
  onProgress?: (loaded: number, total: number) => void
  /** The object's media type, sent as `Content-Type` when given (the browser's `File.type`). */
  contentType?: string
  /** Aborts the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal
  /** Makes the request object (a double in tests). @default a new XMLHttpRequest */
  createXhr?: () => XMLHttpRequest
}

/** Why an upload failed, with the HTTP status when the platform answered. */
export class UploadError extends Error {
  override readonly name = 'UploadError'
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message)
  }
}

/** The message of a Warren error body (`{"message": …}` or `{"errors": {"Error": …}}`), if any. */
function errorMessage(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: Record<string, unknown> }
    if (typeof body.message === 'string') return body.message
    const first = body.errors && Object.values(body.errors).find((v) => typeof v === 'string')
    return typeof first === 'string' ? first : undefined
  } catch {
    return undefined
  }
}

/**
 * Sends `body` as the request says, reporting progress; resolves when the platform answered 2xx, rejects with
 * an {@link UploadError} carrying the platform's message otherwise (or "Network error" when it never answered).
 */
export function uploadFile(request: UploadRequest, body: Blob, options: UploadOptions = {}): Promise<void> {
  const { onProgress, signal, contentType, createXhr = () => new XMLHttpRequest() } = options
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'))
      return
    }
    const xhr = createXhr()
    xhr.open(request.method, request.url)
    xhr.withCredentials = true
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value)
    if (contentType) xhr.setRequestHeader('Content-Type', contentType)
    xhr.upload.onprogress = (event: ProgressEvent) => {
      onProgress?.(event.loaded, event.lengthComputable ? event.total : body.size)
    }
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(body.size, body.size)
        resolve()
      } else {
        const text = typeof xhr.responseText === 'string' ? xhr.responseText : ''
        reject(new UploadError(errorMessage(text) ?? `HTTP ${xhr.status}`, xhr.status))
      }
    }
    xhr.onerror = () => reject(new UploadError('Network error', null))
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(body)
  })
}
