import { forTerminal } from '../terminal.ts';
import { linesOf } from './lines.ts';

const FRAME_WIDTH = 100;

/**
 * Three numbered lines and a caret under the column (babel's layout). A long line is cut to a window, so it
 * cannot flood the terminal; control characters show escaped, so a shop file cannot move the cursor.
 */
export function codeFrame(source: string, line: number, column: number): string {
  const lines = linesOf(source);
  const first = Math.max(1, line - 1);
  const last = Math.max(line, Math.min(lines.length, line + 1));
  const width = String(last).length;
  const rows: string[] = [];
  for (let number = first; number <= last; number++) {
    const { text, caret } = window(lines[number - 1] ?? '', number === line ? column : 1);
    rows.push(`${number === line ? '>' : ' '} ${String(number).padStart(width)} |${text ? ` ${text}` : ''}`);
    if (number === line) rows.push(`  ${' '.repeat(width)} | ${caret.replace(/[^\t]/g, ' ')}^`);
  }
  return rows.join('\n');
}

/** The part of a line that is shown, made safe for a terminal, and what stands before the column. */
function window(line: string, column: number): { text: string; caret: string } {
  const start = line.length > FRAME_WIDTH ? Math.max(0, column - 1 - FRAME_WIDTH / 2) : 0;
  const end = line.length > FRAME_WIDTH ? start + FRAME_WIDTH : line.length;
  const cut = start > 0 ? '…' : '';
  const text = `${cut}${forTerminal(line.slice(start, end))}${end < line.length ? '…' : ''}`;
  return { text, caret: `${cut}${forTerminal(line.slice(start, column - 1))}` };
}
