"""
The general calculators, from the spec's formulas and constants: TV height,
percentage, peptide, acres per hour, Blooket and dunk.
"""
from fractions import Fraction as F

import mpmath

from common import case, figure, mp, rng, rounded, tidy, uncertain
from decisions import decided

# Exact unit sizes, or the spec's rounded factors where the exact-constants decision is off.
EXACT = decided('exact_unit_constants')
FEET_PER = {'ft': F(1), 'm': 1 / F('0.3048') if EXACT else F('3.28084'), 'in': F(1, 12)}
MPH_PER = {'mph': F(1), 'kmh': 1 / F('1.609344') if EXACT else F('0.621371'), 'fpm': F(60, 5280) if EXACT else F('0.0113636')}
SQM_PER_ACRE = F('4046.8564224') if EXACT else F(4047)
ACRES_PER = {'acres': F(1), 'hectares': 10000 / SQM_PER_ACRE if EXACT else F('2.47105'), 'sqft': F(1, 43560), 'sqm': 1 / SQM_PER_ACRE}
KG_PER_LB = F('0.45359237') if EXACT else 1 / F('2.20462')


def exact(value):
    """A visitor's number as the exact decimal they typed."""
    return F(str(value))


def within_unit_bounds(value, unit, size_of, low, high):
    """A quantity bounded once in a base unit: `value` in `unit` lies within [low, high] of the base."""
    base = exact(value) * size_of[unit]
    return (low is None or base >= low) and (high is None or base <= high)


# ---------------------------------------------------------------- TV height (the spec)

def tv_height():
    r = rng('tv-height')
    cases = []
    recommendations = {
        'raise': 'Consider raising the TV - negative viewing angles can cause neck strain.',
        'lower': 'Consider lowering the TV - angles above 15° may be uncomfortable.',
        'optimal': 'Optimal viewing angle for comfortable long-term watching.',
    }

    def expected(size, size_unit, eye, eye_unit, angle):
        inch = {'inches': F(1), 'cm': 1 / F('2.54')}
        sizes_ok = within_unit_bounds(size, size_unit, inch, 0, 1000) and within_unit_bounds(eye, eye_unit, inch, 0, 400)
        if not sizes_ok or not -30 <= angle <= 30 or size <= 0 or eye <= 0:
            return None
        screen = mp(exact(size) * inch[size_unit] * F('0.49'))
        centre = mp(exact(eye) * inch[eye_unit]) + screen / 2 * mpmath.sin(mpmath.radians(mp(exact(angle))))
        advice = 'raise' if angle < 0 else 'lower' if angle > 15 else 'optimal'
        return {'centerHeight': rounded(centre, 1), 'bottomHeight': rounded(centre - screen / 2, 1), 'recommendation': recommendations[advice]}

    fixed = [
        (55, 'inches', 42, 'inches', 0), (65, 'inches', 40, 'inches', 15), (55, 'inches', 42, 'inches', -5), (75, 'inches', 44, 'inches', 10),
        (140, 'cm', 107, 'cm', 0), (115, 'inches', 70, 'inches', 0), (300, 'inches', 42, 'inches', 15), (13, 'inches', 30, 'inches', 30),
        (0, 'inches', 42, 'inches', 0), (55, 'inches', 0, 'inches', 0), (1001, 'inches', 42, 'inches', 0), (2540, 'cm', 1016, 'cm', -30),
        (55, 'inches', 42, 'inches', 31), (55, 'inches', 42, 'inches', 16),
    ]
    for args in fixed:
        cases.append(case(f'{args[0]} {args[1]} screen, eye {args[2]} {args[3]}, {args[4]}°', tv_inputs(*args), expected(*args)))
    for index in range(36):
        size_unit = r.choice(['inches', 'cm'])
        eye_unit = r.choice(['inches', 'cm'])
        size = tidy(round(r.uniform(20, 100) * (2.54 if size_unit == 'cm' else 1), r.choice([0, 1])))
        eye = tidy(round(r.uniform(30, 80) * (2.54 if eye_unit == 'cm' else 1), r.choice([0, 1])))
        angle = r.choice([0, r.randint(-30, 30), tidy(round(r.uniform(-30, 30), 1))])
        cases.append(case(f'random {index + 1}', tv_inputs(size, size_unit, eye, eye_unit, angle), expected(size, size_unit, eye, eye_unit, angle)))
    return cases


