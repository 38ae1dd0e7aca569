// A full garbage collection at the few points of a large build where much has just become garbage.
import { getHeapStatistics } from 'node:v8';

/** Above this, a full collection at a stage's end pays for itself in memory (a 10,000-article shop in three languages). */
export const LARGE_HEAP = 256 * 1024 * 1024;

/**
 * A full garbage collection, when the heap is large, once a stage has let go of what it made. V8
 * sizes the heap by what was live at its last full collection, and the few it runs in a build came
 * while the parsed file was still held: the memory it took stayed in use until the end. `npm run build`
 * starts Node with --expose-gc; where gc() is not there (tests, the dev server) nothing is done.
 */
export function collectIfLarge(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc && getHeapStatistics().used_heap_size > LARGE_HEAP) gc();
}
