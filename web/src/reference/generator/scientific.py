"""
The scientific calculator's expressions (the spec's keys, with the product's decisions:
expression entry with precedence and parentheses, DEG by default, trigonometry exact at the angles
a visitor expects, and maths without a real result stopped with a message). Each expression is
built as a tree here, written out as a visitor types it, and evaluated in 60 digits.
"""
import math
from decimal import Decimal, ROUND_HALF_EVEN, localcontext

import mpmath

from common import case, rng
from decisions import decided

mpmath.mp.dps = 60
mpf = mpmath.mpf
LARGEST = mpf('1.7976931348623157e308')

DIVISION_BY_ZERO = 'Cannot divide by zero'
NOT_REAL = 'Not a real number'
NOT_WHOLE = 'Factorial needs a whole number'
TOO_LARGE = 'Too large'


class NoResult(Exception):
    pass


def real(value):
    if abs(value) > LARGEST:
        raise NoResult(TOO_LARGE)
    return value


# Trees: ('num', text), ('const', name), ('neg', a), ('fact', a), ('call', name, a), (op, a, b) for + - * / ^.

def evaluate(tree, mode):
    kind = tree[0]
    binary = decided('scientific_binary_inputs')
    if kind == 'num':
        return real(mpf(float(tree[1])) if binary else mpf(tree[1]))
    if kind == 'const':
        constant = math.pi if tree[1] == 'pi' else math.e
        return mpf(constant) if binary else (mpmath.pi if tree[1] == 'pi' else mpmath.e)
    if kind == 'neg':
        return -evaluate(tree[1], mode)
    if kind == 'fact':
        value = evaluate(tree[1], mode)
        if value < 0 or value != mpmath.floor(value):
            raise NoResult(NOT_WHOLE)
        return real(mpmath.factorial(value))
    if kind == 'call':
        return function(tree[1], evaluate(tree[2], mode), mode)
    left, right = evaluate(tree[1], mode), evaluate(tree[2], mode)
    if kind in '+-':
        total = left + right if kind == '+' else left - right
        # A total cancellation is 0: below 1e-15 of its terms with binary inputs (their noise), else only 60-digit noise.
        tolerance = mpf('1e-15') if decided('scientific_binary_inputs') else mpf('1e-40')
        return mpf(0) if abs(total) < tolerance * max(abs(left), abs(right)) else real(total)
    if kind == '*':
        return real(left * right)
    if kind == '/':
        if right == 0:
            raise NoResult(DIVISION_BY_ZERO)
        return real(left / right)
    if left == 0 and right < 0:
        raise NoResult(DIVISION_BY_ZERO)
    if left < 0 and right != mpmath.floor(right):
        raise NoResult(NOT_REAL)
    return real(mpmath.power(left, right))


def special_steps(angle, mode, step_degrees):
    """The angle as a whole number of steps of `step_degrees`, when it is one (the calculator's exact angles)."""
    step = mpf(step_degrees) if mode == 'DEG' else mpf(step_degrees) * mpmath.pi / 180
    reduced = mpmath.fmod(angle, 360) if mode == 'DEG' else angle
    steps = mpmath.nint(reduced / step)
    return int(steps) if abs(reduced - steps * step) < mpf('1e-12') else None


def function(name, value, mode):
    if name in ('sin', 'cos', 'tan'):
        radians = value * mpmath.pi / 180 if mode == 'DEG' else value
        if name == 'tan':
            steps = special_steps(value, mode, 45)
            if steps is not None:
                exact = [mpf(0), mpf(1), None, mpf(-1)][steps % 4]
                if exact is None:
                    raise NoResult(NOT_REAL)
                return exact
            return real(mpmath.tan(radians))
        steps = special_steps(value, mode, 30)
        if steps is not None:
            half_root_3 = mpmath.sqrt(3) / 2
            sines = [0, mpf('0.5'), half_root_3, 1, half_root_3, mpf('0.5'), 0, mpf('-0.5'), -half_root_3, -1, -half_root_3, mpf('-0.5')]
            return mpf(sines[(steps + (3 if name == 'cos' else 0)) % 12])
        return mpmath.sin(radians) if name == 'sin' else mpmath.cos(radians)
    if name in ('log', 'ln'):
        if value <= 0:
            raise NoResult(NOT_REAL)
        return mpmath.log10(value) if name == 'log' else mpmath.log(value)
    if name == 'sqrt':
        if value < 0:
            raise NoResult(NOT_REAL)
        return mpmath.sqrt(value)
    return real(mpmath.exp(value))


PRECEDENCE = {'+': 1, '-': 1, '*': 2, '/': 2, 'neg': 2.5, '^': 3, 'fact': 4}


def precedence(tree):
    return PRECEDENCE.get(tree[0], 5)


def written(tree):
    """The tree as typed, with the parentheses its shape needs and no others."""
    kind = tree[0]
    if kind == 'num':
        return tree[1]
    if kind == 'const':
        return tree[1]
    if kind == 'call':
        return f'{tree[1]}({written(tree[2])})'
    if kind == 'neg':
        inner = tree[1]
        return f'-{written(inner)}' if precedence(inner) >= 3 else f'-({written(inner)})'
    if kind == 'fact':
        inner = tree[1]
        return f'{written(inner)}!' if inner[0] == 'num' and '.' not in inner[1] else f'({written(inner)})!'
    left, right = tree[1], tree[2]
    op = kind
    left_text = written(left)
    if precedence(left) < PRECEDENCE[op] or (op == '^' and precedence(left) <= 3):
        left_text = f'({left_text})'
    right_text = written(right)
    if right[0] == 'neg' or precedence(right) < PRECEDENCE[op] or (precedence(right) == PRECEDENCE[op] and op in '-/'):
        right_text = f'({right_text})'
    return f'{left_text}{op}{right_text}'


