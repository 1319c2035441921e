"""
The education calculators with rows, from the spec's formulas and bands: final grade, college,
unweighted, weighted and cumulative GPA, semester grade, and the credit hour planner. A row the
spec ignores is left out with the note the product shows on it (decision 'ignored_rows_noted').
"""
from fractions import Fraction as F

from common import case, figure, rng, rounded, tidy, uncertain
from decisions import decided

FOUR_POINT = {
    'A+': F(4), 'A': F(4), 'A-': F('3.7'), 'B+': F('3.3'), 'B': F(3), 'B-': F('2.7'), 'C+': F('2.3'), 'C': F(2), 'C-': F('1.7'),
    'D+': F('1.3'), 'D': F(1), 'D-': F('0.7'), 'F': F(0),
}
LETTERS = list(FOUR_POINT)
CREDIT_MAX = 200


def points(letter, scale='4.0'):
    return F('4.3') if letter == 'A+' and scale == '4.3' else FOUR_POINT[letter]


def cell(value):
    """A row's cell as the maths reads it: None while blank, 'invalid' for text, else the exact number."""
    if value == '':
        return None
    if isinstance(value, str):
        return 'invalid'
    return F(str(value))


def band_value(value):
    """The value the bands read: the rounded one (decision), as an exact fraction."""
    shown = rounded(value, 2)
    if uncertain(shown):
        return None
    return F(str(shown)) if decided('bands_from_rounded_value') else value


def credits_note(credits):
    """Why a GPA row's credit hours leave it out (the spec: 0 or fewer), or None."""
    if credits is None:
        return 'Not counted: no credit hours'
    if credits == 'invalid' or credits > CREDIT_MAX:
        return 'Not counted: invalid credit hours'
    if credits == 0:
        return 'Not counted: 0 credits'
    if credits < 0:
        return 'Not counted: negative credits'
    return None


def course_note(credits, grade):
    """Why a GPA leaves a course out (the spec: no grade, or 0 credits or fewer), or None."""
    return credits_note(credits) or (None if grade in FOUR_POINT else 'Not counted: no grade yet')


# ---------------------------------------------------------------- College GPA

def college_gpa():
    r = rng('college-gpa')
    bands = [
        (F('3.7'), 'A', 'Summa Cum Laude (Highest Honors)'), (F('3.5'), 'A-', 'Magna Cum Laude (High Honors)'), (F('3.2'), 'B+', 'Cum Laude (Honors)'),
        (F(3), 'B', 'Good Standing'), (F('2.7'), 'B-', 'Satisfactory'), (F(2), 'C', 'Academic Warning'),
    ]

    def expected(courses, scale):
        notes = [course_note(cell(course['creditHours']), course['grade']) for course in courses]
        counted = [course for course, note in zip(courses, notes) if note is None]
        if not counted:
            return None if not decided('ignored_rows_noted') else {'result': None, 'notes': notes}
        credits = sum(cell(course['creditHours']) for course in counted)
        quality = sum(points(course['grade'], scale) * cell(course['creditHours']) for course in counted)
        gpa = quality / credits
        result = {'gpa': rounded(gpa, 2), 'totalCredits': rounded(credits, 10), 'totalQualityPoints': rounded(quality, 10), 'notes': notes}
        value = band_value(gpa)
        if value is not None:
            band = next((entry for entry in bands if value >= entry[0]), None)
            letter, classification = (band[1], band[2]) if band else (('D', 'Academic Probation') if value > 0 else ('F', 'Academic Dismissal Risk'))
            result.update({'letterGrade': letter, 'classification': classification})
        return result

    fixed = [
        [('Mathematics', 3, 'A'), ('English', 3, 'B+'), ('Science', 4, 'A-'), ('History', 3, 'B')],
        [('Lab', 0, 'A'), ('Physics', 4, 'B')],
        [('Audit', 0, 'A'), ('Practicum', 12, 'A'), ('Year abroad', 30, 'B+')],
        [('Typo', -3, 'A'), ('Chem', 4, 'C+')],
        [('Pending', 3, ''), ('Art', 2, 'A-')],
        [('Garbled', 'abc', 'A'), ('Physics', 4, 'B')],
        [('Blank', '', 'A'), ('Math', 3, 'B-')],
        [('Huge', 201, 'A'), ('Math', 3, 'B-')],
        [('Only', 0, 'A')],
        [('All F', 3, 'F'), ('Also F', 4, 'F')],
        [('A+', 3, 'A+'), ('B', 3, 'B')],
    ]
    cases = []
    for index, rows in enumerate(fixed):
        for scale in ['4.0', '4.3'] if index in (0, 10) else ['4.0']:
            courses = [{'name': name, 'creditHours': credits, 'grade': grade} for name, credits, grade in rows]
            cases.append(case(f'fixed {index + 1} ({scale})', {'courses': courses, 'gradeScale': scale}, expected(courses, scale)))
    for index in range(36):
        courses = []
        for number in range(r.randint(1, 8)):
            credits = r.choice([1, 2, 3, 3, 3, 4, 4, 5, 0.5, 1.5, 0, 6, 12])
            grade = r.choice(LETTERS + [''] * (1 if r.random() < 0.1 else 0))
            courses.append({'name': f'Course {number + 1}', 'creditHours': credits, 'grade': grade})
        scale = r.choice(['4.0', '4.3'])
        cases.append(case(f'random {index + 1}', {'courses': courses, 'gradeScale': scale}, expected(courses, scale)))
    return cases


