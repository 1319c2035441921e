/**
 * How large a tree of maths is written out: its number of nodes. Trees share subtrees (a derivative
 * refers to the expression it differentiates, more than once), so a tree small in memory can be far
 * larger on a page, and work that walks it (simplifying, writing, typesetting) takes time with its
 * written size. The count stops once it passes `stopAfter`, so asking whether a tree is too large
 * costs no more than the limit asked about.
 */
import type { Expr } from './expression.ts';

export function treeSize(tree: Expr, stopAfter = Number.POSITIVE_INFINITY): number {
  let size = 0;
  const pending: Expr[] = [tree];
  for (let next = pending.pop(); next !== undefined && size <= stopAfter; next = pending.pop()) {
    size += 1;
    if (next.kind === 'negate' || next.kind === 'call') pending.push(next.argument);
    else if (next.kind === 'binary') pending.push(next.left, next.right);
  }
  return size;
}