def display(value):
    """The calculator's display of a value: 12 significant digits, as JavaScript writes the number."""
    if value == 0:
        return '0'
    with localcontext() as context:
        context.prec = 70
        exact = Decimal(mpmath.nstr(value, 65, strip_zeros=False, min_fixed=-mpmath.inf, max_fixed=mpmath.inf))
        exponent = exact.copy_abs().adjusted()
        shown = exact.quantize(Decimal(1).scaleb(exponent - 11), rounding=ROUND_HALF_EVEN).normalize()
    sign = '-' if shown < 0 else ''
    digits, exponent = shown.copy_abs().as_tuple().digits, shown.copy_abs().adjusted()
    mantissa = ''.join(str(d) for d in digits).rstrip('0') or '0'
    if abs(shown) >= Decimal('1e12') or abs(shown) < Decimal('1e-6'):
        text = mantissa[0] + ('.' + mantissa[1:] if len(mantissa) > 1 else '')
        return f"{sign}{text}e{'+' if exponent >= 0 else '-'}{abs(exponent)}"
    plain = format(shown.copy_abs(), 'f')
    if '.' in plain:
        plain = plain.rstrip('0').rstrip('.')
    return sign + plain


def expected_of(tree, mode):
    try:
        value = evaluate(tree, mode)
    except NoResult as error:
        return {'error': str(error)}
    return {'display': display(value)}


def number(r):
    choice = r.random()
    if choice < 0.5:
        return ('num', str(r.randint(0, 99)))
    if choice < 0.8:
        return ('num', f'{r.randint(0, 999)}.{r.randint(1, 99)}')
    return ('num', str(r.choice([2, 3, 5, 7, 10, 12, 45, 60, 90, 180, 360, 1000])))


def random_tree(r, depth):
    if depth == 0:
        return number(r) if r.random() < 0.9 else ('const', r.choice(['pi', 'e']))
    kind = r.random()
    if kind < 0.55:
        return (r.choice('+-*/*+'), random_tree(r, depth - 1), random_tree(r, depth - 1))
    if kind < 0.65:
        return ('^', random_tree(r, 0), ('num', str(r.randint(0, 4))))
    if kind < 0.72:
        return ('neg', random_tree(r, depth - 1))
    if kind < 0.78:
        return ('fact', ('num', str(r.randint(0, 12))))
    return ('call', r.choice(['sin', 'cos', 'tan', 'log', 'ln', 'sqrt', 'exp']), random_tree(r, depth - 1))


def scientific():
    r = rng('scientific')
    cases = []
    n = lambda text: ('num', text)
    fixed = [
        ('+', n('2'), ('*', n('3'), n('4'))), ('*', ('+', n('2'), n('3')), n('4')), ('neg', ('^', n('2'), n('2'))), ('^', n('2'), ('neg', n('1'))),
        ('*', n('2'), ('neg', ('^', n('3'), n('2')))), ('-', ('*', n('0.1'), n('3')), n('0.3')), ('+', n('0.1'), n('0.2')), ('/', n('1'), n('3')),
        ('/', n('1'), n('0')), ('/', n('0'), n('0')), ('call', 'sqrt', n('-4')), ('call', 'ln', n('0')), ('call', 'log', n('1000')),
        ('call', 'sin', n('30')), ('call', 'cos', n('90')), ('call', 'tan', n('90')), ('call', 'tan', n('45')), ('call', 'sin', n('180')),
        ('fact', n('5')), ('fact', n('0')), ('fact', n('170')), ('fact', n('171')), ('fact', n('2.5')), ('^', n('10'), n('400')), ('call', 'exp', n('1000')),
        ('^', ('neg', n('8')), ('/', n('1'), n('3'))), ('^', n('0'), ('neg', n('1'))), ('^', n('2'), ('^', n('3'), n('2'))), ('/', ('/', n('100'), n('10')), n('5')),
        ('-', ('-', n('10'), n('4')), n('3')), ('call', 'ln', ('^', ('const', 'e'), n('2'))), ('*', ('call', 'sqrt', n('2')), ('call', 'sqrt', n('8'))),
        ('^', n('2'), n('40')), ('/', n('1'), n('7')), ('^', n('1.0001'), n('10000')), ('*', n('123456789'), n('987654321')), ('/', n('1'), n('123456789')),
    ]
    for tree in fixed:
        text = written(tree)
        cases.append(case(f'{text} (DEG)', {'expression': text, 'angleMode': 'DEG'}, expected_of(tree, 'DEG')))
    radians = [('call', 'sin', ('/', ('const', 'pi'), n('6'))), ('call', 'cos', ('const', 'pi')), ('call', 'tan', ('/', ('const', 'pi'), n('2'))), ('call', 'sin', n('1'))]
    for tree in radians:
        text = written(tree)
        cases.append(case(f'{text} (RAD)', {'expression': text, 'angleMode': 'RAD'}, expected_of(tree, 'RAD')))
    for text in ['2+*3', '(2', '2)', 'sinn(3)', '']:
        cases.append(case(f'not an expression: {text!r}', {'expression': text, 'angleMode': 'DEG'}, {'error': 'syntax'}))
    while len(cases) < 170:
        tree = random_tree(r, r.choice([1, 2, 2, 3]))
        mode = 'DEG' if r.random() < 0.75 else 'RAD'
        text = written(tree)
        if len(text) > 60:
            continue
        cases.append(case(f'random {len(cases) + 1}: {text} ({mode})', {'expression': text, 'angleMode': mode}, expected_of(tree, mode)))
    return cases


CALCULATORS = {'scientific-calculator': scientific}
