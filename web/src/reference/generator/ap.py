"""The AP score calculators (from the spec's score tables; AP English per the product's reading (b))."""
from fractions import Fraction as F

from common import case, rng, rounded
from decisions import decided


def round_half_up(value):
    result = rounded(value, 0)
    return result if isinstance(result, int) else None


def ap_english():
    r = rng('ap-english')
    shares = {5: F('13.2'), 4: F('17.4'), 3: F('26.1'), 2: F('19.0'), 1: F('24.3')}
    cases = []

    def expected(reading, writing, essays):
        counts = [(reading, 24), (writing, 21)] + [(essay[key], limit) for essay in essays for key, limit in [('thesis', 1), ('evidence', 4), ('sophistication', 1)]]
        if any(not isinstance(value, int) or not 0 <= value <= limit for value, limit in counts):
            return None
        mc = reading + writing
        fr = sum(essay['thesis'] + essay['evidence'] + essay['sophistication'] for essay in essays)
        if decided('ap_english_reading_b'):
            weighted = round_half_up(mc + fr * F('3.055'))
        else:
            weighted = round_half_up(mc * F('2.22') + fr * F('2.78'))
        score = 5 if weighted >= 71 else 4 if weighted >= 59 else 3 if weighted >= 45 else 2 if weighted >= 32 else 1
        below = sum((shares[lower] for lower in range(1, score)), F(0))
        return {'mcTotal': mc, 'frTotal': fr, 'weightedScore': weighted, 'apScore': score, 'percentile': rounded(below, 1)}

    def inputs(reading, writing, essays):
        return {'mcReading': reading, 'mcWriting': writing, 'frq1': essays[0], 'frq2': essays[1], 'frq3': essays[2]}

    fixed = [
        (12, 10, [{'thesis': 1, 'evidence': 2, 'sophistication': 1}] * 3),
        (24, 21, [{'thesis': 1, 'evidence': 4, 'sophistication': 1}] * 3),
        (0, 0, [{'thesis': 0, 'evidence': 0, 'sophistication': 0}] * 3),
        (20, 18, [{'thesis': 1, 'evidence': 3, 'sophistication': 0}] * 3),
        (25, 10, [{'thesis': 1, 'evidence': 2, 'sophistication': 1}] * 3),
        (12, 10, [{'thesis': 1, 'evidence': 5, 'sophistication': 1}] * 3),
    ]
    for index, args in enumerate(fixed):
        cases.append(case(f'fixed {index + 1}', inputs(*args), expected(*args)))
    for index in range(40):
        essays = [{'thesis': r.randint(0, 1), 'evidence': r.randint(0, 4), 'sophistication': r.randint(0, 1)} for _ in range(3)]
        args = (r.randint(0, 24), r.randint(0, 21), essays)
        cases.append(case(f'random {index + 1}', inputs(*args), expected(*args)))
    return cases


def banded(weighted, bands, lowest):
    for minimum, score, percentile in bands:
        if weighted >= minimum:
            return score, percentile
    return 1, lowest


def ap_chemistry():
    r = rng('ap-chemistry')
    maxima = [10, 10, 10, 4, 4, 4, 4]
    bands = [(72, 5, '95th percentile or above'), (58, 4, '85th-94th percentile'), (43, 3, '60th-84th percentile'), (32, 2, '30th-59th percentile')]
    cases = []

    def expected(mcq, frqs):
        if not (isinstance(mcq, int) and 0 <= mcq <= 60) or any(not isinstance(value, int) or not 0 <= value <= top for value, top in zip(frqs, maxima)):
            return None
        weighted = round_half_up(mcq * F('0.75') + sum(frqs) * F('1.07'))
        score, percentile = banded(weighted, bands, 'Below the 10th percentile')
        return {'mcTotal': mcq, 'frqTotal': sum(frqs), 'weightedScore': weighted, 'apScore': score, 'percentile': percentile}

    def inputs(mcq, frqs):
        return {'mcqScore': mcq, **{f'frq{index + 1}Score': value for index, value in enumerate(frqs)}}

    fixed = [(25, [5, 5, 5, 2, 2, 2, 2]), (60, maxima), (0, [0] * 7), (50, [8, 8, 8, 3, 3, 3, 3]), (61, [0] * 7), (30, [11, 0, 0, 0, 0, 0, 0])]
    for index, args in enumerate(fixed):
        cases.append(case(f'fixed {index + 1}', inputs(*args), expected(*args)))
    for index in range(40):
        args = (r.randint(0, 60), [r.randint(0, top) for top in maxima])
        cases.append(case(f'random {index + 1}', inputs(*args), expected(*args)))
    return cases


def ap_calculus():
    r = rng('ap-calculus')
    maxima = {'mcqNoCalc': 30, 'mcqCalc': 15, 'frqCalc': 18, 'frqNoCalc': 36}
    bands = [(68, 5, '90th percentile or above'), (52, 4, '75th-89th percentile'), (39, 3, '50th-74th percentile'), (28, 2, '25th-49th percentile')]
    cases = []

    def expected(values):
        if any(not isinstance(values[name], int) or not 0 <= values[name] <= top for name, top in maxima.items()):
            return None
        mc = values['mcqNoCalc'] + values['mcqCalc']
        frq = values['frqCalc'] + values['frqNoCalc']
        weighted = round_half_up(mc * F('1.2') + frq * F('1.5'))
        score, percentile = banded(weighted, bands, 'Below the 10th percentile')
        return {'mcTotal': mc, 'frqTotal': frq, 'weightedScore': weighted, 'apScore': score, 'percentile': percentile}

    fixed = [{'mcqNoCalc': 15, 'mcqCalc': 7, 'frqCalc': 4, 'frqNoCalc': 4}, dict(maxima), {name: 0 for name in maxima}, {'mcqNoCalc': 31, 'mcqCalc': 0, 'frqCalc': 0, 'frqNoCalc': 0}]
    for index, values in enumerate(fixed):
        cases.append(case(f'fixed {index + 1}', values, expected(values)))
    for index in range(40):
        values = {name: r.randint(0, top) for name, top in maxima.items()}
        cases.append(case(f'random {index + 1}', values, expected(values)))
    return cases


CALCULATORS = {'ap-english-calculator': ap_english, 'ap-chemistry-calculator': ap_chemistry, 'ap-calculus-calculator': ap_calculus}
