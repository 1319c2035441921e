import { describe, expect, it } from 'vitest';
import { newSemester, semesterName } from './CumulativeGpaPage.tsx';

describe('new semester names', () => {
  it('continue the initial Fall 2023, Spring 2024, Fall 2024 with Spring 2025, Summer 2025, Fall 2025, Spring 2026', () => {
    expect([4, 5, 6, 7, 8, 9].map(semesterName)).toEqual(['Spring 2025', 'Summer 2025', 'Fall 2025', 'Spring 2026', 'Summer 2026', 'Fall 2026']);
  });

  it('agree with the third initial semester and follow Spring 2024 with Summer 2024', () => {
    expect(semesterName(3)).toBe('Fall 2024');
    expect(semesterName(2)).toBe('Summer 2024');
  });

  it('come from the new count of semesters', () => {
    const three = [
      { name: 'Fall 2023', gpa: 3.2, creditHours: 15 },
      { name: 'Spring 2024', gpa: 3.5, creditHours: 15 },
      { name: 'Fall 2024', gpa: 3.7, creditHours: 15 },
    ];
    expect(newSemester(three)).toEqual({ name: 'Spring 2025', gpa: 3, creditHours: 15 });
  });
});
