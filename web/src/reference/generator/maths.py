"""
The mathematical calculators (the spec's results, with the product's decisions):
integral, derivative, limit, standard deviation, factoring, triangle, ratio and volume. The
expectations come from mpmath at 50 digits and sympy, never from the page's own algorithms:
an integral's value is mpmath's quadrature, its rule value the rule's sum in 50 digits.
"""
import math
from fractions import Fraction as F

import mpmath
import sympy

from common import case, figure, mp, rng, rounded, significant_figure, tidy, uncertain
from decisions import decided

mpf = mp
x = sympy.Symbol('x', real=True)


def exact(value):
    return F(str(value))


def sympy_text(expression):
    """An expression as a visitor types it for the page: ^ for powers, no spaces around *."""
    return str(expression).replace('**', '^').replace('*', '*')


# ---------------------------------------------------------------- Integral

class Integrand:
    """f as typed, as mpmath evaluates it, its points where it is unbounded but integrable, and removable gaps with their limits."""

    def __init__(self, text, function, improper=(), removable=None, diverges=False, kinks=()):
        self.text = text
        self.function = function
        self.improper = [F(point) for point in improper]
        self.removable = {F(point): value for point, value in (removable or {}).items()}
        self.diverges = diverges
        # Points where f is not smooth: the quadrature is split there too.
        self.kinks = [F(point) for point in kinks]


