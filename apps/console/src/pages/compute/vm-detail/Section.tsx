// The panel moved to components/Section so every detail page shares it.
export { Section } from '../../../components/Section'
