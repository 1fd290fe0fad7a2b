import type { FocusEvent, ReactNode } from 'react'
import { Button, Flex, IconButton, Spinner, Text } from '@radix-ui/themes'
import { CheckCircledIcon, Cross2Icon, CrossCircledIcon, InfoCircledIcon } from '@radix-ui/react-icons'
import { defaultRenderLink, type RenderLink } from '../../utils/render-link'
import { toastsToShow, type Toast } from './toast-queue'
import type { ToastKind } from './Toast.variants'
import styles from './Toast.module.css'

export type ToastStackProps = {
  /** The queue to show (oldest first, as toast-queue.ts keeps it). The newest 5 are drawn, newest on top. */
  toasts: readonly Toast[]
  /** Called with a toast's id when the user dismisses it. */
  onDismiss: (id: string) => void
  /** Called when the pointer or focus enters the stack: the app pauses lifetimes (`pauseToasts`). */
  onPause?: () => void
  /** Called when the pointer and focus have left the stack: the app resumes lifetimes (`resumeToasts`). */
  onResume?: () => void
  /** Renders action links; pass one that returns the router's `<Link>`. @default a plain `<a>` */
  renderLink?: RenderLink
  /** Accessible name of the stack's region. @default 'Notifications' */
  label?: string
}

const icons: Record<ToastKind, ReactNode> = {
  success: <CheckCircledIcon className={styles.icon} data-kind="success" aria-hidden="true" />,
  error: <CrossCircledIcon className={styles.icon} data-kind="error" aria-hidden="true" />,
  info: <InfoCircledIcon className={styles.icon} data-kind="info" aria-hidden="true" />,
  progress: <Spinner size="2" className={styles.icon} />,
}

/**
 * The toast stack, top-right, at most 5 at once (SPEC §9). Props only: the app holds the queue (toast-queue.ts)
 * and its timers (useToastTimers). Errors are announced assertively (role="alert"), everything else politely
 * (role="status"); a progress toast is marked busy while its work goes on.
 */
export function ToastStack({
  toasts,
  onDismiss,
  onPause,
  onResume,
  renderLink = defaultRenderLink,
  label = 'Notifications',
}: ToastStackProps) {
  const shown = toastsToShow(toasts)
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onResume?.()
  }
  return (
    <section
      aria-label={label}
      className={styles.stack}
      onPointerEnter={onPause}
      onPointerLeave={onResume}
      onFocus={onPause}
      onBlur={onBlur}
    >
      <ol className={styles.list}>
        {shown.map((toast) => (
          <li key={toast.id} className={styles.toast} data-kind={toast.kind}>
            {/*
              Only the message is a live region, so actions and the close button are not read out with it.
              Keyed by kind: a progress toast resolved to an error becomes a fresh alert, which screen readers
              announce reliably (a changed role is not).
            */}
            <div
              key={toast.kind}
              role={toast.kind === 'error' ? 'alert' : 'status'}
              aria-atomic="true"
              aria-busy={toast.kind === 'progress' || undefined}
              className={styles.message}
            >
              {icons[toast.kind]}
              <Flex direction="column" gap="1" minWidth="0">
                <Text size="2" weight="medium" className={styles.title}>
                  {toast.title}
                </Text>
                {toast.description && (
                  <Text size="2" color="gray" className={styles.description}>
                    {toast.description}
                  </Text>
                )}
              </Flex>
            </div>
            {toast.actions && toast.actions.length > 0 && (
              <Flex gap="3" align="center" className={styles.actions}>
                {toast.actions.map((action) =>
                  action.href !== undefined ? (
                    <span key={action.label}>
                      {renderLink({
                        href: action.href,
                        className: styles.actionLink,
                        children: action.label,
                      })}
                    </span>
                  ) : (
                    <Button key={action.label} size="1" variant="soft" onClick={action.onClick}>
                      {action.label}
                    </Button>
                  ),
                )}
              </Flex>
            )}
            <IconButton
              size="1"
              variant="ghost"
              color="gray"
              aria-label="Dismiss"
              className={styles.dismiss}
              onClick={() => onDismiss(toast.id)}
            >
              <Cross2Icon aria-hidden="true" />
            </IconButton>
          </li>
        ))}
      </ol>
    </section>
  )
}