def integral():
    r = rng('integral')
    cases = []

    def rule_value(f, a, b, method, n):
        h = (b - a) / n
        if method == 'rectangular':
            points = [(a + (i + F(1, 2)) * h, 1) for i in range(n)]
            factor = h
        else:
            points = [(a + i * h, 1 if i in (0, n) else (2 if method == 'trapezoidal' else (4 if i % 2 else 2))) for i in range(n + 1)]
            factor = h / 2 if method == 'trapezoidal' else h / 3
        total = mpf(0)
        for point, weight in points:
            if point in f.improper:
                return None
            value = f.removable.get(point)
            total += weight * (mpf(value) if value is not None else f.function(mpf(point)))
        return total * mpf(factor)

    def expected(f, a, b, method, intervals):
        a, b = exact(a), exact(b)
        n = intervals + 1 if method == 'simpson' and intervals % 2 == 1 and decided('simpson_odd_count_raised') else intervals
        if f.diverges:
            return {'failure': True}
        lo, hi = min(a, b), max(a, b)
        breaks = sorted({lo, hi, *[p for p in f.improper + list(f.removable) + f.kinks if lo < p < hi]})
        reference = mpmath.quad(f.function, [mpf(point) for point in breaks]) * (1 if b >= a else -1) if lo < hi else mpf(0)
        value = rule_value(f, a, b, method, n)
        applied = value is not None
        if not decided('integral_rule_chosen_is_used') and f.improper and (lo in f.improper or hi in f.improper or any(lo < p < hi for p in f.improper)):
            applied = False
        shown = value if applied else reference
        # A sum of up to 1,001 doubles, and a reference found by quadrature: their own roundings.
        return {'result': rounded(shown, 6, F(1, 10**12)), 'ruleApplied': applied, 'intervals': n, 'referenceValue': figure(reference, 6, F(1, 10**11))}

    polynomials = [
        ('x^2 + 2x + 1', lambda t: t**2 + 2 * t + 1), ('x^3', lambda t: t**3), ('3x^2 - 4x + 5', lambda t: 3 * t**2 - 4 * t + 5),
        ('x^4 - 2x^2', lambda t: t**4 - 2 * t**2), ('0.5x^3 - x + 2', lambda t: mpf('0.5') * t**3 - t + 2), ('7', lambda t: mpf(7)),
    ]
    smooth = polynomials + [
        ('sin(x)', mpmath.sin), ('cos(x)', mpmath.cos), ('sin(2x)', lambda t: mpmath.sin(2 * t)), ('e^x', mpmath.exp), ('exp(-x)', lambda t: mpmath.exp(-t)),
        ('x e^x', lambda t: t * mpmath.exp(t)), ('x sin(x)', lambda t: t * mpmath.sin(t)), ('1/(1 + x^2)', lambda t: 1 / (1 + t**2)),
        ('e^(-x^2)', lambda t: mpmath.exp(-(t**2))), ('sqrt(x^2 + 1)', lambda t: mpmath.sqrt(t**2 + 1)), ('cos(x)^2', lambda t: mpmath.cos(t) ** 2),
        ('e^x cos(x)', lambda t: mpmath.exp(t) * mpmath.cos(t)), ('atan(x)', mpmath.atan),
    ]
    positive = [('ln(x)', mpmath.log), ('1/x', lambda t: 1 / t), ('sqrt(x)', mpmath.sqrt), ('x ln(x)', lambda t: t * mpmath.log(t)), ('1/(x + 1)', lambda t: 1 / (t + 1))]
    fixed = [
        (Integrand('x^2 + 2x + 1', polynomials[0][1]), 0, 2, 'simpson', 10),
        (Integrand('x^3', lambda t: t**3), 0, 2, 'simpson', 5),
        (Integrand('1/sqrt(1 - x^2)', lambda t: 1 / mpmath.sqrt(1 - t**2), improper=[1]), 0, 1, 'simpson', 10),
        (Integrand('1/sqrt(1 - x^2)', lambda t: 1 / mpmath.sqrt(1 - t**2), improper=[1]), 0, 1, 'trapezoidal', 10),
        (Integrand('1/sqrt(1 - x^2)', lambda t: 1 / mpmath.sqrt(1 - t**2), improper=[1]), 0, 1, 'rectangular', 10),
        (Integrand('1/sqrt(4 - x^2)', lambda t: 1 / mpmath.sqrt(4 - t**2), improper=[2]), 0, 2, 'rectangular', 10),
        (Integrand('ln(x)', mpmath.log, improper=[0]), 0, 1, 'rectangular', 10),
        (Integrand('ln(x)', mpmath.log, improper=[0]), 0, 1, 'trapezoidal', 50),
        (Integrand('1/sqrt(x)', lambda t: 1 / mpmath.sqrt(t), improper=[0]), 0, 1, 'rectangular', 100),
        (Integrand('1/sqrt(x)', lambda t: 1 / mpmath.sqrt(t), improper=[0]), 0, 4, 'simpson', 20),
        (Integrand('1/cbrt(x)', lambda t: mpmath.sign(t) / mpmath.cbrt(abs(t)), improper=[0]), -1, 1, 'rectangular', 10),
        (Integrand('1/cbrt(x)', lambda t: mpmath.sign(t) / mpmath.cbrt(abs(t)), improper=[0]), -1, 1, 'trapezoidal', 10),
        (Integrand('ln(abs(x))', lambda t: mpmath.log(abs(t)), improper=[0]), -1, 1, 'rectangular', 10),
        (Integrand('sin(x)/x', lambda t: mpmath.sin(t) / t, removable={0: 1}), 0, 1, 'simpson', 10),
        (Integrand('sin(x)/x', lambda t: mpmath.sin(t) / t, removable={0: 1}), -2, 3, 'trapezoidal', 25),
        (Integrand('1/x', lambda t: 1 / t, diverges=True), 0, 1, 'simpson', 10),
        (Integrand('1/x', lambda t: 1 / t, diverges=True), -1, 1, 'rectangular', 10),
        (Integrand('1/x^2', lambda t: 1 / t**2, diverges=True), -1, 1, 'simpson', 10),
        (Integrand('1/(x - 1)', lambda t: 1 / (t - 1), diverges=True), 0, 2, 'trapezoidal', 10),
        (Integrand('x^2', lambda t: t**2), 2, 0, 'simpson', 10),
        (Integrand('sin(x)', mpmath.sin), 0, 3.14159, 'trapezoidal', 1000),
        (Integrand('x^2', lambda t: t**2), 1, 1, 'rectangular', 2),
        (Integrand('abs(x)', abs, kinks=[0]), -1, 2, 'trapezoidal', 3),
        (Integrand('abs(x)', abs, kinks=[0]), -1, 2, 'simpson', 10),
    ]
    for f, a, b, method, n in fixed:
        cases.append(case(f'∫ {f.text} from {a} to {b}, {method}, n = {n}', integral_inputs(f.text, a, b, method, n), expected(f, a, b, method, n)))
    while len(cases) < 160:
        method = r.choice(['simpson', 'trapezoidal', 'rectangular'])
        n = r.choice([2, 3, 4, 5, 6, 8, 10, 10, 10, 12, 20, 25, 50, 100, 101, 1000])
        kind = r.random()
        if kind < 0.65:
            text, function = r.choice(smooth)
            a = tidy(round(r.uniform(-3, 2), r.choice([0, 1, 2])))
            b = tidy(round(a + r.uniform(0.5, 4), r.choice([0, 1, 2])))
            f = Integrand(text, function)
        elif kind < 0.85:
            text, function = r.choice(positive)
            a = tidy(round(r.uniform(0.2, 2), r.choice([1, 2])))
            b = tidy(round(a + r.uniform(0.5, 5), r.choice([0, 1])))
            f = Integrand(text, function)
        else:
            text, function, lo, hi = r.choice([
                ('1/sqrt(x)', lambda t: 1 / mpmath.sqrt(t), 0, None), ('ln(x)', mpmath.log, 0, None), ('x^(-1/3)', lambda t: 1 / mpmath.cbrt(t), 0, None),
                ('1/sqrt(1 - x^2)', lambda t: 1 / mpmath.sqrt(1 - t**2), None, 1),
            ])
            if lo is not None:
                a, b = 0, tidy(round(r.uniform(0.5, 4), 1))
                f = Integrand(text, function, improper=[0])
            else:
                a, b = tidy(round(r.uniform(-0.9, 0.5), 1)), 1
                f = Integrand(text, function, improper=[1])
        if a == b:
            continue
        cases.append(case(f'random {len(cases) + 1}: ∫ {f.text} from {a} to {b}, {method}, n = {n}', integral_inputs(f.text, a, b, method, n), expected(f, a, b, method, n)))
    return cases


