/** Prints a table: a header, a rule, the rows; the first `textColumns` left-aligned, the rest right. */
export function printTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  textColumns: number,
): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((line) => line[column]!.length)),
  );
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column < textColumns ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  ');
  console.log('');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of rows) console.log(format(line));
  console.log('');
}
