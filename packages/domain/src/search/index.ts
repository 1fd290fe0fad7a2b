export {
  EXACT_SCORE,
  PREFIX_SCORE,
  SUBSTRING_SCORE,
  SUBSEQUENCE_MAX,
  foldSearchText,
  fuzzyScore,
  fuzzyScoreFolded,
} from './fuzzy.js'
export {
  ACTION_BONUS,
  KEYWORD_WEIGHT,
  indexEntries,
  pushRecent,
  rankEntries,
  scoreEntry,
  type IndexedEntry,
  type RankOptions,
  type RankedEntry,
  type SearchEntry,
  type SearchEntryKind,
} from './index-entries.js'
export {
  metalSearchTexts,
  searchTexts,
  serviceSearchTexts,
  type MetalSearchSource,
  type SearchTexts,
  type ServiceSearchSource,
} from './resource-texts.js'