# ---------------------------------------------------------------- Unweighted GPA

def unweighted_gpa():
    r = rng('unweighted-gpa')
    letter_bands = [(F('3.85'), 'A+', 97), (F('3.7'), 'A', 93), (F('3.3'), 'A-', 90), (F(3), 'B+', 87), (F('2.7'), 'B', 83), (F('2.3'), 'B-', 80),
                    (F(2), 'C+', 77), (F('1.7'), 'C', 73), (F('1.3'), 'C-', 70), (F(1), 'D', 65)]
    standings = [(F('3.7'), 'Summa Cum Laude (Highest Honors)'), (F('3.5'), 'Magna Cum Laude (High Honors)'), (F('3.2'), 'Cum Laude (Honors)'),
                 (F(3), "Dean's List Eligible"), (F('2.5'), 'Good Academic Standing'), (F(2), 'Academic Warning')]

    def expected(courses, scale):
        notes = [course_note(cell(course['creditHours']), course['grade']) for course in courses]
        counted = [course for course, note in zip(courses, notes) if note is None]
        if not counted:
            return {'result': None, 'notes': notes}
        credits = sum(cell(course['creditHours']) for course in counted)
        quality = sum(points(course['grade'], scale) * cell(course['creditHours']) for course in counted)
        gpa = quality / credits
        result = {'gpa': rounded(gpa, 2), 'totalCredits': rounded(credits, 10), 'qualityPoints': rounded(quality, 10), 'notes': notes}
        distribution = [{'letter': letter, 'count': sum(1 for course in counted if course['grade'] == letter)} for letter in LETTERS]
        result['gradeDistribution'] = [entry for entry in distribution if entry['count'] > 0]
        value = band_value(gpa)
        if value is not None:
            band = next((entry for entry in letter_bands if value >= entry[0]), (None, 'F', 0))
            result.update({'letterGrade': band[1], 'percentageEquivalent': band[2]})
            result['academicStanding'] = next((name for minimum, name in standings if value >= minimum), 'Academic Probation')
        return result

    fixed = [
        [('English 9', 'A', 1), ('Algebra I', 'B+', 1), ('Biology', 'A-', 1), ('World History', 'B', 1), ('Spanish I', 'A', 1)],
        [('Audit', 'A', 0), ('Typo', 'F', -1), ('English', 'B+', 1)],
        [('Lab', 'A', 0), ('Art', 'A', 0.5), ('Music', 'B', 0.5), ('Block', 'A-', 10)],
        [('Garbled', 'A', 'x1'), ('Math', 'C', 1)],
        [('Pending', '', 1), ('Math', 'D-', 1)],
    ]
    cases = []
    for index, rows in enumerate(fixed):
        courses = [{'name': name, 'grade': grade, 'creditHours': credits} for name, grade, credits in rows]
        cases.append(case(f'fixed {index + 1}', {'courses': courses, 'gradeScale': '4.0'}, expected(courses, '4.0')))
    for index in range(38):
        courses = [
            {'name': f'Course {number + 1}', 'grade': r.choice(LETTERS), 'creditHours': r.choice([1, 1, 1, 0.5, 0.5, 0.25, 2, 3, 0])}
            for number in range(r.randint(1, 8))
        ]
        scale = r.choice(['4.0', '4.0', '4.3'])
        cases.append(case(f'random {index + 1}', {'courses': courses, 'gradeScale': scale}, expected(courses, scale)))
    return cases