def integral_inputs(text, a, b, method, n):
    return {'function': text, 'lowerLimit': a, 'upperLimit': b, 'method': method, 'intervals': n}


# ---------------------------------------------------------------- Derivative

def derivative():
    r = rng('derivative')
    cases = []
    functions = [
        ('x^2 + 2x + 1', x**2 + 2 * x + 1), ('x^3 - 4x', x**3 - 4 * x), ('sin(x)', sympy.sin(x)), ('cos(2x)', sympy.cos(2 * x)), ('e^x', sympy.exp(x)),
        ('e^(3x)', sympy.exp(3 * x)), ('x e^x', x * sympy.exp(x)), ('x^2 sin(x)', x**2 * sympy.sin(x)), ('sin(x^2)', sympy.sin(x**2)),
        ('exp(sin(x))', sympy.exp(sympy.sin(x))), ('ln(x^2 + 1)', sympy.log(x**2 + 1)), ('atan(x)', sympy.atan(x)), ('1/(1 + x^2)', 1 / (1 + x**2)),
        ('(x^2 + 1)/(x - 5)', (x**2 + 1) / (x - 5)), ('sqrt(x^2 + 4)', sympy.sqrt(x**2 + 4)), ('tan(x)', sympy.tan(x)), ('x^5 - 3x^3 + x', x**5 - 3 * x**3 + x),
        ('cos(x) sin(x)', sympy.cos(x) * sympy.sin(x)), ('2^x', 2**x),
    ]
    positive = [('ln(x)', sympy.log(x)), ('sqrt(x)', sympy.sqrt(x)), ('x ln(x)', x * sympy.log(x)), ('1/x', 1 / x), ('x^x', x**x)]

    def expected(expression, point, method, step):
        p = sympy.Rational(str(point))
        if method == 'analytical':
            value = sympy.diff(expression, x).subs(x, p)
            return {'result': rounded(mpf(sympy.N(value, 60)), 6)}
        h = sympy.Rational(str(step))
        quotient = (expression.subs(x, p + h) - expression.subs(x, p - h)) / (2 * h)
        value = mpf(sympy.N(quotient, 60))
        # The difference of two doubles near f(p), divided by 2h: its rounding grows as h shrinks.
        noise = mpf('1e-15') * (abs(mpf(sympy.N(expression.subs(x, p), 30))) + 1) / mpf(sympy.N(h, 30))
        return {'result': rounded(value, 6, F(str(mpmath.nstr(noise / max(1, abs(value)), 5))))}

    fixed = [
        ('x^2 + 2x + 1', x**2 + 2 * x + 1, 1, 'analytical', 0.001), ('x^2 + 2x + 1', x**2 + 2 * x + 1, 1, 'numerical', 0.001), ('sin(x)', sympy.sin(x), 0, 'analytical', 0.001),
        ('sin(x)', sympy.sin(x), 0, 'numerical', 0.1), ('e^x', sympy.exp(x), 2, 'numerical', 0.01), ('ln(x)', sympy.log(x), 0.5, 'analytical', 0.001),
    ]
    for text, expression, point, method, step in fixed:
        cases.append(case(f"d/dx {text} at {point}, {method}", derivative_inputs(text, point, method, step), expected(expression, point, method, step)))
    cases.append(case('d/dx abs(x) at 0 has a corner: no derivative', derivative_inputs('abs(x)', 0, 'analytical', 0.001), {'failure': True}))
    cases.append(case('d/dx abs(x) at 0, numerically: no derivative', derivative_inputs('abs(x)', 0, 'numerical', 0.001), {'failure': True}))
    cases.append(case('d/dx x^(1/3) at 0: a vertical tangent', derivative_inputs('x^(1/3)', 0, 'analytical', 0.001), {'failure': True}))
    while len(cases) < 160:
        method = r.choice(['analytical', 'numerical'])
        step = r.choice([0.1, 0.01, 0.001, 0.001, 0.0001])
        if r.random() < 0.75:
            text, expression = r.choice(functions)
            point = tidy(round(r.uniform(-2.5, 2.5), r.choice([0, 1, 2])))
            if text == 'tan(x)' and abs(point) > 1.2:
                continue
        else:
            text, expression = r.choice(positive)
            point = tidy(round(r.uniform(0.5, 4), r.choice([0, 1, 2])))
        cases.append(case(f'random {len(cases) + 1}: d/dx {text} at {point}, {method}', derivative_inputs(text, point, method, step), expected(expression, point, method, step)))
    return cases


