import { Button } from '@radix-ui/themes'
import { MagnifyingGlassIcon } from '@radix-ui/react-icons'
import { defaultRenderLink, type RenderLink } from '../../utils/render-link'
import { ErrorLayout } from './ErrorLayout'
import { errorPageTexts } from './ErrorPage.variants'

export type NotFoundPageProps = {
  /** Where "Go to dashboard" leads. @default '/' */
  dashboardHref?: string
  /** Renders the link with the app's router link; a plain `<a>` by default. */
  renderLink?: RenderLink
}

/** SPEC §2 "Not found": 'This page is gone' with a 'Go to dashboard' link. */
export function NotFoundPage({ dashboardHref = '/', renderLink = defaultRenderLink }: NotFoundPageProps) {
  return (
    <ErrorLayout icon={<MagnifyingGlassIcon width="24" height="24" />} title={errorPageTexts.notFoundTitle}>
      <Button asChild size="3">
        {renderLink({ href: dashboardHref, children: errorPageTexts.goToDashboard })}
      </Button>
    </ErrorLayout>
  )
}