# ---------------------------------------------------------------- Weighted GPA

MULTIPLIERS = {'regular': F(1), 'honors': F('1.1'), 'ap': F('1.2'), 'dual': F('1.15')}


def weighted_gpa():
    r = rng('weighted-gpa')

    def weight_note(weight):
        if weight is None or (weight != 'invalid' and (weight <= 0 or weight <= 5)):
            return None
        return 'Not counted: invalid weight'

    def expected(courses):
        notes = [course_note(cell(course['creditHours']), course['grade']) or weight_note(cell(course['weight'])) for course in courses]
        counted = [course for course, note in zip(courses, notes) if note is None]
        if not counted:
            return {'result': None, 'notes': notes}
        credits = sum(cell(course['creditHours']) for course in counted)

        def weighted_points(course):
            weight = cell(course['weight'])
            multiplier = weight if weight is not None and weight > 0 else MULTIPLIERS[course['level']]
            return min(F(5), FOUR_POINT[course['grade']] * multiplier)

        unweighted = sum(FOUR_POINT[course['grade']] * cell(course['creditHours']) for course in counted)
        weighted = sum(weighted_points(course) * cell(course['creditHours']) for course in counted)
        if decided('weighted_boost_from_unrounded'):
            boost = rounded((weighted - unweighted) / credits, 2)
        else:
            boost = rounded(F(str(rounded(weighted / credits, 2))) - F(str(rounded(unweighted / credits, 2))), 2)
        result = {
            'weightedGPA': rounded(weighted / credits, 2), 'unweightedGPA': rounded(unweighted / credits, 2), 'totalCredits': rounded(credits, 10),
            'weightedQualityPoints': rounded(weighted, 10), 'unweightedQualityPoints': rounded(unweighted, 10), 'gpaBoost': boost, 'notes': notes,
        }
        if not uncertain(boost):
            level = 'small' if boost < 0.1 else 'moderate' if boost < 0.3 else 'strong' if boost < 0.5 else 'exceptional'
            result['boostLevel'] = level
        return result

    def course(name, grade, credits, level, weight=None):
        return {'name': name, 'grade': grade, 'creditHours': credits, 'level': level, 'weight': float(MULTIPLIERS[level]) if weight is None else weight}

    fixed = [
        [course('English 10 Honors', 'A-', 1, 'honors'), course('AP Biology', 'B+', 1, 'ap'), course('Algebra II', 'A', 1, 'regular'), course('Spanish II', 'B', 1, 'regular')],
        [course('x', 'A', 1, 'regular'), course('y', 'A', 1, 'ap'), course('z', 'B+', 1, 'regular')],
        [course('Study hall', 'A', 0, 'regular'), course('Seminar', 'A', 0.25, 'regular'), course('College Chemistry', 'B+', 4, 'dual')],
        [course('Pending', '', 1, 'ap'), course('AP History', 'A', 1, 'ap')],
        [course('Letters', 'A', 1, 'ap', 'abc'), course('Regular', 'B', 1, 'regular')],
        [course('Blank weight', 'A', 1, 'ap', ''), course('Regular', 'B', 1, 'regular')],
        [course('Edited', 'A', 1, 'honors', 1.05)],
        [course('Capped', 'A', 1, 'ap', 1.5), course('C', 'C', 1, 'regular')],
    ]
    cases = []
    for index, courses in enumerate(fixed):
        cases.append(case(f'fixed {index + 1}', {'courses': courses}, expected(courses)))
    for index in range(36):
        courses = []
        for number in range(r.randint(1, 7)):
            level = r.choice(list(MULTIPLIERS))
            courses.append(course(f'Course {number + 1}', r.choice(LETTERS), r.choice([1, 1, 1, 0.5, 2, 0.25, 0]), level))
        cases.append(case(f'random {index + 1}', {'courses': courses}, expected(courses)))
    return cases