def derivative_inputs(text, point, method, step):
    return {'function': text, 'point': point, 'method': method, 'stepSize': step}


# ---------------------------------------------------------------- Limit

def limit():
    r = rng('limit')
    cases = []

    def side(expression, point, direction):
        target = sympy.oo if point == 'inf' else -sympy.oo if point == '-inf' else sympy.Rational(str(point))
        return sympy.limit(expression, x, target, dir=direction)

    def describe(value):
        if value in (sympy.oo, -sympy.oo):
            return ('infinite', 1 if value == sympy.oo else -1)
        if value.is_real and value.is_finite:
            return ('finite', mpf(sympy.N(value, 60)))
        return ('none', None)

    def expected(expression, point, direction):
        at_infinity = point in ('inf', '-inf')
        if at_infinity:
            kind, value = describe(side(expression, point, '-' if point == 'inf' else '+'))
        elif direction == 'both':
            left = describe(side(expression, point, '-'))
            right = describe(side(expression, point, '+'))
            if left[0] == 'finite' and right[0] == 'finite' and abs(left[1] - right[1]) < mpf('0.001'):
                kind, value = 'finite', (left[1] + right[1]) / 2
            elif left[0] == 'infinite' and right[0] == 'infinite' and left[1] == right[1]:
                kind, value = left
            else:
                kind, value = 'none', None
        else:
            kind, value = describe(side(expression, point, '-' if direction == 'left' else '+'))
        if kind == 'finite':
            return {'limitValue': rounded(value, 6), 'exists': True}
        if kind == 'infinite':
            return {'limitValue': None, 'exists': False, 'limit': f"{'∞' if value > 0 else '−∞'} (does not exist as a finite number)"}
        return {'limitValue': None, 'exists': False, 'limit': 'Does not exist'}

    templates = []
    for a in [1, 2, 3, -1, -2, 0.5]:
        ra = sympy.Rational(str(a))
        templates.append((f'(x^2 - {a * a})/(x - {a})' if a > 0 else f'(x^2 - {a * a})/(x + {-a})', (x**2 - ra**2) / (x - ra), a))
        templates.append((f'(x^3 - {a ** 3})/(x - {a})' if a > 0 else f'(x^3 + {-a ** 3})/(x + {-a})', (x**3 - ra**3) / (x - ra), a))
    for k in [1, 2, 3, 5, -2]:
        templates.append((f'sin({k}x)/x', sympy.sin(k * x) / x, 0))
        templates.append((f'(1 - cos({k}x))/x^2', (1 - sympy.cos(k * x)) / x**2, 0))
        templates.append((f'(e^({k}x) - 1)/x', (sympy.exp(k * x) - 1) / x, 0))
        templates.append((f'(1 + {k}/x)^x' if k > 0 else f'(1 - {-k}/x)^x', (1 + sympy.Integer(k) / x) ** x, 'inf'))
    templates += [
        ('(3x^2 + 1)/(2x^2 - 5)', (3 * x**2 + 1) / (2 * x**2 - 5), 'inf'), ('(x + 1)/(x^2 + 4)', (x + 1) / (x**2 + 4), 'inf'), ('(x + 1)/(x^2 + 4)', (x + 1) / (x**2 + 4), '-inf'),
        ('1/x', 1 / x, 0), ('1/x^2', 1 / x**2, 0), ('abs(x)/x', sympy.Abs(x) / x, 0), ('e^x', sympy.exp(x), '-inf'),
        ('atan(x)', sympy.atan(x), 'inf'), ('atan(x)', sympy.atan(x), '-inf'), ('sqrt(x^2 + 3x) - x', sympy.sqrt(x**2 + 3 * x) - x, 'inf'),
        ('(sin(x) - x)/x^3', (sympy.sin(x) - x) / x**3, 0), ('tan(x)/x', sympy.tan(x) / x, 0),
        ('(2^x - 1)/x', (2**x - 1) / x, 0), ('x^2 + 3x - 1', x**2 + 3 * x - 1, 2), ('sin(x)', sympy.sin(x), 1), ('1/(x - 2)', 1 / (x - 2), 2),
        ('e^(1/x)', sympy.exp(1 / x), 0), ('x/abs(x)', x / sympy.Abs(x), 0), ('(x^2 - 1)/(x - 1)', (x**2 - 1) / (x - 1), 1), ('x^(1/ln(x))', x ** (1 / sympy.log(x)), 'inf'),
        ('(1 + x)^(1/x)', (1 + x) ** (1 / x), 0), ('ln(x)/x', sympy.log(x) / x, 'inf'), ('x^3/e^x', x**3 / sympy.exp(x), 'inf'),
        ('(x - sin(x))/x', (x - sympy.sin(x)) / x, 'inf'), ('cos(x)', sympy.cos(x), 0), ('1/(x^2 - 1)', 1 / (x**2 - 1), 1), ('(x^2 + x)/(x^2 - x)', (x**2 + x) / (x**2 - x), 0),
    ]
    # Defined on the right of the point only: approached from the right.
    right_only = [('ln(x)', sympy.log(x), 0), ('x ln(x)', x * sympy.log(x), 0), ('sqrt(x)', sympy.sqrt(x), 0), ('x^x', x**x, 0)]
    for text, expression, point in templates + right_only:
        directions = ['both'] if point in ('inf', '-inf') else ['right'] if (text, expression, point) in right_only else ['both', 'left', 'right']
        for direction in directions:
            cases.append(case(f'lim {text} as x → {point} ({direction})', {'function': text, 'point': point, 'direction': direction}, expected(expression, point, direction)))
    polynomials = [(x**2 - 2 * x + 3, 'x^2 - 2x + 3'), (x**3 + x, 'x^3 + x'), (sympy.exp(x) + 1, 'e^x + 1'), (sympy.cos(x) * x, 'x cos(x)')]
    while len(cases) < 170:
        expression, text = r.choice(polynomials)
        point = tidy(round(r.uniform(-3, 3), r.choice([0, 1, 2])))
        direction = r.choice(['both', 'left', 'right'])
        cases.append(case(f'random {len(cases) + 1}: lim {text} as x → {point} ({direction})', {'function': text, 'point': point, 'direction': direction},
                          expected(expression, point, direction)))
    return cases


