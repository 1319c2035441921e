/**
 * Typeset maths: our expression tree (`Expr`, expression.ts) written as MathML Core, which every
 * current browser lays out natively and screen readers read as maths.
 *
 * Why here and not a library: the calculators already hold each expression as a small tree of
 * their own (parse.ts builds it once, on input), so writing MathML from it is a walk over six
 * kinds of node. A TeX-to-MathML converter (temml, KaTeX) would first need TeX written from the tree
 * and would add its parser to the maths pages' first load; this adds a few hundred lines, renders
 * on the server like any React element, and needs no style sheet or fonts.
 *
 * The layout follows formatExpr's precedence, so what is typeset reads as the plain text does:
 * a quotient is a fraction bar, a power a superscript, x^(1/2) and sqrt a radical, x^(1/n) and
 * cbrt a root with its index, exp(u) e to the u, abs bars, and a number before x, a function or a
 * power of x is written beside it (2x, 3 sin x) with an invisible times between them.
 */
import type { ReactNode } from 'react';
import { containsX, formatNumberText, type Expr } from './expression.ts';

/** MathML Core elements, which React renders in the MathML namespace inside <math>. */
type MathProps = React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
  display?: 'block' | 'inline';
  mathvariant?: 'normal';
  stretchy?: 'true' | 'false';
  form?: 'prefix' | 'infix' | 'postfix';
  lspace?: string;
  rspace?: string;
  movablelimits?: 'true' | 'false';
  largeop?: 'true' | 'false';
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX's element table is a namespace in React's types
  namespace JSX {
    interface IntrinsicElements {
      math: MathProps;
      mrow: MathProps;
      mi: MathProps;
      mn: MathProps;
      mo: MathProps;
      mtext: MathProps;
      mspace: MathProps & { width?: string };
      mfrac: MathProps;
      msup: MathProps;
      msub: MathProps;
      msubsup: MathProps;
      msqrt: MathProps;
      mroot: MathProps;
      munder: MathProps;
      munderover: MathProps;
    }
  }
}

/** U+2062, between a coefficient and what it multiplies (read, not shown). */
const invisibleTimes = '\u2062';
/** U+2061, between a function's name and its argument. */
const applyFunction = '\u2061';
const minus = '\u2212';

const precedence = { '+': 1, '-': 1, '*': 2, '/': 5, '^': 4 } as const;
const negatePrecedence = 3;
const atom = 5;

function precedenceOf(tree: Expr): number {
  if (tree.kind === 'binary') return precedence[tree.operator];
  if (tree.kind === 'negate' || (tree.kind === 'number' && tree.value < 0)) return negatePrecedence;
  return atom;
}

export function Parenthesized({ children }: { children: ReactNode }) {
  return (
    <mrow>
      <mo>(</mo>
      {children}
      <mo>)</mo>
    </mrow>
  );
}

/** A number as MathML: its digits, with a minus sign before a negative one. */
export function MathNumber({ value }: { value: number }) {
  const text = formatNumberText(Math.abs(value));
  if (value >= 0 || text === '0') return <mn>{text}</mn>;
  return (
    <mrow>
      <mo form="prefix">{minus}</mo>
      <mn>{text}</mn>
    </mrow>
  );
}

function wrapped(tree: Expr, needed: boolean): ReactNode {
  return needed ? <Parenthesized>{node(tree)}</Parenthesized> : node(tree);
}

/** The denominator n of an exponent written 1/n, for a radical or a root, or null. */
function rootIndex(exponent: Expr): number | null {
  if (exponent.kind !== 'binary' || exponent.operator !== '/') return null;
  if (exponent.left.kind !== 'number' || exponent.left.value !== 1 || exponent.right.kind !== 'number') return null;
  const index = exponent.right.value;
  return Number.isInteger(index) && index >= 2 && index <= 12 ? index : null;
}

/** A factor written in brackets, or a power of one: (x + 1), (x + 1)². */
function bracketed(tree: Expr): boolean {
  if (tree.kind === 'binary' && tree.operator === '^') return bracketed(tree.left);
  return precedenceOf(tree) < precedence['*'];
}

/** The last factor of a product, as written. */
function lastFactor(tree: Expr): Expr {
  return tree.kind === 'binary' && tree.operator === '*' ? lastFactor(tree.right) : tree;
}

/** Whether two factors are written side by side: 2x, −3 sin x, ½x², 2π, 2(x + 1), (x + 1)(x − 1)(x + 2). */
function juxtaposes(left: Expr, right: Expr): boolean {
  if (bracketed(lastFactor(left)) && bracketed(right)) return true;
  const leftIsCoefficient = left.kind === 'number' || (left.kind === 'binary' && left.operator === '/' && !containsX(left));
  if (!leftIsCoefficient) return false;
  if (right.kind === 'x' || right.kind === 'call' || right.kind === 'constant') return true;
  if (right.kind === 'binary' && right.operator === '^' && (right.left.kind === 'x' || right.left.kind === 'constant')) return true;
  return precedenceOf(right) < negatePrecedence;
}

