import { useId } from 'react'
import { Box, Button, Code, Flex, Link, Text } from '@radix-ui/themes'
import { PlusIcon, QuestionMarkCircledIcon } from '@radix-ui/react-icons'
import { defaultRenderLink, type RenderLink } from '../../utils/render-link'
import { limitAvailableIds, MAX_AVAILABLE_IDS } from './available-ids'
import { ErrorLayout } from './ErrorLayout'
import { errorPageTexts } from './ErrorPage.variants'

export type MissingResourcePageProps = {
  /** The kind of resource in lower case, as it reads in a sentence: 'virtual machine', 'disk'. */
  object: string
  /** The create page of this kind. The 'Create new {object}' link shows only when it is given. */
  createHref?: string
  /** Ids that do exist (SPEC §8): at most {@link MAX_AVAILABLE_IDS} are listed. */
  availableIds?: readonly string[]
  /** Makes each listed id a link to its detail page. */
  idHref?: (id: string) => string
  /** Renders links with the app's router link; a plain `<a>` by default. */
  renderLink?: RenderLink
}

/**
 * SPEC §2 "Missing resource": 'This {object} is gone' and 'Time to move on. This item is deleted or you do not
 * have access.', with 'Create new {object}' when a create route exists, and up to 30 available ids (SPEC §8).
 */
export function MissingResourcePage({
  object,
  createHref,
  availableIds = [],
  idHref,
  renderLink = defaultRenderLink,
}: MissingResourcePageProps) {
  const { shown, hidden } = limitAvailableIds(availableIds, MAX_AVAILABLE_IDS)
  const labelId = useId()
  return (
    <ErrorLayout
      icon={<QuestionMarkCircledIcon width="24" height="24" />}
      title={errorPageTexts.missingTitle(object)}
    >
      <Text as="p" size="3" color="gray">
        {errorPageTexts.missingText}
      </Text>
      {createHref !== undefined && (
        <Button asChild size="3">
          {renderLink({
            href: createHref,
            children: (
              <>
                <PlusIcon aria-hidden />
                {errorPageTexts.createNew(object)}
              </>
            ),
          })}
        </Button>
      )}
      {shown.length > 0 && (
        <Box mt="4" maxWidth="640px">
          <Text as="p" size="2" weight="medium" mb="2" id={labelId}>
            Available ids
          </Text>
          <Flex asChild wrap="wrap" justify="center" gap="2" m="0" p="0" style={{ listStyle: 'none' }}>
            <ul aria-labelledby={labelId}>
              {shown.map((id) => (
                <li key={id}>
                  {/* Linked ids take the accent colour so they read as links; plain ids stay gray. */}
                  <Code size="2" variant="soft" color={idHref ? undefined : 'gray'} highContrast={!idHref}>
                    {idHref ? <Link asChild>{renderLink({ href: idHref(id), children: id })}</Link> : id}
                  </Code>
                </li>
              ))}
            </ul>
          </Flex>
          {hidden > 0 && (
            <Text as="p" size="2" color="gray" mt="2">
              and {hidden} more
            </Text>
          )}
        </Box>
      )}
    </ErrorLayout>
  )
}