def tv_inputs(size, size_unit, eye, eye_unit, angle):
    return {'tvSize': size, 'tvUnit': size_unit, 'eyeHeight': eye, 'eyeUnit': eye_unit, 'viewingAngle': angle}


# ---------------------------------------------------------------- Percentage (the spec, the decisions)

def percentage():
    r = rng('percentage')
    cases = []

    def expected(v1, v2, mode):
        a, b = exact(v1), exact(v2)
        if abs(a) > 10**15 or abs(b) > 10**15:
            return None
        if a == 0 and b == 0:
            return None
        difference = rounded(abs(a - b), 10)
        if mode == 'of':
            return {'percentage': v1, 'amount': rounded(a / 100 * b, 10)}
        if mode == 'what-percent':
            if b == 0:
                return None
            value = 100 * a / b
            return None if abs(value) > 10**15 else {'percentage': rounded(value, 2)}
        if mode == 'change':
            if a == 0:
                if decided('change_from_zero_undefined'):
                    return {'percentage': None, 'absoluteDifference': difference}
                return {'percentage': 0, 'absoluteDifference': difference}
            base = abs(a) if decided('percentage_absolute_base') else a
            value = 100 * (b - a) / base
        else:
            mean = (a + b) / 2
            if mean == 0:
                return {'percentage': 0, 'absoluteDifference': difference}
            value = 100 * abs(a - b) / (abs(mean) if decided('percentage_absolute_base') else mean)
        if abs(value) > 10**15:
            return None
        return {'percentage': rounded(value, 2), 'absoluteDifference': difference}

    fixed = [
        (100, 125, 'change'), (50, 40, 'change'), (3, 4, 'change'), (200, 202.01, 'change'), (0, 50, 'change'), (0, -3, 'change'),
        (-50, -25, 'change'), (40, 50, 'difference'), (5, -5, 'difference'), (0.3, 0.1, 'difference'), (0, 0, 'change'),
        (15, 80, 'of'), (12.5, 640, 'of'), (30, 120, 'what-percent'), (1, 3, 'what-percent'), (7, 0, 'what-percent'),
        (1, 10_000_000_000_001, 'change'), (2.5, 7.5, 'change'),
    ]
    for v1, v2, mode in fixed:
        cases.append(case(f'{mode} {v1} → {v2}', {'value1': v1, 'value2': v2, 'mode': mode}, expected(v1, v2, mode)))
    for index in range(44):
        mode = r.choice(['change', 'difference', 'of', 'what-percent'])
        scale = r.choice([1, 1, 10, 1000])
        v1 = tidy(round(r.uniform(-200, 1000) * scale, r.choice([0, 0, 1, 2])))
        v2 = tidy(round(r.uniform(-200, 1000) * scale, r.choice([0, 0, 1, 2])))
        cases.append(case(f'random {index + 1} ({mode})', {'value1': v1, 'value2': v2, 'mode': mode}, expected(v1, v2, mode)))
    return cases


# ---------------------------------------------------------------- Peptide (the spec, the decisions)

MG_PER = {'mg': F(1), 'mcg': F(1, 1000), 'IU': F(1, 1000)}
KG_PER = {'kg': F(1), 'lbs': KG_PER_LB}


