export { NumberSlider, type NumberSliderProps } from './NumberSlider'
export {
  numberSliderUnits,
  numberSliderSizes,
  type NumberSliderUnitKind,
  type NumberSliderSize,
} from './NumberSlider.variants'
export { clampToRange, parseNumberInput, formatRangeText, type NumberRange } from './number-range'
