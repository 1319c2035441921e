import { describe, expect, it } from 'vitest';
import { parseExpression, type Expr } from './expression.ts';
import { treeSize } from './size.ts';

function tree(text: string): Expr {
  const parsed = parseExpression(text);
  if (!parsed.ok) throw new Error(`${text} does not parse`);
  return parsed.expression.tree;
}

describe('the written size of a tree', () => {
  it('counts every node: x^2 + sin(x) has 6 (+, ^, x, 2, sin, x)', () => {
    expect(treeSize(tree('x^2 + sin(x)'))).toBe(6);
  });

  it('counts a subtree each time it is referred to, as writing it out does', () => {
    const shared = tree('x + 1');
    const product: Expr = { kind: 'binary', operator: '*', left: shared, right: shared };
    expect(treeSize(product)).toBe(7);
  });

  it('stops counting once past the limit asked about', () => {
    const tower = tree(Array.from({ length: 100 }, () => 'x').join('^'));
    expect(treeSize(tower)).toBe(199);
    expect(treeSize(tower, 10)).toBe(11);
  });
});