# ---------------------------------------------------------------- Standard deviation

def standard_deviation():
    r = rng('standard-deviation')
    cases = []

    def figure_of(value):
        return significant_figure(value, decided('small_figures_significant'))

    def expected(values, population):
        numbers = [exact(value) for value in values]
        count = len(numbers)
        if count == 0:
            return None
        mean = sum(numbers) / count
        squares = sum((value - mean) ** 2 for value in numbers)
        divisor = count if population else count - 1
        result = {'count': count, 'mean': figure_of(mean)}
        if divisor == 0:
            result.update({'standardDeviation': None, 'variance': None, 'variability': None})
            return result
        variance = squares / divisor
        deviation = mpmath.sqrt(mpf(variance.numerator) / mpf(variance.denominator))
        shown = figure_of(deviation)
        result.update({'standardDeviation': shown, 'variance': figure_of(variance)})
        if not uncertain(shown):
            result['variability'] = 'low' if deviation < 1 else 'moderate' if deviation < 3 else 'high'
        return result

    fixed = [([2, 4, 4, 4, 5, 5, 7, 9], True), ([2, 4, 4, 4, 5, 5, 7, 9], False), ([5], True), ([5], False), ([1, 1, 1], True), ([0.001, 0.002, 0.004], True),
             ([1000000001, 1000000002, 1000000003], False), ([-3, 3], True), ([1.5, 2.5, 3.5, 10], False)]
    for values, population in fixed:
        cases.append(case(f"{'population' if population else 'sample'} of {values}", {'values': ', '.join(str(v) for v in values), 'population': population}, expected(values, population)))
    cases.append(case('entries that are not numbers are dropped', {'values': '4, abc, 8, , 6', 'population': True}, expected([4, 8, 6], True)))
    while len(cases) < 160:
        count = r.choice([2, 3, 4, 5, 6, 8, 10, 12, 20, 30])
        kind = r.random()
        if kind < 0.4:
            values = [r.randint(-20, 100) for _ in range(count)]
        elif kind < 0.8:
            values = [tidy(round(r.uniform(-50, 150), 2)) for _ in range(count)]
        else:
            centre = r.choice([0.01, 1000, 1e6])
            values = [tidy(round(centre + r.uniform(-1, 1) * centre / 50, 4)) for _ in range(count)]
        population = r.random() < 0.5
        text = r.choice([', ', ' ', '; ', '\n']).join(str(v) for v in values)
        cases.append(case(f'random {len(cases) + 1}', {'values': text, 'population': population}, expected(values, population)))
    return cases


# ---------------------------------------------------------------- Factoring

