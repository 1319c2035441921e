import type { HowItWorksContent } from '../../content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'Enter each course with its letter grade and credits. Every course counts the same way, whatever its level.',
    'Keep the 4.0 scale unless your school awards 4.3 points for an A+.',
    'Your GPA, quality points, letter grade with its percentage equivalent, academic standing and grade distribution update as you type.',
  ],
  formula:
    'Quality points = grade points × credits (A+ and A 4.0, A- 3.7, B+ 3.3, B 3.0, B- 2.7, C+ 2.3, C 2.0, C- 1.7, D+ 1.3, D 1.0, D- 0.7, F 0)\nGPA = total quality points ÷ total credits',
  uses: [
    'Reporting a GPA on college and scholarship applications that ask for an unweighted figure.',
    'Comparing records from schools that weight honors and AP classes differently.',
    'Checking eligibility for honor rolls, athletics or programs with a GPA cut-off.',
  ],
  bestPractices: [
    'Use the credits on your report card; where every class is worth the same, enter 1 for each.',
    'An unweighted GPA treats an A in AP the same as an A in a regular class: use the weighted GPA calculator to see the difference.',
    'Look at the grade distribution: turning one C into a B often moves the GPA more than you expect.',
  ],
  notes: [
    'The page uses the 4.0 values by default; on the 4.3 scale an A+ counts 4.3.',
    "Letter and percentage equivalent: 3.85 A+ (97%), 3.7 A (93%), 3.3 A- (90%), 3.0 B+ (87%), 2.7 B (83%), 2.3 B- (80%), 2.0 C+ (77%), 1.7 C (73%), 1.3 C- (70%), 1.0 D (65%), below that F. Standing: 3.7 Summa Cum Laude, 3.5 Magna Cum Laude, 3.2 Cum Laude, 3.0 Dean's List Eligible, 2.5 Good Academic Standing, 2.0 Academic Warning, below that Academic Probation.",
    'The GPA is rounded to 2 decimals and the bands are read from that value. Courses without a grade, or with 0 or fewer credits (a 0-credit lab or an audited course), are left out, and the row says why. The starting courses are only an example.',
  ],
};
