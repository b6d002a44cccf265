/**
 * Characters that make a spreadsheet read a cell as a formula ('=cmd|...', '=HYPERLINK(...)'), as the
 * OWASP guide on CSV injection lists them.
 */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);

/** A cell of an exported row: text, or a number a spreadsheet may add up. */
export type CsvCell = string | number;

/**
 * A text cell as a spreadsheet shows it, never runs it: one starting with a formula character gets a
 * leading single quote (OWASP). Every CSV the product writes passes its text cells through this.
 */
export function csvText(value: string): string {
  return FORMULA_START.has(value.charAt(0)) ? `'${value}` : value;
}

/**
 * One cell: text escaped by csvText; a finite number kept as a number, so '-15' in a numeric column
 * stays a negative number (a number is never a formula; only text can be), and anything else empty.
 */
export function csvCell(value: CsvCell | null | undefined): CsvCell {
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  return csvText(value ?? '');
}

/** A whole row through csvCell. */
export function csvRow(values: ReadonlyArray<CsvCell | null | undefined>): CsvCell[] {
  return values.map(csvCell);
}