def factoring():
    r = rng('factoring')
    cases = []

    def normalised(polynomial):
        """A factor as its integer coefficients, lowest power first, primitive, leading coefficient positive."""
        coefficients = sympy.Poly(polynomial, x).all_coeffs()[::-1]
        common = sympy.gcd_list([sympy.Integer(c) for c in coefficients])
        sign = -1 if coefficients[-1] < 0 else 1
        return [str(sympy.Integer(c) / common * sign) for c in coefficients]

    def expected(expression):
        poly = sympy.Poly(sympy.expand(expression), x)
        degree = poly.degree()
        if degree < 1 or degree > 4 or not decided('factoring_degrees_1_to_4') and degree != 2:
            return {'supported': False}
        content, factors = sympy.factor_list(sympy.expand(expression), x)
        entries = []
        for factor, multiplicity in factors:
            coefficients = sympy.Poly(factor, x).all_coeffs()
            if coefficients[0] < 0:
                content = -content
            entries.append({'coefficients': normalised(factor), 'multiplicity': int(multiplicity)})
        entries.sort(key=lambda entry: (len(entry['coefficients']), entry['coefficients']))
        # Irreducible: nothing but the polynomial itself, not even a constant, comes out.
        irreducible = bool(len(entries) == 1 and entries[0]['multiplicity'] == 1 and degree >= 2 and content == 1)
        return {'supported': True, 'content': str(sympy.Rational(content)), 'factors': entries, 'irreducible': irreducible}

    def text_of(expression):
        poly = sympy.Poly(sympy.expand(expression), x)
        terms = []
        for (power,), coefficient in sorted(poly.terms(), reverse=True):
            c = sympy.Rational(coefficient)
            sign = '-' if c < 0 else '+'
            magnitude = abs(c)
            number = '' if magnitude == 1 and power > 0 else str(magnitude)
            if power > 0 and number and '/' in number:
                number = f'({number})'
            variable = '' if power == 0 else 'x' if power == 1 else f'x^{power}'
            terms.append((sign, f'{number}{variable}'))
        first_sign, first = terms[0]
        text = ('-' if first_sign == '-' else '') + first
        for sign, term in terms[1:]:
            text += f' {sign} {term}'
        return text

    fixed = [x**2 + 3 * x + 2, x**2 + 2 * x + 1, 2 * x**2 + 5 * x + 2, 2 * x**2 + 6 * x + 4, x**2 - 2, x**2 + 1, 2 * x + 4, x - 3, x**3 - x,
             x**4 - 5 * x**2 + 4, x**4 + 4, x**4 + 1, x**3 - 2, (x - 1)**3, -x**2 + 4, sympy.Rational(1, 2) * x**2 - sympy.Rational(1, 2), x**5 - x, 6 * x**2 - x - 2]
    for expression in fixed:
        text = text_of(expression)
        cases.append(case(f'factor {text}', {'polynomial': text, 'degree': int(sympy.Poly(expression, x).degree())}, expected(expression)))
    while len(cases) < 170:
        pieces = []
        degree = 0
        target = r.choice([1, 2, 2, 3, 3, 4, 4])
        while degree < target:
            if target - degree >= 2 and r.random() < 0.35:
                b, c = r.randint(-6, 6), r.randint(-9, 9)
                pieces.append(x**2 + b * x + c)
                degree += 2
            else:
                a, b = r.choice([1, 1, 1, 2, 3, -1]), r.randint(-7, 7)
                pieces.append(a * x + b)
                degree += 1
        content = r.choice([1, 1, 1, 2, -1, 3, sympy.Rational(1, 2)])
        expression = sympy.expand(content * sympy.Mul(*pieces))
        if sympy.Poly(expression, x).degree() < 1:
            continue
        text = text_of(expression)
        cases.append(case(f'random {len(cases) + 1}: factor {text}', {'polynomial': text, 'degree': int(sympy.Poly(expression, x).degree())}, expected(expression)))
    return cases


# ---------------------------------------------------------------- Triangle

