"""
The finance calculators (the spec's formulas, with the product's decisions): student
loan, college savings and college cost. Money is worked out with 50-digit decimals (mpmath) or
exact fractions, and compared to the cent.
"""
from fractions import Fraction as F

import mpmath

from common import case, figure, mp, rng, rounded, rounded_up
from decisions import decided

mpf = mp

# The day the loan is worked out on (the runner passes the same): payoff dates follow from it.
TODAY = (2026, 1)


def amortised(principal, rate, months):
    if rate == 0:
        return principal / months
    return principal * rate / (1 - (1 + rate) ** -months)


def student_loan():
    r = rng('student-loan')
    cases = []

    def expected(principal, annual, years, plan, grace):
        if not (0 < principal <= 10_000_000 and 0 <= annual <= 50 and 1 <= years <= 30 and isinstance(grace, int) and 0 <= grace <= 60):
            return None
        rate = mpf(F(str(annual))) / 100 / 12
        months = int(round(years * 12))
        grace_interest = mpf(principal) * rate * grace if decided('loan_grace_interest') else mpf(0)
        balance = mpf(principal) + grace_interest
        standard = amortised(balance, rate, months)
        standard_interest = grace_interest + standard * months - balance

        if plan == 'standard':
            payments = [standard] * months
            may_leave = False
        elif plan == 'extended':
            payments = [amortised(balance, rate, 300)] * 300
            may_leave = False
        elif plan == 'graduated':
            first = standard / 2
            step_length = min(24, -(-months // 2))
            if months == 1:
                payments = [standard]
            else:
                v = 1 / (1 + rate)
                annuity = sum(v ** (k + 1) for k in range(months))
                weight = sum((k // step_length) * v ** (k + 1) for k in range(months))
                step = (balance - first * annuity) / weight
                payments = [first + step * (k // step_length) for k in range(months)]
            may_leave = False
        else:
            payments = [standard * mpf('0.6')] * 240
            may_leave = decided('loan_income_driven_forgiven')

        owed_balance = balance
        total_paid = mpf(0)
        total_interest = grace_interest
        count = 0
        for index, planned in enumerate(payments):
            interest = owed_balance * rate
            owed = owed_balance + interest
            last = index == len(payments) - 1
            payment = owed if last and not may_leave else min(planned, owed)
            total_interest += interest
            total_paid += payment
            owed_balance = owed - payment
            count += 1
            if owed_balance <= balance * mpf('1e-12'):
                owed_balance = mpf(0)
                break
        months_to_payoff = TODAY[0] * 12 + (TODAY[1] - 1) + grace + count
        monthly = payments[0]
        affordability = 'very-affordable' if monthly < 200 else 'manageable' if monthly < 500 else 'high' if monthly < 1000 else 'very-high'
        return {
            'monthlyPayment': figure(monthly, 2),
            'totalPayment': figure(total_paid, 2),
            'totalInterest': figure(total_interest, 2),
            'interestSavings': figure(0 if plan == 'standard' else standard_interest - total_interest, 2),
            'forgivenBalance': figure(owed_balance, 2),
            'numberOfPayments': count,
            'payoffDate.year': months_to_payoff // 12,
            'payoffDate.month': months_to_payoff % 12 + 1,
            'affordability': affordability,
        }

    fixed = [
        (25000, 5.5, 10, 'standard', 6), (25000, 5.5, 10, 'graduated', 6), (25000, 5.5, 10, 'extended', 6), (25000, 5.5, 10, 'income-driven', 6),
        (25000, 0, 10, 'standard', 6), (25000, 0, 10, 'graduated', 0), (40000, 6.8, 10, 'income-driven', 0), (100000, 7.5, 20, 'income-driven', 6),
        (5000, 4.5, 1, 'graduated', 0), (5000, 4.5, 1, 'standard', 0), (250000, 8, 25, 'standard', 36), (0, 5, 10, 'standard', 6),
        (25000, 51, 10, 'standard', 6), (25000, 5, 31, 'standard', 6), (25000, 5, 10, 'standard', 61), (12000, 3.73, 3, 'graduated', 0),
    ]
    for args in fixed:
        cases.append(case(f'{args[3]} {args[0]} at {args[1]}% for {args[2]} years, grace {args[4]}', loan_inputs(*args), expected(*args)))
    for index in range(30):
        args = (r.choice([3500, 5500, 12000, 25000, 31000, 45000, 60000, 90000, 138500]), r.choice([0, 2.75, 3.73, 4.99, 5.5, 6.54, 7.05, 8.25, 11.5]),
                r.choice([1, 2, 3, 5, 10, 10, 15, 20, 25]), r.choice(['standard', 'graduated', 'extended', 'income-driven']), r.choice([0, 0, 6, 6, 9, 12]))
        cases.append(case(f'random {index + 1}', loan_inputs(*args), expected(*args)))
    return cases


def loan_inputs(principal, annual, years, plan, grace):
    return {'principalAmount': principal, 'interestRate': annual, 'loanTerm': years, 'repaymentPlan': plan, 'gracePeriod': grace}


def college_savings():
    r = rng('college-savings')
    cases = []

    def future(months, rate, savings, monthly):
        if rate == 0:
            return savings + monthly * months
        growth = (1 + rate) ** months
        return savings * growth + monthly * (growth - 1) / rate

    def expected(values):
        age, start = values['childAge'], values['collegeStartAge']
        bounds = [(age, 0, 17), (start, 16, 25), (values['currentSavings'], 0, 1e8), (values['monthlyContribution'], 0, 1e8), (values['expectedReturn'], 0, 15),
                  (values['collegeCost'], 0, 1e8), (values['inflationRate'], 0, 10), (values['savingsGoal'], 0, 1e8)]
        if any(not low <= value <= high for value, low, high in bounds):
            return None
        years = max(0, start - age)
        months = int(round(years * 12))
        rate = mpf(F(str(values['expectedReturn']))) / 100 / 12
        savings, monthly = mpf(values['currentSavings']), mpf(F(str(values['monthlyContribution'])))
        value = future(months, rate, savings, monthly)
        contributions = savings + monthly * months
        inflated = mpf(values['collegeCost']) * (1 + mpf(F(str(values['inflationRate']))) / 100) ** years
        goal = mpf(values['savingsGoal']) if values['savingsGoal'] > 0 else inflated
        shortfall = max(mpf(0), goal - value)
        band = 'none' if shortfall <= 0 else 'small' if shortfall < goal * mpf('0.2') else 'moderate' if shortfall < goal * mpf('0.5') else 'large'
        alone = future(months, rate, savings, 0)
        if alone >= goal:
            recommended = 0
        elif months == 0:
            recommended = None
        else:
            needed = (goal - alone) / future(months, rate, mpf(0), mpf(1))
            recommended = rounded_up(needed, 2) if decided('savings_payment_rounded_up') else rounded(needed, 2)
            # A needed payment a hair above a whole cent: a double may land on the cent below, which then reaches the goal too.
            cents = needed * 100
            if abs(cents - mpmath.nint(cents)) < mpf('1e-6'):
                recommended = {'oneOf': sorted({float(mpmath.nint(cents) / 100), float((mpmath.nint(cents) + 1) / 100)})}
        return {
            'yearsToSave': years, 'futureValue': figure(value, 2), 'totalContributions': figure(contributions, 2), 'investmentGrowth': figure(value - contributions, 2),
            'shortfall': figure(shortfall, 2), 'shortfallBand': band, 'recommendedMonthlyPayment': recommended,
        }

    base = {'childAge': 5, 'collegeStartAge': 18, 'currentSavings': 5000, 'monthlyContribution': 300, 'expectedReturn': 7, 'collegeCost': 100000, 'inflationRate': 3, 'savingsGoal': 0}
    fixed = [{}, {'expectedReturn': 0}, {'childAge': 17, 'collegeStartAge': 18}, {'childAge': 18}, {'savingsGoal': 50000}, {'currentSavings': 200000},
             {'childAge': 10, 'collegeStartAge': 16, 'monthlyContribution': 0}, {'collegeStartAge': 26}, {'expectedReturn': 15, 'inflationRate': 10},
             {'childAge': 0, 'collegeStartAge': 25, 'monthlyContribution': 50}]
    for index, change in enumerate(fixed):
        values = {**base, **change}
        cases.append(case(f'fixed {index + 1}: {change or "defaults"}', values, expected(values)))
    for index in range(34):
        age = r.randint(0, 17)
        values = {
            'childAge': age, 'collegeStartAge': r.randint(max(16, age), 22), 'currentSavings': r.choice([0, 1000, 2500, 5000, 12000, 30000]),
            'monthlyContribution': r.choice([0, 50, 100, 150, 250, 300, 500, 1000]), 'expectedReturn': r.choice([0, 3, 4.5, 6, 7, 8, 10]),
            'collegeCost': r.choice([40000, 60000, 100000, 150000, 250000]), 'inflationRate': r.choice([0, 2, 2.5, 3, 4, 5]), 'savingsGoal': r.choice([0, 0, 0, 50000, 120000]),
        }
        cases.append(case(f'random {index + 1}', values, expected(values)))
    return cases


AVERAGES = {
    'public-instate': [10560, 11950, 1240, 2250, 1230],
    'public-outstate': [27020, 11950, 1240, 2250, 1230],
    'private': [37650, 13620, 1240, 2250, 1230],
    'community': [3770, 8660, 1460, 2250, 1800],
}
COST_FIELDS = ['tuitionPerYear', 'roomAndBoard', 'booksAndSupplies', 'personalExpenses', 'transportation']


def college_cost():
    r = rng('college-cost')
    cases = []

    def expected(values):
        costs = [F(str(values[field])) for field in COST_FIELDS]
        length = F(str(values['degreeLength']))
        if any(not 0 <= cost <= 10_000_000 for cost in costs) or not 1 <= length <= 8 or not 0 <= values['inflationRate'] <= 10:
            return None
        inflation = 1 + F(str(values['inflationRate'])) / 100
        yearly = sum(costs)
        total = F(0)
        index = 0
        while index < length:
            share = min(F(1), length - index)
            total += yearly * inflation**index * share
            index += 1
        average = AVERAGES[values['schoolType']]
        average_yearly = sum(average)
        difference = (yearly - average_yearly) / average_yearly * 100
        status = 'close' if abs(difference) <= 10 else 'above' if difference > 0 else 'below'
        tips = []
        if costs[0] > average[0] * F('1.2'):
            tips.append('tuition')
        if costs[1] > average[1] * F('1.2'):
            tips.append('room-and-board')
        if costs[2] > average[2] * F('1.3'):
            tips.append('books')
        if total > 100000:
            tips.append('total')
        if values['livingArrangement'] == 'on-campus' and costs[1] > 15000:
            tips.append('on-campus')
        return {
            'totalCostCurrentRates': figure(yearly * length, 2), 'totalCostWithInflation': figure(total, 2), 'averageCostPerYear': figure(total / length, 2),
            'comparison.status': status, 'recommendations': tips or ['general'],
        }

    base = {'tuitionPerYear': 25000, 'roomAndBoard': 12000, 'booksAndSupplies': 1200, 'personalExpenses': 2000, 'transportation': 1000, 'degreeLength': 4,
            'inflationRate': 3, 'schoolType': 'public-instate', 'livingArrangement': 'on-campus'}
    fixed = [{}, {'degreeLength': 4.5}, {'inflationRate': 0}, {'schoolType': 'private', 'tuitionPerYear': 37650, 'roomAndBoard': 13620, 'booksAndSupplies': 1240,
             'personalExpenses': 2250, 'transportation': 1230}, {'roomAndBoard': 16000}, {'livingArrangement': 'with-parents', 'roomAndBoard': 0},
             {'degreeLength': 8, 'inflationRate': 10}, {'degreeLength': 9}, {'degreeLength': 1, 'schoolType': 'community', 'tuitionPerYear': 3770}, {'booksAndSupplies': 2000}]
    for index, change in enumerate(fixed):
        values = {**base, **change}
        cases.append(case(f'fixed {index + 1}: {change or "defaults"}', values, expected(values)))
    for index in range(34):
        school = r.choice(list(AVERAGES))
        average = AVERAGES[school]
        values = {field: int(round(average[position] * r.uniform(0.6, 1.5), -1)) for position, field in enumerate(COST_FIELDS)}
        values.update({'degreeLength': r.choice([1, 2, 3, 4, 4, 5, 2.5, 4.5]), 'inflationRate': r.choice([0, 2, 3, 3.5, 5]), 'schoolType': school,
                       'livingArrangement': r.choice(['on-campus', 'off-campus', 'with-parents'])})
        cases.append(case(f'random {index + 1}', values, expected(values)))
    return cases


CALCULATORS = {'student-loan-calculator': student_loan, 'college-savings-calculator': college_savings, 'college-cost-calculator': college_cost}