def peptide():
    r = rng('peptide')
    cases = []

    def expected(vial, vial_unit, water, dose, dose_unit, basis, weight, weight_unit):
        if not (vial > 0 and water > 0 and dose > 0):
            return None
        if not within_unit_bounds(vial, vial_unit, MG_PER, F('0.01'), 10_000) or not within_unit_bounds(dose, dose_unit, MG_PER, 0, 10_000):
            return None
        if not F('0.01') <= exact(water) <= 1000:
            return None
        concentration = exact(vial) * MG_PER[vial_unit] / exact(water)
        injected = exact(dose) * MG_PER[dose_unit]
        result = {}
        if basis == 'per-kg' and decided('peptide_dose_basis'):
            if weight is None or weight <= 0 or not within_unit_bounds(weight, weight_unit, KG_PER, 0, 1000):
                return None
            injected *= exact(weight) * KG_PER[weight_unit]
            result['totalAmount'] = figure(injected, 6)
        volume = injected / concentration
        result.update({'syringeVolume': rounded(volume, 3), 'insulinUnits': rounded(volume * 100, 1), 'concentration': rounded(concentration, 2)})
        return result

    def inputs(vial, vial_unit, water, water_unit, dose, dose_unit, basis, weight, weight_unit):
        return {
            'vialCapacity': vial, 'vialUnit': vial_unit, 'waterAmount': water, 'waterUnit': water_unit, 'desiredDose': dose,
            'doseUnit': dose_unit, 'doseBasis': basis, 'bodyWeight': weight, 'weightUnit': weight_unit,
        }

    fixed = [
        (1, 'mg', 1, 'ml', 0.25, 'mg', 'total', 70, 'kg'), (5, 'mg', 2, 'ml', 250, 'mcg', 'total', 70, 'kg'), (10, 'mg', 3, 'cc', 0.5, 'mg', 'total', 70, 'kg'),
        (36, 'IU', 1, 'ml', 2, 'IU', 'total', 70, 'kg'), (5, 'mg', 2, 'ml', 0.01, 'mg', 'per-kg', 80, 'kg'), (5, 'mg', 2, 'ml', 0.01, 'mg', 'per-kg', 176, 'lbs'),
        (1, 'mg', 1, 'ml', 0.25, 'mg', 'per-kg', 100, 'lbs'), (10, 'mcg', 1, 'ml', 10, 'mcg', 'total', 70, 'kg'), (10000, 'mg', 1000, 'ml', 250, 'mg', 'total', 70, 'kg'),
        (0, 'mg', 1, 'ml', 0.25, 'mg', 'total', 70, 'kg'), (1, 'mg', 0, 'ml', 0.25, 'mg', 'total', 70, 'kg'), (1, 'mg', 1, 'ml', 0.001, 'mg', 'per-kg', 1001, 'kg'),
        (1, 'mg', 1, 'ml', 0.001, 'mg', 'per-kg', 2205, 'lbs'), (2, 'mg', 2, 'ml', 0.3, 'mg', 'per-kg', 0, 'kg'),
    ]
    for args in fixed:
        cases.append(case(f'{args[0]} {args[1]} in {args[2]} {args[3]}, dose {args[4]} {args[5]} ({args[6]})', inputs(*args), expected(*args[:3], *args[4:])))
    for index in range(36):
        vial_unit = r.choice(['mg', 'mg', 'mcg', 'IU'])
        vial = r.choice([1, 2, 5, 10, 15, 20]) * (1000 if vial_unit != 'mg' else 1)
        water = r.choice([0.5, 1, 1.5, 2, 2.5, 3, 5])
        water_unit = r.choice(['ml', 'cc'])
        dose_unit = r.choice(['mg', 'mcg']) if vial_unit != 'IU' else 'IU'
        dose = tidy(round(r.uniform(0.05, 2) * (1000 if dose_unit != 'mg' else 1), r.choice([0, 2])))
        basis = r.choice(['total', 'total', 'per-kg'])
        weight_unit = r.choice(['kg', 'lbs'])
        weight = tidy(round(r.uniform(45, 120) * (2.2 if weight_unit == 'lbs' else 1), r.choice([0, 1])))
        if basis == 'per-kg':
            dose = tidy(round(dose / 100, 4))
        args = (vial, vial_unit, water, water_unit, dose, dose_unit, basis, weight, weight_unit)
        cases.append(case(f'random {index + 1}', inputs(*args), expected(*args[:3], *args[4:])))
    return cases