function call(name: Extract<Expr, { kind: 'call' }>['name'], argument: Expr): ReactNode {
  switch (name) {
    case 'sqrt':
      return <msqrt>{node(argument)}</msqrt>;
    case 'cbrt':
      return (
        <mroot>
          {node(argument)}
          <mn>3</mn>
        </mroot>
      );
    case 'abs':
      return (
        <mrow>
          <mo stretchy="false">|</mo>
          {node(argument)}
          <mo stretchy="false">|</mo>
        </mrow>
      );
    case 'exp':
      if (argument.kind === 'number' && argument.value === 1) return <mi>e</mi>;
      return (
        <msup>
          <mi>e</mi>
          {node(argument)}
        </msup>
      );
    default:
      return (
        <mrow>
          <mi>{name}</mi>
          <mo>{applyFunction}</mo>
          <Parenthesized>{node(argument)}</Parenthesized>
        </mrow>
      );
  }
}

function node(tree: Expr): ReactNode {
  switch (tree.kind) {
    case 'number':
      return <MathNumber value={tree.value} />;
    case 'x':
      return <mi>x</mi>;
    case 'constant':
      return <mi>{tree.name === 'pi' ? 'π' : 'e'}</mi>;
    case 'call':
      return call(tree.name, tree.argument);
    case 'negate':
      return (
        <mrow>
          <mo form="prefix">{minus}</mo>
          {wrapped(
            tree.argument,
            precedenceOf(tree.argument) <= 1 || tree.argument.kind === 'negate' || (tree.argument.kind === 'number' && tree.argument.value < 0),
          )}
        </mrow>
      );
    case 'binary':
      return binary(tree);
  }
}

function binary(tree: Extract<Expr, { kind: 'binary' }>): ReactNode {
  const { operator, left, right } = tree;
  switch (operator) {
    case '+': {
      if (right.kind === 'negate') return sum(left, minus, wrapped(right.argument, precedenceOf(right.argument) <= 1));
      if (right.kind === 'number' && right.value < 0) return sum(left, minus, <MathNumber value={-right.value} />);
      return sum(left, '+', node(right));
    }
    case '-':
      return sum(left, minus, wrapped(right, precedenceOf(right) <= 1 || (right.kind === 'number' && right.value < 0)));
    case '*': {
      const side = juxtaposes(left, right);
      return (
        <mrow>
          {wrapped(left, precedenceOf(left) < precedence['*'])}
          <mo>{side ? invisibleTimes : '·'}</mo>
          {wrapped(right, precedenceOf(right) <= negatePrecedence && !(right.kind === 'binary' && right.operator === '*'))}
        </mrow>
      );
    }
    case '/':
      return (
        <mfrac>
          {node(left)}
          {node(right)}
        </mfrac>
      );
    case '^': {
      const index = rootIndex(right);
      if (index === 2) return <msqrt>{node(left)}</msqrt>;
      if (index !== null) {
        return (
          <mroot>
            {node(left)}
            <mn>{index}</mn>
          </mroot>
        );
      }
      // A fraction, a negative number or any operation as the base is bracketed: (1/2)², (−2)², (x + 1)².
      const bracketBase = left.kind !== 'call' && (precedenceOf(left) < atom || left.kind === 'binary' || (left.kind === 'number' && left.value < 0));
      return (
        <msup>
          {wrapped(left, bracketBase)}
          {node(right)}
        </msup>
      );
    }
  }
}

function sum(left: Expr, operator: string, right: ReactNode): ReactNode {
  return (
    <mrow>
      {node(left)}
      <mo>{operator}</mo>
      {right}
    </mrow>
  );
}

/** An expression tree as MathML, without the <math> element: for use inside a larger formula. */
export function MathExpr({ tree }: { tree: Expr }) {
  return <>{node(tree)}</>;
}

/**
 * A formula: the <math> element around its parts. Inline by default (in a sentence or a result
 * line); `block` centres it on a line of its own, as a display formula.
 */
export function Formula({
  children,
  block = false,
  className,
  plainText,
}: {
  children: ReactNode;
  block?: boolean;
  className?: string;
  /** The formula as plain text (`data-plain-text`), for what reads the page as text: the copied results. */
  plainText?: string;
}) {
  return (
    <math display={block ? 'block' : 'inline'} className={className} data-plain-text={plainText}>
      <mrow>{children}</mrow>
    </math>
  );
}

/** `name = tree` as one formula, such as f′(x) = 2x + 2. */
export function Equation({ left, tree, block = false }: { left: ReactNode; tree: Expr; block?: boolean }) {
  return (
    <Formula block={block}>
      {left}
      <mo>=</mo>
      <MathExpr tree={tree} />
    </Formula>
  );
}

/** f(x), f′(x), F(x) and the like, with the prime as MathML writes it. */
export function FunctionOfX({ name, prime = false, at = 'x' }: { name: string; prime?: boolean; at?: ReactNode }) {
  return (
    <mrow>
      {prime ? (
        <msup>
          <mi>{name}</mi>
          <mo>′</mo>
        </msup>
      ) : (
        <mi>{name}</mi>
      )}
      <mo>{applyFunction}</mo>
      <Parenthesized>{typeof at === 'string' ? <mi>{at}</mi> : at}</Parenthesized>
    </mrow>
  );
}
