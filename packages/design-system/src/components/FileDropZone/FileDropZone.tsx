import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react'
import { Box, Button, Flex, IconButton, Progress, Text } from '@radix-ui/themes'
import { Cross2Icon, UploadIcon } from '@radix-ui/react-icons'
import styles from './FileDropZone.module.css'
import { droppedFiles, uploadPercent, uploadStatusText, type FileUpload } from './upload-progress'
import { fileUploadColors, type FileDropZoneSize } from './FileDropZone.variants'

export type FileDropZoneProps = {
  /** Receives the files dropped on the zone or picked with the button (several at once, folders left out). */
  onFiles: (files: File[]) => void
  /** The uploads to show under the zone, each with its own progress bar. @default [] */
  uploads?: readonly FileUpload[]
  /** Removes a finished or failed upload from the list; without it the rows have no dismiss button. */
  onDismiss?: (id: string) => void
  /** What the zone says. @default 'Drop files here to upload' */
  label?: ReactNode
  /** A second line, e.g. where the files go. */
  hint?: ReactNode
  /** The file button's text. @default 'Choose files' */
  buttonLabel?: string
  /** Refuses new files (e.g. while the target cannot take them). @default false */
  disabled?: boolean
  /** @default '1' */
  size?: FileDropZoneSize
}

/**
 * Where files are uploaded: a zone that takes files dragged onto it AND a button that opens the file picker
 * (both multiple), then one row per file with a progress bar, its size and — when it failed — why. The app does
 * the uploading and passes each file's progress back in `uploads`.
 */
export function FileDropZone({
  onFiles,
  uploads = [],
  onDismiss,
  label = 'Drop files here to upload',
  hint,
  buttonLabel = 'Choose files',
  disabled = false,
  size = '1',
}: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const hintId = useId()
  const labelId = useId()
  // Counted, not a flag: dragging over a child fires leave on the parent before enter on the child.
  const [depth, setDepth] = useState(0)
  const active = depth > 0 && !disabled

  const accept = (files: File[]) => {
    if (!disabled && files.length > 0) onFiles(files)
  }
  const onDragEnter = (event: DragEvent) => {
    event.preventDefault()
    setDepth((d) => d + 1)
  }
  const onDragLeave = () => setDepth((d) => Math.max(0, d - 1))
  const onDragOver = (event: DragEvent) => {
    event.preventDefault()
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy'
  }
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDepth(0)
    accept(droppedFiles(event.dataTransfer))
  }

  const zoneClass = [styles.zone, active ? styles.active : '', disabled ? styles.disabled : '']
    .filter(Boolean)
    .join(' ')

  return (
    <Flex direction="column" gap="3">
      <Flex
        className={zoneClass}
        direction={{ initial: 'column', xs: 'row' }}
        align="center"
        justify="center"
        gap="3"
        p={size === '2' ? '6' : '4'}
        role="group"
        aria-labelledby={labelId}
        data-drag-active={active || undefined}
        onDragEnter={onDragEnter}
        onDragLeave={onDragLeave}
        onDragOver={onDragOver}
        onDrop={onDrop}
      >
        <UploadIcon width="20" height="20" aria-hidden />
        <Flex direction="column" gap="1" align={{ initial: 'center', xs: 'start' }}>
          <Text id={labelId} size="2" weight="medium">
            {active ? 'Release to upload' : label}
          </Text>
          {hint && (
            <Text id={hintId} size="1" color="gray">
              {hint}
            </Text>
          )}
        </Flex>
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          type="file"
          multiple
          tabIndex={-1}
          aria-hidden
          disabled={disabled}
          onChange={(event) => {
            accept(Array.from(event.target.files ?? []))
            // The same file can be picked again after a failure.
            event.target.value = ''
          }}
        />
        <Button
          type="button"
          variant="soft"
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          onClick={() => input.current?.click()}
        >
          {buttonLabel}
        </Button>
      </Flex>
      {uploads.length > 0 && (
        <ul className={styles.list} aria-label="Uploads">
          {uploads.map((upload) => (
            <UploadRow key={upload.id} upload={upload} onDismiss={onDismiss} />
          ))}
        </ul>
      )}
    </Flex>
  )
}

function UploadRow({ upload, onDismiss }: { upload: FileUpload; onDismiss?: (id: string) => void }) {
  const percent = uploadPercent(upload)
  return (
    <Box asChild py="2">
      <li>
        <Flex align="center" gap="3">
          <Flex direction="column" gap="1" flexGrow="1" minWidth="0">
            <Flex justify="between" gap="3">
              <Text size="2" truncate>
                {upload.name}
              </Text>
              <Text
                size="1"
                color={upload.status === 'failed' ? 'red' : 'gray'}
                className="cirrus-tabular"
                role={upload.status === 'failed' ? 'alert' : undefined}
              >
                {uploadStatusText(upload)}
              </Text>
            </Flex>
            <Progress
              value={percent}
              max={100}
              size="1"
              color={fileUploadColors[upload.status]}
              aria-label={`Upload of ${upload.name}`}
              aria-valuetext={`${percent}%`}
            />
          </Flex>
          {onDismiss && upload.status !== 'uploading' && (
            <IconButton
              type="button"
              size="1"
              variant="ghost"
              color="gray"
              aria-label={`Dismiss ${upload.name}`}
              onClick={() => onDismiss(upload.id)}
            >
              <Cross2Icon aria-hidden />
            </IconButton>
          )}
        </Flex>
      </li>
    </Box>
  )
}
