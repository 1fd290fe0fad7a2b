export {
  ColorScale,
  ScaleSteps,
  TypeScale,
  FontTokens,
  SpacingScale,
  RadiusScale,
  ShadowScale,
  IconGallery,
  MotionTable,
  InBothAppearances,
  BlockHeading,
  usedIconNames,
} from './Foundations'
export { Variants, DoDont } from './ComponentDocs'
