/**
 * /section/{name} (SPEC §2): on mobile, a section's list; 'Section "{name}" not defined' for an unknown name;
 * on a device that is not mobile, a redirect to /.
 */
import { Navigate, redirect, useParams } from 'react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { renderRouterLink } from '../../app/links'
import { useCurrentLocation } from '../../app/locations'
import { useServices } from '../../app/services'
import { isMobileViewport, useIsMobile } from '../../hooks/use-is-mobile'
import { sectionRoute, shownSections } from '../../layout/sections'
import { SectionResources } from '../../layout/SectionResources'
import { SectionView } from './SectionView'

/** Redirects before anything renders when the device is not mobile. */
export const loader = () => () => {
  if (!isMobileViewport()) throw redirect('/')
  return null
}

/** The section screen. */
export default function SectionPage() {
  const { name = '' } = useParams()
  const { queries } = useServices()
  const { data: config } = useSuspenseQuery(queries.consoleConfig())
  const isMobile = useIsMobile()
  const { current } = useCurrentLocation()
  const route = sectionRoute(name, { isMobile, sections: shownSections(config) })
  // A window widened past md after the load also leaves for the dashboard.
  if (route.kind === 'redirect') return <Navigate to={route.to} replace />
  return (
    <SectionView
      notDefined={route.kind === 'not-defined' ? route.message : undefined}
      renderLink={renderRouterLink}
    >
      {route.kind === 'list' && (
        <SectionResources section={route.section.name} location={current?.slug ?? null} />
      )}
    </SectionView>
  )
}
