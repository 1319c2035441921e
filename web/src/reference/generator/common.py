"""
Shared helpers: exact rounding, the random source, and the shape of a case in the JSON files.

Every expected figure is worked out exactly (fractions, decimals, or mpmath at 50 digits) and
rounded half away from zero only where the product rounds it. A figure whose exact value lies
within a hair of a rounding boundary is given as both neighbours: a double computed in a browser
may fall on either side of such a boundary, and neither is wrong.
"""
import random
from decimal import Decimal, ROUND_HALF_UP, ROUND_CEILING, localcontext
from fractions import Fraction

import mpmath

mpmath.mp.dps = 50

# The seed of every random choice: the same seed makes the same cases.
SEED = 7919


def rng(name):
    """A random source per calculator, so adding cases to one does not change another's."""
    return random.Random(f'{SEED}:{name}')


def to_decimal(value):
    """An exact value (int, Fraction, Decimal, mpf) as a Decimal with 50 significant digits."""
    with localcontext() as context:
        context.prec = 60
        if isinstance(value, Fraction):
            return Decimal(value.numerator) / Decimal(value.denominator)
        if isinstance(value, mpmath.mpf):
            return Decimal(mpmath.nstr(value, 55, strip_zeros=False, min_fixed=-mpmath.inf, max_fixed=mpmath.inf))
        return Decimal(value)


def _round(value, decimals, rounding=ROUND_HALF_UP):
    with localcontext() as context:
        context.prec = 80
        return to_decimal(value).quantize(Decimal(1).scaleb(-decimals), rounding=rounding)


def as_number(decimal_value):
    """A Decimal as the JSON number it reads as: an int when whole."""
    if decimal_value == decimal_value.to_integral_value():
        return int(decimal_value)
    return float(decimal_value)


def rounded(value, decimals, tolerance=Fraction(1, 10**13)):
    """
    The value rounded half away from zero to `decimals`: a number, or {'oneOf': [low, high]}, the two
    neighbours, when the exact value lies within `tolerance` (relative to it, or absolute below 1)
    of a half-way point. The default allows for the few roundings of a double in a short
    calculation; a longer or ill-conditioned one states its own.
    """
    exact = to_decimal(value)
    result = _round(exact, decimals)
    step = Decimal(1).scaleb(-decimals)
    half = (exact / step).copy_abs() % 1
    margin = to_decimal(tolerance) * max(Decimal(1), exact.copy_abs()) / step
    # An exact half of an exact value (a fraction) rounds up: the calculator rounds on 15 significant
    # digits, which see the double of such a value as the decimal it stands for.
    exact_half = isinstance(value, (Fraction, int)) and half == Decimal('0.5')
    if abs(half - Decimal('0.5')) <= margin and not exact_half:
        low = _round(exact - step / 4, decimals)
        high = _round(exact + step / 4, decimals)
        if low != high:
            return {'oneOf': sorted([as_number(low), as_number(high)])}
    return as_number(result) + 0


def uncertain(value):
    """Whether a rounded figure is one of two neighbours (it lies on a rounding boundary)."""
    return isinstance(value, dict) and 'oneOf' in value


def significant_figure(value, significant_below_one, tolerance=Fraction(1, 10**13)):
    """A maths figure: 6 decimals, or below 1 (when decided) 6 significant digits."""
    if value == 0 or abs(value) >= 1 or not significant_below_one:
        return rounded(value, 6, tolerance)
    digits = 6 - 1 - int(mpmath.floor(mpmath.log10(abs(mp(value)))))
    return rounded(value, digits, tolerance)


def rounded_up(value, decimals):
    """The value rounded up (towards +∞) to `decimals`."""
    return as_number(_round(value, decimals, ROUND_CEILING))


def figure(value, decimals, tolerance=Fraction(1, 10**13)):
    """An expected figure the product does not round itself: the runner rounds it to `decimals`."""
    return {'decimals': decimals, 'value': rounded(value, decimals, tolerance)}


def case(name, inputs, expected, **extra):
    """One case: what a visitor enters (the URL's inputs) and what the calculator must show."""
    entry = {'name': name, 'inputs': inputs, 'expected': expected}
    entry.update(extra)
    return entry


def tidy(value):
    """An input as a visitor types it: a float with no binary tail (0.1, not 0.1000000000000000055)."""
    if isinstance(value, float):
        text = repr(value)
        return int(value) if value.is_integer() else float(text)
    return value


def mp(value):
    """Any exact number (int, str, Fraction) as a 50-digit mpmath number."""
    if isinstance(value, Fraction):
        return mpmath.mpf(value.numerator) / value.denominator
    return mpmath.mpf(value)