# ---------------------------------------------------------------- Cumulative GPA

def cumulative_gpa():
    r = rng('cumulative-gpa')
    classifications = [(F('3.8'), 'Summa Cum Laude (Highest Distinction)'), (F('3.6'), 'Magna Cum Laude (High Distinction)'), (F('3.4'), 'Cum Laude (With Distinction)'),
                       (F(3), "Dean's List Eligible"), (F('2.5'), 'Good Academic Standing'), (F(2), 'Academic Warning')]

    def note(semester, scale):
        gpa, credits = cell(semester['gpa']), cell(semester['creditHours'])
        if gpa is None:
            return 'Not counted: no GPA'
        if gpa == 'invalid' or gpa > F('4.3'):
            return 'Not counted: invalid GPA'
        if gpa < 0:
            return 'Not counted: negative GPA'
        if gpa > (F('4.3') if scale == '4.3' else 4):
            return f'Not counted: GPA above {scale}'
        return credits_note(credits)

    def expected(semesters, scale):
        notes = [note(semester, scale) for semester in semesters]
        counted = [semester for semester, entry in zip(semesters, notes) if entry is None]
        if not counted:
            return {'result': None, 'notes': notes}
        credits = F(0)
        quality = F(0)
        running = []
        for semester in counted:
            credits += cell(semester['creditHours'])
            quality += cell(semester['gpa']) * cell(semester['creditHours'])
            running.append(quality / credits)
        result = {'cumulativeGPA': rounded(quality / credits, 2), 'totalCredits': rounded(credits, 10), 'totalQualityPoints': rounded(quality, 10), 'notes': notes}
        value = band_value(quality / credits)
        if value is not None:
            result['classification'] = next((name for minimum, name in classifications if value >= minimum), 'Academic Probation')
        if len(running) < 2:
            result['trend'] = 'not-enough-semesters'
        else:
            last, previous = rounded(running[-1], 2), rounded(running[-2], 2)
            if not uncertain(last) and not uncertain(previous):
                change = F(str(last)) - F(str(previous)) if decided('trend_from_rounded_values') else running[-1] - running[-2]
                result['trend'] = ('strong-upward' if change > F('0.1') else 'slight-upward' if change > 0 else 'downward' if change < F('-0.1')
                                   else 'slight-decline' if change < 0 else 'stable')
        return result

    fixed = [
        [('Fall 2023', 3.2, 15), ('Spring 2024', 3.5, 15), ('Fall 2024', 3.7, 15)],
        [('Typo', -3, 15), ('Year abroad', 3.5, 30)],
        [('Transfer', 3.4, 60), ('Overload term', 3.5, 24), ('Year abroad', 3.2, 30)],
        [('Above', 4.2, 15), ('Fine', 3, 15)],
        [('Zero', 3, 0), ('Fine', 3.9, 12)],
        [('Letters', 'ab', 15), ('Fine', 3.1, 16)],
        [('First', 3, 15), ('Second', 3.22, 15)],
        [('First', 3, 15), ('Second', 2.8, 15)],
        [('Only', 2.5, 15)],
        [('Too many', 3, 201), ('Fine', 2, 10)],
    ]
    cases = []
    for index, rows in enumerate(fixed):
        for scale in ['4.0', '4.3'] if index == 3 else ['4.0']:
            semesters = [{'name': name, 'gpa': gpa, 'creditHours': credits} for name, gpa, credits in rows]
            cases.append(case(f'fixed {index + 1} ({scale})', {'semesters': semesters, 'gradeScale': scale}, expected(semesters, scale)))
    for index in range(34):
        scale = r.choice(['4.0', '4.3'])
        semesters = [
            {'name': f'Term {number + 1}', 'gpa': tidy(round(r.uniform(1.5, 4.0), 2)), 'creditHours': r.choice([12, 13, 14, 15, 15, 16, 17, 18, 6, 24])}
            for number in range(r.randint(1, 8))
        ]
        cases.append(case(f'random {index + 1}', {'semesters': semesters, 'gradeScale': scale}, expected(semesters, scale)))
    return cases