def triangle():
    r = rng('triangle')
    cases = []
    degree = mpmath.pi / 180

    def solved(a, b, c, A, B):
        C = 180 - A - B
        area = a * b * mpmath.sin(C * degree) / 2
        equal = lambda p, q: abs(p - q) <= mpf('1e-9') * max(abs(p), abs(q))
        kind = 'Equilateral' if equal(a, b) and equal(b, c) else 'Isosceles' if equal(a, b) or equal(b, c) or equal(a, c) else 'Scalene'
        return {'sides.a': rounded(a, 6), 'sides.b': rounded(b, 6), 'sides.c': rounded(c, 6), 'angles.A': rounded(A, 2), 'angles.B': rounded(B, 2),
                'angles.C': rounded(C, 2), 'area': rounded(area, 6), 'perimeter': rounded(a + b + c, 6), 'type': kind}

    def law_of_cosines(opposite, first, second):
        return mpmath.acos((first**2 + second**2 - opposite**2) / (2 * first * second)) / degree

    def expected(kind, values):
        s1, s2, s3, a1, a2 = (mpf(exact(values[name])) for name in ['side1', 'side2', 'side3', 'angle1', 'angle2'])
        given = {'SSS': [s1, s2, s3], 'SAS': [s1, s2], 'ASA': [s1], 'AAS': [s1], 'SSA': [s1, s2]}[kind]
        angles = {'SSS': [], 'SAS': [a1], 'ASA': [a1, a2], 'AAS': [a1, a2], 'SSA': [a1]}[kind]
        if any(side <= 0 or side > 10**9 for side in given) or any(angle <= 0 or angle >= 180 for angle in angles):
            return None
        if kind == 'SSS':
            if max(s1, s2, s3) >= s1 + s2 + s3 - max(s1, s2, s3):
                return None
            return {**solved(s1, s2, s3, law_of_cosines(s1, s2, s3), law_of_cosines(s2, s1, s3)), 'second': None}
        if kind == 'SAS':
            c = mpmath.sqrt(s1**2 + s2**2 - 2 * s1 * s2 * mpmath.cos(a1 * degree))
            A = law_of_cosines(s1, s2, c)
            return {**solved(s1, s2, c, A, 180 - A - a1), 'second': None}
        if kind in ('ASA', 'AAS'):
            if a1 + a2 >= 180:
                return None
            C = 180 - a1 - a2
            if kind == 'ASA':
                c = s1
                a, b = c * mpmath.sin(a1 * degree) / mpmath.sin(C * degree), c * mpmath.sin(a2 * degree) / mpmath.sin(C * degree)
            else:
                a = s1
                b, c = a * mpmath.sin(a2 * degree) / mpmath.sin(a1 * degree), a * mpmath.sin(C * degree) / mpmath.sin(a1 * degree)
            return {**solved(a, b, c, a1, a2), 'second': None}
        a, b, A = s1, s2, a1
        height = b * mpmath.sin(A * degree)
        if A >= 90 and a <= b:
            return None
        if A < 90 and a < height and abs(a - height) > mpf('1e-9') * a:
            return None
        if A < 90 and abs(a - height) <= mpf('1e-9') * a:
            return {**third_from(a, b, A, mpf(90), solved, degree), 'second': None}
        B = mpmath.asin(min(mpf(1), b * mpmath.sin(A * degree) / a)) / degree
        first = third_from(a, b, A, B, solved, degree)
        if A < 90 and a < b:
            second = third_from(a, b, A, 180 - B, solved, degree)
            return {**first, 'second': second}
        return {**first, 'second': None}

    def inputs(kind, **values):
        base = {'calculationType': kind, 'side1': 3, 'side2': 4, 'side3': 5, 'angle1': 30, 'angle2': 60}
        base.update(values)
        return base

    fixed = [
        inputs('SSS'), inputs('SSS', side1=5, side2=5, side3=5), inputs('SSS', side1=5, side2=5, side3=8), inputs('SSS', side1=1, side2=2, side3=3),
        inputs('SAS', side1=7, side2=9, angle1=60), inputs('ASA', angle1=45, angle2=60, side1=10), inputs('AAS', angle1=30, angle2=45, side1=8),
        inputs('SSA', side1=3, side2=4, angle1=30), inputs('SSA', side1=6, side2=8, angle1=30), inputs('SSA', side1=2, side2=4, angle1=30),
        inputs('SSA', side1=1, side2=4, angle1=30), inputs('SSA', side1=5, side2=4, angle1=100), inputs('SSA', side1=3, side2=4, angle1=100),
        inputs('ASA', angle1=100, angle2=80, side1=5), inputs('SAS', side1=1e9, side2=1e9, angle1=1), inputs('SSS', side1=0, side2=4, side3=5),
    ]
    for values in fixed:
        cases.append(case(f"{values['calculationType']} {values}", values, expected(values['calculationType'], values)))
    while len(cases) < 160:
        kind = r.choice(['SSS', 'SAS', 'ASA', 'AAS', 'SSA'])
        sides = [tidy(round(r.uniform(1, 20), r.choice([0, 1, 2]))) for _ in range(3)]
        angle1 = tidy(round(r.uniform(10, 120), r.choice([0, 1])))
        angle2 = tidy(round(r.uniform(10, 170 - angle1), r.choice([0, 1]))) if angle1 < 160 else 10
        values = inputs(kind, side1=sides[0], side2=sides[1], side3=sides[2], angle1=angle1, angle2=angle2)
        cases.append(case(f'random {len(cases) + 1}: {kind}', values, expected(kind, values)))
    return cases


def third_from(a, b, A, B, solved, degree):
    """SSA's triangle once angle B is chosen: C by the angle sum, c by the law of sines."""
    C = 180 - A - B
    return solved(a, b, a * mpmath.sin(C * degree) / mpmath.sin(A * degree), A, B)


# ---------------------------------------------------------------- Ratio

def js_number(value):
    """A number as JavaScript writes it (String(n)) for the plain decimals used here."""
    if isinstance(value, int) or float(value).is_integer():
        return str(int(value))
    return repr(float(value))


