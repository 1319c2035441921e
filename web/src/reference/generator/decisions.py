"""
The product's decisions, each a named switch the generator reads.

The spec (two documents) leaves some behaviour open and gets some wrong; the product decided each of
those points, and every expectation that depends on one reads its switch here. Changing a decision
is changing its switch and running the generator again: the expectations follow, none is edited by
hand. `False` restores the spec's own reading where there is one.
"""

DECISIONS = {
    # Rows with 0 or negative credits, 0 max points, a negative GPA or no grade are left out with a
    # note on the row; a row with a cell that is not a number is left out too; the others compute.
    'ignored_rows_noted': True,
    # Unit conversions use exact constants (0.3048 m per ft, 1.609344 km per mile, 4,046.8564224 m²
    # per acre, 0.45359237 kg per lb), not the spec's rounded factors (3.28084, 4,047, 2.20462 ...).
    'exact_unit_constants': True,
    # A percentage change from 0 is not defined (no base), where the spec says 0.
    'change_from_zero_undefined': True,
    # Percentage change and difference divide by the absolute base, so a rise between negative
    # numbers is a positive change.
    'percentage_absolute_base': True,
    # AP English: reading (b), weighted = round(MC + FRQ × 3.055).
    'ap_english_reading_b': True,
    # AP English percentile: the share of students earning a lower score.
    'ap_english_percentile_below': True,
    # Weighted GPA: the boost is rounded from the unrounded GPAs, not the difference of rounded ones.
    'weighted_boost_from_unrounded': True,
    # GPAs and grades are rounded to 2 decimals and their bands are read from the rounded value.
    'bands_from_rounded_value': True,
    # Cumulative GPA: the trend compares the two rounded cumulative values.
    'trend_from_rounded_values': True,
    # Credit hours: a 0-credit course counts its hours but not its credits.
    'zero_credit_course_counts_hours': True,
    # Student loan: interest accrues during the grace period (simple, monthly) and is added to the
    # balance; graduated payments start at half the standard one and rise in equal two-year steps at
    # the entered rate; income-driven pays 60% of the standard payment for at most 20 years and the
    # rest is forgiven.
    'loan_grace_interest': True,
    'loan_graduated_steps': True,
    'loan_income_driven_forgiven': True,
    # College savings: the recommended monthly payment is rounded up to the cent, so it reaches the goal.
    'savings_payment_rounded_up': True,
    # Peptide: the desired dose is a total per injection unless the dose basis says per kg.
    'peptide_dose_basis': True,
    # Final grade: the used weight is the weight of components already graded (grade above 0).
    'final_used_weight_is_graded': True,
    # Integral: the rule chosen is the rule used wherever it can be; the midpoint rule applies to an
    # integrand unbounded at an end; a rule that needs f where it is unbounded gives the improper value.
    'integral_rule_chosen_is_used': True,
    # Integral: an odd interval count with Simpson's rule is raised to the next even count.
    'simpson_odd_count_raised': True,
    # Factoring over the rationals for degrees 1-4 (the spec factors degree 2 only).
    'factoring_degrees_1_to_4': True,
    # Triangle: all five cases solved, SSA gives both triangles when ambiguous.
    'triangle_all_cases': True,
    # Volume: all five shapes.
    'volume_five_shapes': True,
    # Ratio: a negative value keeps its sign in the simplified ratio.
    'ratio_keeps_sign': True,
    # Standard deviation and volume: figures below 1 keep 6 significant digits instead of 6 decimals
    # (a 1 mm sphere in metres has a volume of 4.18879e-9, not 0).
    'small_figures_significant': True,
    # Scientific calculator: expressions with precedence, DEG default, maths without a real result
    # stops with a message (no NaN or Infinity on the display).
    'scientific_expression_entry': True,
    'scientific_real_results_only': True,
    # Scientific calculator: a number typed (and π, e) is read as the nearest double, as every
    # JavaScript calculator reads it, and a sum below 1e-15 of its terms (total cancellation) is 0;
    # after that the arithmetic is exact. (1.0001^10000 so shows 2.71814592682, the double's.)
    'scientific_binary_inputs': True,
}


def decided(name):
    """The switch's value; an unknown name is a mistake in the generator, not a default."""
    return DECISIONS[name]
