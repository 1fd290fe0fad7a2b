import { useId, useState } from 'react'
import { Button, Flex, Text } from '@radix-ui/themes'
import { ChevronDownIcon, ExclamationTriangleIcon, MagnifyingGlassIcon } from '@radix-ui/react-icons'
import { defaultRenderLink, type RenderLink } from '../../utils/render-link'
import { describeError, isNotFoundError } from './error-details'
import { ErrorLayout } from './ErrorLayout'
import { errorPageTexts } from './ErrorPage.variants'
import styles from './ErrorPage.module.css'

export type RouterErrorPageProps = {
  /** Whatever the route threw: an Error, a route error response, a string… */
  error: unknown
  /** Where "Go to dashboard" leads. @default '/' */
  dashboardHref?: string
  /** Renders the link with the app's router link; a plain `<a>` by default. */
  renderLink?: RenderLink
  /** Start with the error revealed. @default false */
  defaultExpanded?: boolean
}

/**
 * SPEC §2 "Router failure": 'Something went wrong!' with a 'Show Error' toggle that reveals the message and
 * stack; an unknown route (a 404 route response) shows 'Not Found'. SPEC §8: errors come with a dashboard link.
 */
export function RouterErrorPage({
  error,
  dashboardHref = '/',
  renderLink = defaultRenderLink,
  defaultExpanded = false,
}: RouterErrorPageProps) {
  const [expanded, setExpanded] = useState(defaultExpanded)
  const detailsId = useId()
  const details = describeError(error)
  const notFound = isNotFoundError(error)
  return (
    <ErrorLayout
      icon={
        notFound ? (
          <MagnifyingGlassIcon width="24" height="24" />
        ) : (
          <ExclamationTriangleIcon width="24" height="24" />
        )
      }
      title={notFound ? errorPageTexts.routeNotFoundTitle : errorPageTexts.routerErrorTitle}
    >
      <Flex gap="3" wrap="wrap" justify="center">
        <Button asChild size="3">
          {renderLink({ href: dashboardHref, children: errorPageTexts.goToDashboard })}
        </Button>
        <Button
          type="button"
          size="3"
          variant="soft"
          color="gray"
          highContrast
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((open) => !open)}
        >
          {errorPageTexts.showError}
          <ChevronDownIcon aria-hidden className={styles.chevron} />
        </Button>
      </Flex>
      {/* A plain div: the `hidden` attribute must not lose to a layout class's display rule. */}
      <div id={detailsId} hidden={!expanded} className={styles.panel}>
        <Flex direction="column" gap="2" align="start">
          <Text as="p" size="2" weight="medium" style={{ overflowWrap: 'anywhere', textAlign: 'left' }}>
            {details.status !== undefined && `${details.status} `}
            {details.message}
          </Text>
          {details.stack && <pre className={styles.details}>{details.stack}</pre>}
        </Flex>
      </div>
    </ErrorLayout>
  )
}