# ---------------------------------------------------------------- Semester grade

def semester_grade():
    r = rng('semester-grade')
    bands = [(97, 'A+'), (93, 'A'), (90, 'A-'), (87, 'B+'), (83, 'B'), (80, 'B-'), (77, 'C+'), (73, 'C'), (70, 'C-'), (67, 'D+'), (65, 'D')]

    def note(assignment):
        weight, grade, maximum = cell(assignment['weight']), cell(assignment['grade']), cell(assignment['maxPoints'])
        if grade is None:
            return 'Not counted: no points earned yet'
        if grade == 'invalid' or grade > 1_000_000:
            return 'Not counted: invalid points earned'
        if grade < 0:
            return 'Not counted: negative points'
        if maximum is None:
            return 'Not counted: no max points'
        if maximum == 'invalid' or maximum > 1_000_000:
            return 'Not counted: invalid max points'
        if maximum == 0:
            return 'Not counted: 0 max points'
        if maximum < 0:
            return 'Not counted: negative max points'
        if maximum < F('0.01'):
            return 'Not counted: max points below 0.01'
        if weight is not None and (weight == 'invalid' or not 0 <= weight <= 100):
            return 'Not counted: invalid weight'
        return None

    def expected(assignments):
        notes = [note(assignment) for assignment in assignments]
        counted = [assignment for assignment, entry in zip(assignments, notes) if entry is None]
        if not counted:
            return {'result': None, 'notes': notes}
        total = sum(cell(assignment['grade']) for assignment in counted)
        maximum = sum(cell(assignment['maxPoints']) for assignment in counted)
        weighted = [assignment for assignment in counted if cell(assignment['weight']) is not None and cell(assignment['weight']) > 0]
        total_weight = sum(cell(assignment['weight']) for assignment in weighted)
        current = rounded(total / maximum * 100, 2)
        weighted_grade = rounded(sum(cell(a['grade']) / cell(a['maxPoints']) * 100 * cell(a['weight']) for a in weighted) / total_weight, 2) if total_weight > 0 else None
        projected = weighted_grade if weighted_grade is not None else current
        result = {'currentGrade': current, 'weightedGrade': weighted_grade, 'projectedFinalGrade': projected, 'totalPoints': rounded(total, 10),
                  'maxTotalPoints': rounded(maximum, 10), 'notes': notes}
        if not uncertain(projected):
            result['letterGrade'] = next((letter for minimum, letter in bands if projected >= minimum), 'F')
        return result

    def assignment(name, weight, grade, maximum):
        return {'name': name, 'weight': weight, 'grade': grade, 'maxPoints': maximum}

    fixed = [
        [assignment('Homework 1', 10, 95, 100), assignment('Quiz 1', 5, 42, 50), assignment('Midterm Exam', 30, 88, 100), assignment('Project', 25, 92, 100), assignment('Final Exam', 30, 85, 100)],
        [assignment('A', 50, 90, 100), assignment('B', 50, 5, 0)],
        [assignment('Check-in', 5, 0.5, 0.5), assignment('Capstone', 95, 870, 1000)],
        [assignment('Negative', 10, -1, 20), assignment('Fine', 10, 18, 20)],
        [assignment('Blank', 10, '', 20), assignment('Fine', 20, 40, 50)],
        [assignment('Letters', 'x', 5, 10), assignment('Fine', 20, 40, 50)],
        [assignment('No weight', 0, 45, 50), assignment('Blank weight', '', 40, 50)],
        [assignment('Bonus', 10, 105, 100)],
        [assignment('Rounded', 100, 89.996, 100)],
        [assignment('Tiny', 10, 1, 0.001), assignment('Fine', 10, 9, 10)],
    ]
    cases = []
    for index, assignments in enumerate(fixed):
        cases.append(case(f'fixed {index + 1}', {'assignments': assignments}, expected(assignments)))
    for index in range(34):
        assignments = []
        for number in range(r.randint(1, 7)):
            maximum = r.choice([10, 20, 25, 50, 100, 100, 100, 200])
            earned = tidy(round(maximum * r.uniform(0.4, 1.05), r.choice([0, 1])))
            weight = r.choice([5, 10, 15, 20, 25, 30, 0])
            assignments.append(assignment(f'Work {number + 1}', weight, earned, maximum))
        cases.append(case(f'random {index + 1}', {'assignments': assignments}, expected(assignments)))
    return cases


