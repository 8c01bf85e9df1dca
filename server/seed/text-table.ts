/**
 * Rows of a `a | b | c` table written in a template literal: seed content stays one line per item, which a
 * reader can scan (and the formatter leaves alone). Blank lines are skipped; every row needs `columns` cells.
 */
export function textTable(text: string, columns: number): string[][] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const cells = line.split('|').map((c) => c.trim());
      if (cells.length !== columns) throw new Error(`seed table row needs ${columns} cells: ${line}`);
      return cells;
    });
}
