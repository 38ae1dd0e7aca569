// What the benchmarks and the audit print: medians, the machine, Markdown tables.
import { cpus, totalmem } from 'node:os';

/** The middle value of a list (the upper of the two for an even count). */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The machine the figures were measured on, as a line to print under them. */
export const machine = () => `Machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 1024 ** 3)} GB, Node ${process.version}`;

/** A Markdown table: the first `left` columns aligned left, the figures after them right. */
export function markdownTable(head: string[], rows: string[][], left: number): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i < left ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i < left ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(head), rule, ...rows.map(line)].join('\n');
}