# ---------------------------------------------------------------- Final grade

def final_grade():
    r = rng('final-grade')

    def note(component):
        weight, grade = cell(component['weight']), cell(component['currentGrade'])
        if grade == 'invalid' or (grade is not None and grade > 200):
            return 'Not counted: invalid grade'
        if grade is None or grade <= 0:
            return 'Not counted yet: not graded'
        if weight is None:
            return 'Not counted: no weight'
        if weight == 'invalid' or not 0 <= weight <= 100:
            return 'Not counted: invalid weight'
        return None

    def expected(components, desired, final_weight):
        notes = [note(component) for component in components]
        if not (0 <= desired <= 100) or not (F('0.01') <= F(str(final_weight)) <= 100):
            return {'result': None, 'notes': notes}
        earned_components = [component for component, entry in zip(components, notes) if entry is None]
        earned = sum((cell(c['currentGrade']) * cell(c['weight']) / 100 for c in earned_components), F(0))
        used = sum((cell(c['weight']) for c in earned_components), F(0))
        effective = min(F(str(final_weight)), 100 - used)
        if effective <= 0:
            return {'result': None, 'notes': notes}
        required = max(F(0), (F(str(desired)) - earned) / effective * 100)
        shown = rounded(required, 2)
        result = {'requiredFinalGrade': shown, 'currentGrade': rounded(earned / used * 100, 2) if used > 0 else None,
                  'bestPossibleGrade': rounded(earned + effective, 2), 'notes': notes}
        if not uncertain(shown):
            advice = ('achieved' if shown <= 0 else 'easy' if shown <= 60 else 'moderate' if shown <= 80 else 'significant' if shown <= 95
                      else 'near-perfect' if shown <= 100 else 'impossible')
            result.update({'advice': advice, 'isAchievable': advice != 'impossible'})
        return result

    def component(name, weight, grade):
        return {'name': name, 'weight': weight, 'currentGrade': grade}

    fixed = [
        ([component('Homework', 20, 92), component('Quizzes', 15, 85), component('Midterm', 25, 78)], 85, 40),
        ([component('Homework', 20, 90), component('Quizzes', 15, 80), component('Midterm', 25, 85)], 85, 40),
        ([component('Homework', 20, 0), component('Quizzes', 15, 0), component('Midterm', 25, 0)], 85, 40),
        ([component('Homework', 20, 105), component('Midterm', 40, 95)], 95, 40),
        ([component('Homework', 20, 90), component('Quiz', '', 70), component('Lab', 10, '')], 85, 40),
        ([component('Homework', 60, 90), component('Midterm', 40, 80)], 85, 40),
        ([component('Homework', 50, 100)], 40, 50),
        ([component('Letters', 'x', 90), component('Homework', 30, 70)], 70, 30),
        ([component('Homework', 20, 90)], 101, 40),
        ([component('Homework', 20, 201)], 80, 40),
    ]
    cases = []
    for index, (components, desired, final_weight) in enumerate(fixed):
        cases.append(case(f'fixed {index + 1}', {'components': components, 'desiredGrade': desired, 'finalExamWeight': final_weight},
                          expected(components, desired, final_weight)))
    for index in range(34):
        components = [component(f'Part {number + 1}', r.choice([5, 10, 15, 20, 25]), r.choice([0, tidy(round(r.uniform(55, 102), 1))])) for number in range(r.randint(1, 4))]
        desired = r.choice([70, 75, 80, 85, 90, 93, tidy(round(r.uniform(60, 98), 1))])
        final_weight = r.choice([20, 25, 30, 35, 40, 50])
        cases.append(case(f'random {index + 1}', {'components': components, 'desiredGrade': desired, 'finalExamWeight': final_weight},
                          expected(components, desired, final_weight)))
    return cases