# ---------------------------------------------------------------- Acres per hour (the spec, the decisions)

def acres():
    r = rng('acres')
    cases = []

    def expected(width, width_unit, speed, speed_unit, area, area_unit, overlap):
        if not within_unit_bounds(width, width_unit, FEET_PER, F('0.1'), 500) or not within_unit_bounds(speed, speed_unit, MPH_PER, F('0.1'), 200):
            return None
        if not within_unit_bounds(area, area_unit, ACRES_PER, 0, 10_000_000) or area <= 0 or not 0 <= overlap <= 50:
            return None
        feet = exact(width) * FEET_PER[width_unit]
        mph = exact(speed) * MPH_PER[speed_unit]
        keep = 1 - exact(overlap) / 100
        rate = feet * keep * mph / F('8.25')
        maximum = feet * mph / F('8.25')
        minutes = exact(area) * ACRES_PER[area_unit] / rate * 60
        total = rounded(minutes, 0)
        result = {
            'areaPerHour': rounded(rate, 2),
            'effectiveWidth': rounded(feet * keep, 2),
            'theoreticalMax': rounded(maximum, 2),
            'efficiencyLoss': rounded((maximum - rate) / maximum * 100, 1),
            'inUnits.areaPerHour': rounded(rate / ACRES_PER[area_unit], 2),
            'inUnits.effectiveWidth': rounded(exact(width) * keep, 2),
        }
        if isinstance(total, int):
            result.update({'completionTime.hours': total // 60, 'completionTime.minutes': total % 60})
        return result

    def inputs(width, width_unit, speed, speed_unit, area, area_unit, overlap):
        return {'toolWidth': width, 'widthUnit': width_unit, 'speed': speed, 'speedUnit': speed_unit, 'plotArea': area, 'areaUnit': area_unit, 'overlap': overlap}

    fixed = [
        (12, 'ft', 5, 'mph', 10, 'acres', 10), (16.5, 'ft', 5, 'mph', 1, 'sqm', 0), (16.5, 'ft', 5, 'mph', 1, 'hectares', 0), (12, 'ft', 1290, 'fpm', 10, 'acres', 10),
        (4, 'm', 8, 'kmh', 20, 'acres', 5), (144, 'in', 5, 'mph', 10, 'acres', 10), (150, 'ft', 15, 'mph', 100000, 'acres', 10), (2, 'ft', 1, 'mph', 1, 'acres', 0),
        (12, 'ft', 440, 'fpm', 10, 'acres', 10), (12, 'ft', 200, 'mph', 10, 'acres', 0), (12, 'ft', 17600, 'fpm', 10, 'acres', 0), (12, 'ft', 17700, 'fpm', 10, 'acres', 0),
        (12, 'ft', 5, 'mph', 4046.8564224, 'sqm', 10), (12, 'ft', 5, 'mph', 435600, 'sqft', 10), (12, 'ft', 5, 'mph', 10, 'acres', 51), (0, 'ft', 5, 'mph', 10, 'acres', 10),
        (12, 'ft', 5, 'mph', 0, 'acres', 10), (500, 'ft', 10, 'mph', 1000, 'acres', 0), (152.4, 'm', 10, 'mph', 10, 'acres', 0), (153, 'm', 10, 'mph', 10, 'acres', 0),
    ]
    for args in fixed:
        cases.append(case(f'{args[0]} {args[1]}, {args[2]} {args[3]}, {args[4]} {args[5]}, {args[6]}% overlap', inputs(*args), expected(*args)))
    for index in range(30):
        width_unit = r.choice(['ft', 'm', 'in'])
        speed_unit = r.choice(['mph', 'kmh', 'fpm'])
        area_unit = r.choice(['acres', 'hectares', 'sqft', 'sqm'])
        width = tidy(round(r.uniform(3, 60) / float(FEET_PER[width_unit]), r.choice([0, 1, 2])))
        speed = tidy(round(r.uniform(2, 15) / float(MPH_PER[speed_unit]), r.choice([0, 1])))
        area = tidy(round(r.uniform(1, 500) / float(ACRES_PER[area_unit]), r.choice([0, 1, 2])))
        overlap = r.choice([0, 5, 10, 12.5, 15, r.randint(0, 50)])
        args = (width, width_unit, speed, speed_unit, area, area_unit, overlap)
        cases.append(case(f'random {index + 1}', inputs(*args), expected(*args)))
    return cases


# ---------------------------------------------------------------- Blooket (the spec)

PACKS = {
    'space': (25, {'uncommon': F('0.65'), 'rare': F('0.25'), 'epic': F('0.08'), 'legendary': F('0.02')}),
    'breakfast': (25, {'uncommon': F('0.6'), 'rare': F('0.3'), 'epic': F('0.08'), 'legendary': F('0.02')}),
    'medieval': (25, {'uncommon': F('0.65'), 'rare': F('0.25'), 'epic': F('0.08'), 'legendary': F('0.02')}),
    'bot': (20, {'uncommon': F('0.7'), 'rare': F('0.2'), 'epic': F('0.08'), 'legendary': F('0.02')}),
}


def blooket():
    r = rng('blooket')
    cases = []

    def expected(pack, input_type, amount, target):
        if not isinstance(amount, int) or not 1 <= amount <= 1_000_000_000:
            return None
        cost, chances = PACKS[pack]
        chance = chances['uncommon' if target == 'common' else target]
        packs = amount if input_type == 'packs' else -(-amount // cost)
        exact_chance = 1 - (1 - chance) ** packs if packs < 4000 else 1 - mpmath.power(1 - mp(chance), packs)
        percent = exact_chance * 100
        shown = rounded(percent, 1)
        capped = not uncertain(shown) and shown >= 100
        percent_value = float(percent) if not isinstance(percent, F) else float(percent)
        advice = 'high' if percent_value > 80 else 'moderate' if percent_value > 50 else 'low' if percent_value > 20 else 'very low'
        return {'expectedPacks': packs, 'expectedCost': packs * cost, 'probability': 99.9 if capped else shown, 'advice': advice}

    fixed = [
        ('space', 'packs', 10, 'legendary'), ('bot', 'tokens', 250, 'epic'), ('breakfast', 'packs', 1, 'rare'), ('medieval', 'tokens', 24, 'common'),
        ('space', 'packs', 34, 'legendary'), ('bot', 'packs', 1000, 'legendary'), ('space', 'packs', 0, 'rare'), ('bot', 'tokens', 20, 'uncommon'),
    ]
    for args in fixed:
        cases.append(case(f'{args[0]} by {args[1]}: {args[2]}, {args[3]}', blooket_inputs(*args), expected(*args)))
    for index in range(36):
        pack = r.choice(list(PACKS))
        input_type = r.choice(['packs', 'tokens'])
        amount = r.randint(1, 60) if input_type == 'packs' else r.randint(1, 1500)
        target = r.choice(['common', 'uncommon', 'rare', 'epic', 'legendary'])
        cases.append(case(f'random {index + 1}', blooket_inputs(pack, input_type, amount, target), expected(pack, input_type, amount, target)))
    return cases


def blooket_inputs(pack, input_type, amount, target):
    return {'packType': pack, 'inputType': input_type, 'amount': amount, 'includeResale': False, 'targetBlook': target}


# ---------------------------------------------------------------- Dunk (the spec)

M_PER = {'m': F(1), 'cm': F(1, 100), 'ft': F('0.3048'), 'in': F('0.0254')}
KG_PER_MASS = {'kg': F(1), 'lbs': F('0.45359237')}


def dunk():
    r = rng('dunk')
    cases = []

    def expected(values):
        lengths_ok = all(
            values[field] > 0 and within_unit_bounds(values[field], values[unit], M_PER, 0, high)
            for field, unit, high in [('hoopHeight', 'heightUnit', 5), ('standingReach', 'reachUnit', 4), ('minVerticalLeap', 'leapUnit', 3)]
        )
        if not lengths_ok or not within_unit_bounds(values['bodyMass'], values['massUnit'], KG_PER_MASS, 10, 700):
            return None
        g = exact(values['gravitationalAcceleration'])
        if not F('0.1') <= g <= 30:
            return None
        hoop = exact(values['hoopHeight']) * M_PER[values['heightUnit']]
        reach = exact(values['standingReach']) * M_PER[values['reachUnit']]
        leap = exact(values['minVerticalLeap']) * M_PER[values['leapUnit']]
        mass = exact(values['bodyMass']) * KG_PER_MASS[values['massUnit']]
        required = max(F(0), hoop - reach)
        speed = mpmath.sqrt(2 * mp(g) * mp(leap))
        return {
            'requiredVerticalLeap': rounded(required * 100, 1),
            'canDunk': leap >= required,
            'heightDifference': rounded((required - leap) * 100, 1),
            'physicsAnalysis.takeoffSpeed': rounded(speed, 2),
            'physicsAnalysis.hangTime': rounded(2 * speed / mp(g), 2),
            'physicsAnalysis.jumpEnergy': rounded(mass * g * leap, 0),
        }

    base = {
        'hoopType': 'custom', 'hoopHeight': 3.048, 'heightUnit': 'm', 'bodyMass': 75, 'massUnit': 'kg', 'standingReach': 2.4, 'reachUnit': 'm',
        'minVerticalLeap': 60, 'leapUnit': 'cm', 'hangTime': 0, 'jumpingEnergy': 0, 'initialJumpingSpeed': 0, 'gravitationalAcceleration': 9.8, 'palmSize': 20,
    }
    fixed = [
        {}, {'minVerticalLeap': 64.8}, {'hoopHeight': 2.4384, 'standingReach': 1.5, 'minVerticalLeap': 30, 'bodyMass': 25},
        {'standingReach': 114, 'reachUnit': 'in', 'minVerticalLeap': 20, 'leapUnit': 'in', 'bodyMass': 350, 'massUnit': 'lbs'},
        {'gravitationalAcceleration': 1.62}, {'hoopHeight': 10, 'heightUnit': 'ft', 'standingReach': 8, 'reachUnit': 'ft', 'minVerticalLeap': 2, 'leapUnit': 'ft'},
        {'standingReach': 4.01}, {'bodyMass': 701}, {'gravitationalAcceleration': 31}, {'minVerticalLeap': 0}, {'standingReach': 400, 'reachUnit': 'cm'},
    ]
    for index, change in enumerate(fixed):
        values = {**base, **change}
        cases.append(case(f'fixed {index + 1}: {change or "defaults"}', values, expected(values)))
    for index in range(34):
        units = {unit: r.choice(['m', 'cm', 'ft', 'in']) for unit in ['heightUnit', 'reachUnit', 'leapUnit']}
        mass_unit = r.choice(['kg', 'lbs'])
        hoop = r.choice([3.048, 2.7432, 2.4384, r.uniform(2.2, 3.2)])
        reach = r.uniform(1.6, 2.9)
        leap = r.uniform(0.15, 1.1)

        def in_unit(metres, unit):
            return tidy(round(metres / float(M_PER[unit]), 2))

        values = {
            **base,
            **units,
            'hoopHeight': in_unit(hoop, units['heightUnit']),
            'standingReach': in_unit(reach, units['reachUnit']),
            'minVerticalLeap': in_unit(leap, units['leapUnit']),
            'bodyMass': tidy(round(r.uniform(40, 130) / float(KG_PER_MASS[mass_unit]), 1)),
            'massUnit': mass_unit,
            'gravitationalAcceleration': r.choice([9.8, 9.81, 9.8, 1.62, 3.71]),
        }
        cases.append(case(f'random {index + 1}', values, expected(values)))
    return cases


CALCULATORS = {
    'tv-height-calculator': tv_height,
    'percentage-calculator': percentage,
    'peptide-calculator': peptide,
    'acres-calculator': acres,
    'blooket-calculator': blooket,
    'dunk-calculator': dunk,
}
