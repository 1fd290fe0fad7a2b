export { Switch, type SwitchProps } from './Switch'
export { switchSizes, type SwitchSize } from './Switch.variants'