# ---------------------------------------------------------------- Credit hours

def credit_hour():
    r = rng('credit-hour')
    factors = {'high': F(1), 'medium': F('1.25'), 'low': F('1.5')}

    def note(course):
        credits, class_hours, study = cell(course['creditHours']), cell(course['classHours']), cell(course['studyHours'])
        if credits is None:
            return 'Not counted: no credit hours'
        if credits == 'invalid' or credits > 30:
            return 'Not counted: invalid credit hours'
        if credits < 0:
            return 'Not counted: negative credits'
        if 0 < credits < F('0.01'):
            return 'Not counted: credits below 0.01'
        if class_hours == 'invalid' or (class_hours is not None and not 0 <= class_hours <= 40):
            return 'Not counted: invalid class hours'
        if study == 'invalid' or (study is not None and not 0 <= study <= 60):
            return 'Not counted: invalid study hours'
        return None

    def expected(values):
        courses = values['coursesToAdd']
        notes = [note(course) for course in courses]
        planning = [(values['currentCredits'], 0, 1000), (values['maxCreditsPerSemester'], 1, 40), (values['workHours'], 0, 112), (values['otherCommitments'], 0, 112)]
        if any(not low <= value <= high for value, low, high in planning):
            return {'result': None, 'notes': notes}
        counted = [course for course, entry in zip(courses, notes) if entry is None]
        if not decided('zero_credit_course_counts_hours'):
            counted = [course for course in counted if cell(course['creditHours']) > 0]
        credits = sum((cell(course['creditHours']) for course in counted), F(0))
        if credits == 0:
            return {'result': None, 'notes': notes}
        factor = factors[values['studyEfficiency']]

        def study(course):
            hours = cell(course['studyHours'])
            return (hours if hours is not None and hours > 0 else F('2.5') * cell(course['creditHours'])) * factor

        class_time = sum((cell(course['classHours']) or F(0) for course in counted), F(0))
        study_time = sum((study(course) for course in counted), F(0))
        weekly = class_time + study_time
        work, other = F(str(values['workHours'])), F(str(values['otherCommitments']))
        available = 168 - 56 - work - other
        per_credit = weekly / credits
        band = 'light' if per_credit < 3 else 'moderate' if per_credit < 4 else 'heavy' if per_credit < 5 else 'very-heavy'
        fitting = max(0, (available / per_credit).__floor__())
        cap = 12 if work > 20 else None
        load = min([fitting, int(F(str(values['maxCreditsPerSemester'])).__floor__())] + ([cap] if cap else []))
        ids = []
        if work > 20 and credits > 12:
            ids.append('heavy-work')
        if credits < 12:
            ids.append('part-time')
        if weekly > available:
            ids.append('over-capacity')
        if credits > F(str(values['maxCreditsPerSemester'])):
            ids.append('over-maximum')
        after = F(str(values['currentCredits'])) + credits
        remaining = max(F(0), 120 - after)
        result = {
            'totalNewCredits': figure(credits, 6), 'totalClassTime': figure(class_time, 6), 'totalStudyTime': figure(study_time, 6),
            'totalWeeklyHours': figure(weekly, 6), 'timeAvailable': figure(available, 6), 'workloadBand': band,
            'recommendations': ids or ['balanced'], 'graduationImpact.semestersRemaining': -((-remaining) // 15), 'notes': notes,
        }
        # A ratio that is a whole number exactly may land a hair below it in a double: either floor is right then.
        if (available / per_credit).denominator != 1 or fitting == 0:
            result['recommendedLoad'] = load
        return result

    def course(name, credits, class_hours, study):
        return {'name': name, 'creditHours': credits, 'classHours': class_hours, 'studyHours': study}

    defaults = [course('Calculus I', 4, 4, 10), course('English Composition', 3, 3, 7), course('Biology', 4, 6, 10), course('Psychology', 3, 3, 6)]
    plan = {'currentCredits': 45, 'maxCreditsPerSemester': 18, 'workHours': 15, 'otherCommitments': 10, 'studyEfficiency': 'medium'}
    fixed = [
        {**plan, 'coursesToAdd': defaults},
        {**plan, 'coursesToAdd': defaults + [course('Chemistry lab', 0, 3, '')]},
        {**plan, 'coursesToAdd': [course('Term', 30, 30, '')], 'maxCreditsPerSemester': 30, 'workHours': 50},
        {**plan, 'coursesToAdd': [course('Typo', -4, 4, 10), course('Biology', 4, 6, 10)]},
        {**plan, 'coursesToAdd': [course('Letters', 'abc', 3, 5), course('Biology', 4, 6, '')]},
        {**plan, 'coursesToAdd': [course('Blank', '', 3, 5), course('Biology', 4, 6, 0)], 'studyEfficiency': 'low'},
        {**plan, 'coursesToAdd': defaults, 'workHours': 25},
        {**plan, 'coursesToAdd': defaults, 'workHours': 112, 'otherCommitments': 0},
        {**plan, 'coursesToAdd': defaults, 'currentCredits': 110},
        {**plan, 'coursesToAdd': [course('Lab only', 0, 3, 2)]},
        {**plan, 'coursesToAdd': defaults, 'workHours': 113},
        {**plan, 'coursesToAdd': defaults, 'maxCreditsPerSemester': 12, 'studyEfficiency': 'high'},
    ]
    cases = []
    for index, values in enumerate(fixed):
        cases.append(case(f'fixed {index + 1}', values, expected(values)))
    for index in range(34):
        courses = [course(f'Course {number + 1}', r.choice([1, 2, 3, 3, 4, 4, 5, 0]), r.choice([0, 1, 2, 3, 3, 4, 5, 6]), r.choice(['', 0, 4, 6, 7.5, 8, 10, 12]))
                   for number in range(r.randint(1, 6))]
        values = {
            'coursesToAdd': courses, 'currentCredits': r.choice([0, 15, 30, 45, 60, 90, 105, 118]), 'maxCreditsPerSemester': r.choice([12, 15, 18, 21, 24]),
            'workHours': r.choice([0, 10, 15, 20, 21, 30, 40]), 'otherCommitments': r.choice([0, 5, 10, 20]), 'studyEfficiency': r.choice(list(factors)),
        }
        cases.append(case(f'random {index + 1}', values, expected(values)))
    return cases


CALCULATORS = {
    'college-gpa-calculator': college_gpa,
    'unweighted-gpa-calculator': unweighted_gpa,
    'weighted-gpa-calculator': weighted_gpa,
    'cumulative-gpa-calculator': cumulative_gpa,
    'semester-grade-calculator': semester_grade,
    'final-grade-calculator': final_grade,
    'credit-hour-calculator': credit_hour,
}
