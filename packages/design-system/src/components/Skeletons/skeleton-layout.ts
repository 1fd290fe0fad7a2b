/**
 * Widths of placeholder lines: full-width lines with a slight ragged edge, and a short last line, as real
 * paragraphs look. Deterministic (no randomness) so screenshots hold (DS.md).
 */
export function skeletonLineWidths(lines: number): string[] {
  const count = Math.max(0, Math.floor(lines))
  const body = ['100%', '94%', '97%', '90%']
  return Array.from({ length: count }, (_, i) => {
    if (count > 1 && i === count - 1) return '60%'
    return body[i % body.length] ?? '100%'
  })
}

/**
 * Widths of placeholder table cells by column: the first column (the name link) widest, the last (the price,
 * right-aligned) short, the rest medium, varying by row so the block does not look like a grid of bricks.
 */
export function skeletonCellWidth(row: number, column: number, columns: number): string {
  if (column === 0) return ['70%', '55%', '80%', '62%'][row % 4] ?? '70%'
  if (column === columns - 1) return '48px'
  return ['60%', '45%', '52%'][(row + column) % 3] ?? '50%'
}