def ratio():
    r = rng('ratio')
    cases = []

    def expected(v1, v2, simplify):
        a, b = exact(v1), exact(v2)
        if abs(a) > F(10) ** 300 or abs(b) > F(10) ** 300:
            return None
        if a == 0 and b == 0:
            return None
        small, large = sorted([abs(a), abs(b)])
        if small > 0 and large / small > F(10) ** 13:
            return None
        result = {'ratio': f'{js_number(v1)}:{js_number(v2)}'}
        if simplify:
            scale = math.lcm(a.denominator, b.denominator)
            whole1, whole2 = int(a * scale), int(b * scale)
            divisor = math.gcd(whole1, whole2)
            if whole1 < 0 and whole2 < 0:
                divisor = -divisor
            if not decided('ratio_keeps_sign'):
                whole1, whole2 = abs(whole1), abs(whole2)
                divisor = abs(divisor)
            result['simplified'] = f'{whole1 // divisor}:{whole2 // divisor}'
        else:
            result['simplified'] = result['ratio']
        if b == 0:
            result.update({'decimal': None, 'percentage': None})
        else:
            result.update({'decimal': rounded(a / b, 6), 'percentage': rounded(a / b * 100, 6)})
        return result

    fixed = [(8, 12, True), (8, 12, False), (1.5, 2.5, True), (-8, 12, True), (-8, -12, True), (5, 0, True), (0, 5, True), (0, 0, True), (7, 7, True),
             (0.25, 1, True), (1, 1e14, True), (1000000, 3, True), (0.001, 0.003, True)]
    for v1, v2, simplify in fixed:
        cases.append(case(f'{v1} : {v2} (simplify {simplify})', {'value1': v1, 'value2': v2, 'simplify': simplify}, expected(v1, v2, simplify)))
    while len(cases) < 160:
        decimals = r.choice([0, 0, 1, 2, 3])
        v1 = tidy(round(r.uniform(-100, 1000), decimals))
        v2 = tidy(round(r.uniform(-100, 1000), r.choice([0, 0, 1, 2])))
        simplify = r.random() < 0.8
        cases.append(case(f'random {len(cases) + 1}', {'value1': v1, 'value2': v2, 'simplify': simplify}, expected(v1, v2, simplify)))
    return cases


# ---------------------------------------------------------------- Volume

def volume():
    r = rng('volume')
    cases = []
    needs = {'sphere': ['radius'], 'cylinder': ['radius', 'height'], 'cone': ['radius', 'height'], 'cube': ['side'], 'rectangular_prism': ['length', 'width', 'height']}

    def expected(shape, dimensions):
        values = {name: mpf(exact(dimensions[name])) for name in needs[shape]}
        if any(value <= 0 or value > 10**6 for value in values.values()):
            return None
        pi = mpmath.pi
        if shape == 'sphere':
            rad = values['radius']
            v, s = 4 * pi * rad**3 / 3, 4 * pi * rad**2
        elif shape == 'cylinder':
            rad, h = values['radius'], values['height']
            v, s = pi * rad**2 * h, 2 * pi * rad * (rad + h)
        elif shape == 'cone':
            rad, h = values['radius'], values['height']
            v, s = pi * rad**2 * h / 3, pi * rad * (rad + mpmath.sqrt(h**2 + rad**2))
        elif shape == 'cube':
            side = values['side']
            v, s = side**3, 6 * side**2
        else:
            l, w, h = values['length'], values['width'], values['height']
            v, s = l * w * h, 2 * (l * w + l * h + w * h)
        significant = decided('small_figures_significant')
        return {'volume': significant_figure(v, significant), 'surfaceArea': significant_figure(s, significant)}

    fixed = [('sphere', {'radius': 5}), ('cylinder', {'radius': 3, 'height': 8}), ('cone', {'radius': 4, 'height': 6}), ('cube', {'side': 4}),
             ('rectangular_prism', {'length': 6, 'width': 4, 'height': 3}), ('sphere', {'radius': 0}), ('cube', {'side': 1000000}), ('cube', {'side': 1000001}),
             ('cone', {'radius': 0.5, 'height': 0.25}), ('sphere', {'radius': 0.001}), ('cube', {'side': 0.01})]
    for shape, dimensions in fixed:
        cases.append(case(f'{shape} {dimensions}', {'shape': shape, 'dimensions': dimensions}, expected(shape, dimensions)))
    while len(cases) < 160:
        shape = r.choice(list(needs))
        dimensions = {name: tidy(round(r.uniform(0.1, 50), r.choice([0, 1, 2, 3]))) for name in needs[shape]}
        if any(value <= 0 for value in dimensions.values()):
            continue
        cases.append(case(f'random {len(cases) + 1}: {shape}', {'shape': shape, 'dimensions': dimensions}, expected(shape, dimensions)))
    return cases


CALCULATORS = {
    'integral-calculator': integral,
    'derivative-calculator': derivative,
    'limit-calculator': limit,
    'standard-deviation-calculator': standard_deviation,
    'factoring-calculator': factoring,
    'triangle-calculator': triangle,
    'ratio-calculator': ratio,
    'volume-calculator': volume,
}
