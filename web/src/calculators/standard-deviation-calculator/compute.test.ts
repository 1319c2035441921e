import { describe, expect, it } from 'vitest';
import { compute, parseValues, readValues, valuesReader, variabilityOf, type ParsedValues } from './compute.ts';

const defaults = [2, 4, 4, 4, 5, 5, 7, 9];

/** The parsed values as a plain array, to compare with one. */
function read(text: string): { values: number[]; dropped: number } {
  const { values, dropped } = parseValues(text);
  return { values: Array.from(values), dropped };
}

describe('reading the values', () => {
  it('accepts commas, spaces, new lines and semicolons', () => {
    expect(read('1, 2;3\n4  5\t6,;7')).toEqual({ values: [1, 2, 3, 4, 5, 6, 7], dropped: 0 });
  });

  it('drops entries that are not numbers and counts them', () => {
    expect(read('1, two, 3, 4x, , 0x10, -2.5, 1e3')).toEqual({ values: [1, 3, -2.5, 1000], dropped: 3 });
  });

  it('keeps every value, in order, however many there are', () => {
    const count = 5000;
    const { values, dropped } = read(Array.from({ length: count }, (_, index) => String(index + 1)).join('\n'));
    expect(dropped).toBe(0);
    expect(values).toHaveLength(count);
    // 1 + 2 + … + n = n(n + 1) / 2, and each value where it was typed.
    expect(values.reduce((sum, value) => sum + value, 0)).toBe((count * (count + 1)) / 2);
    expect(values.every((value, index) => value === index + 1)).toBe(true);
  });

  it('reads an empty text as no values', () => {
    expect(read('  , ;\n')).toEqual({ values: [], dropped: 0 });
  });

  it('reads every value exactly as Number() does, on either side of the fast path’s limits', () => {
    const entries = [
      '0',
      '-0',
      '+0.0',
      '5.',
      '.5',
      '-.5e+3',
      '0001.50',
      '0.1',
      '0.3',
      '1000000079.1',
      '-123456.789e-2',
      '9007199254740991',
      '9007199254740992',
      '9007199254740993',
      '123456789012345678901234567890',
      '1e22',
      '1e23',
      '1.5e-22',
      '1e-23',
      '4.35e-320',
      '1.7976931348623157e308',
      '0.000000000000000000000000000001',
      '3.14159265358979323846',
      '2.2250738585072011e-308',
      '7e99999',
      '0e500',
    ];
    // Pseudo-random decimals of every length up to 20 digits, with and without exponents.
    let seed = 7;
    const digit = () => String((seed = (seed * 48271) % 2147483647) % 10);
    for (let count = 1; count <= 20; count += 1) {
      for (let point = 0; point <= count; point += 1) {
        const digits = Array.from({ length: count }, digit).join('');
        const decimal = `${digits.slice(0, point)}.${digits.slice(point)}`;
        entries.push(decimal, `-${decimal}e${(seed % 47) - 23}`);
      }
    }
    const parsed = parseValues(entries.join(', '));
    const finite = entries.filter((entry) => Number.isFinite(Number(entry)));
    expect(parsed.dropped).toBe(entries.length - finite.length);
    expect(parsed.values).toHaveLength(finite.length);
    parsed.values.forEach((value, index) => expect(Object.is(value, Number(finite[index])), finite[index]).toBe(true));
  });
});

/** Everything a reading holds, as plain arrays: the values, the dropped count, and every entry's place and number. */
function whole(parsed: ParsedValues) {
  const { count, starts, numbers } = parsed.entries;
  return {
    values: Array.from(parsed.values),
    dropped: parsed.dropped,
    starts: Array.from(starts.subarray(0, count)),
    numbers: Array.from(numbers.subarray(0, count)),
  };
}

/** Reads `before`, then `after` as an edit of it, and checks that against reading `after` afresh. */
function expectEditReadAsAfresh(before: string, after: string): ParsedValues {
  const edited = readValues(after, parseValues(before));
  expect(whole(edited), `${JSON.stringify(before)} → ${JSON.stringify(after)}`).toEqual(whole(parseValues(after)));
  return edited;
}

describe('reading an edit of the values', () => {
  it('reads the values an edit leaves, as a fresh reading does', () => {
    const edited = expectEditReadAsAfresh('1, 2, 3', '1, 2, 3, 4');
    expect(Array.from(edited.values)).toEqual([1, 2, 3, 4]);
  });

  it('joins a digit typed beside an entry to it, at either end', () => {
    expect(Array.from(expectEditReadAsAfresh('10, 12, 30', '10, 127, 30').values)).toEqual([10, 127, 30]);
    expect(Array.from(expectEditReadAsAfresh('10, 12, 30', '10, 712, 30').values)).toEqual([10, 712, 30]);
  });

  it('splits an entry at a separator typed into it, and joins two when one is deleted', () => {
    expect(Array.from(expectEditReadAsAfresh('10, 1234, 30', '10, 12 34, 30').values)).toEqual([10, 12, 34, 30]);
    expect(Array.from(expectEditReadAsAfresh('10, 12 34, 30', '10, 1234, 30').values)).toEqual([10, 1234, 30]);
  });

  it('counts what an edit drops and what it mends', () => {
    expect(expectEditReadAsAfresh('1, 2, 3', '1, 2x, 3').dropped).toBe(1);
    expect(expectEditReadAsAfresh('1, 2x, 3', '1, 2, 3').dropped).toBe(0);
    expect(expectEditReadAsAfresh('1, 2, 3', '1, 2e400, 3').dropped).toBe(1);
  });

  it('reads edits at the very start and end, of repeated text, to and from nothing', () => {
    const cases: [string, string][] = [
      ['5, 6', '45, 6'],
      ['5, 6', '5, 67'],
      ['5, 6', '5, 6,'],
      [', 5', '5'],
      ['1 1 1', '1 1 1 1'],
      ['1 1 1 1', '1 1 1'],
      ['11 11', '11 1 11'],
      ['', '1, 2'],
      ['1, 2', ''],
      ['1, 2', 'a b c'],
      ['  ,  ', ' 7 '],
    ];
    for (const [before, after] of cases) expectEditReadAsAfresh(before, after);
  });

  it('gives back the same reading for the same text', () => {
    const parsed = parseValues('1, 2');
    expect(readValues('1, 2', parsed)).toBe(parsed);
  });

  it('agrees with a fresh reading over thousands of random edits of a list', () => {
    // Random edits of every kind: characters typed, deleted or replaced anywhere, separators and
    // entries that are not numbers among them; each reading builds on the one before.
    let seed = 11;
    const random = (below: number) => (seed = (seed * 48271) % 2147483647) % below;
    const alphabet = ['0', '1', '7', '9', '.', '-', 'e', 'x', ',', ' ', '\n', ';'];
    let text = Array.from({ length: 200 }, (_, index) => String((index * 37) % 101)).join(', ');
    let parsed = parseValues(text);
    for (let edit = 0; edit < 3000; edit += 1) {
      const at = random(text.length + 1);
      const removed = random(4) === 0 ? random(12) : random(2);
      const inserted = Array.from({ length: random(4) }, () => alphabet[random(alphabet.length)]).join('');
      const next = text.slice(0, at) + inserted + text.slice(at + removed);
      parsed = readValues(next, parsed);
      if (edit % 50 === 0 || edit > 2950) expect(whole(parsed), `edit ${edit}`).toEqual(whole(parseValues(next)));
      text = next;
    }
    expect(whole(parsed)).toEqual(whole(parseValues(text)));
  });

  it('reads a field typed into one keystroke at a time', () => {
    const read = valuesReader();
    let text = '';
    for (const key of '12, 3.5; -4e1\n7') {
      text += key;
      read(text);
    }
    // 12, 3.5, −40, 7: sum −17.5
    const { values, dropped } = read(text);
    expect(Array.from(values)).toEqual([12, 3.5, -40, 7]);
    expect(dropped).toBe(0);
    expect(Array.from(read('12, 3.5').values)).toEqual([12, 3.5]);
  });
});

describe('population standard deviation (divide by N)', () => {
  it('gives the default data 2, 4, 4, 4, 5, 5, 7, 9 a mean of 5, variance 4 and SD 2', () => {
    // deviations² 9+1+1+1+0+0+4+16 = 32; 32 / 8 = 4
    expect(compute({ values: defaults, population: true })).toMatchObject({ standardDeviation: 2, variance: 4, mean: 5, count: 8 });
  });

  it('summarises the data set: count, min, max and sum', () => {
    expect(compute({ values: defaults, population: true })?.summary).toEqual({ count: 8, min: 2, max: 9, sum: 40 });
  });

  it('stays exact on values near 1e9 with a small spread, where Σx² − (Σx)²/n fails', () => {
    // deviations from the mean 1e9 + 10: −6, −3, 3, 6 → 36 + 9 + 9 + 36 = 90; 90 / 4 = 22.5
    const result = compute({ values: [1e9 + 4, 1e9 + 7, 1e9 + 13, 1e9 + 16], population: true });
    expect(result).toMatchObject({ variance: 22.5, standardDeviation: 4.743416, mean: 1000000010 });
    expect(result?.summary.sum).toBe(4000000040);
  });

  it('is 0 for a single value or identical values', () => {
    expect(compute({ values: [7], population: true })).toMatchObject({ standardDeviation: 0, variance: 0, mean: 7 });
    expect(compute({ values: [3, 3, 3], population: true })?.standardDeviation).toBe(0);
  });

  it('handles 100,000 values: 1 to 100,000 have variance (n² − 1) / 12 = 833,333,333.25', () => {
    const values = Array.from({ length: 100_000 }, (_, index) => index + 1);
    const result = compute({ values, population: true });
    expect(result).toMatchObject({ count: 100_000, mean: 50000.5, variance: 833333333.25, standardDeviation: 28867.513458 });
    // n(n + 1) / 2
    expect(result?.summary.sum).toBe(5000050000);
  });
});

describe('sample standard deviation (divide by n − 1)', () => {
  it('gives the default data variance 32 / 7 = 4.571429 and SD 2.13809', () => {
    expect(compute({ values: defaults, population: false })).toMatchObject({ variance: 4.571429, standardDeviation: 2.13809, mean: 5 });
  });

  it('gives 1e9 + 4, 7, 13, 16 a variance of 90 / 3 = 30', () => {
    expect(compute({ values: [1e9 + 4, 1e9 + 7, 1e9 + 13, 1e9 + 16], population: false })).toMatchObject({ variance: 30, standardDeviation: 5.477226 });
  });

  it('works with decimals: 1.5, 2.5, 10 (mean 4.666667, variance 21.583333)', () => {
    // deviations: −3.1667, −2.1667, 5.3333 → 10.0278 + 4.6944 + 28.4444 = 43.1667; / 2 = 21.5833
    expect(compute({ values: [1.5, 2.5, 10], population: false })).toMatchObject({ mean: 4.666667, variance: 21.583333, standardDeviation: 4.645787 });
  });

  it('has no standard deviation for a sample of one value, and says so', () => {
    const result = compute({ values: [42], population: false });
    expect(result).toMatchObject({ standardDeviation: null, variance: null, mean: 42, count: 1, variability: null });
    expect(result?.interpretation).toMatch(/^A sample standard deviation needs at least two values/);
  });

  it('shows the sample formula and divides by n − 1 in the steps', () => {
    const result = compute({ values: defaults, population: false });
    expect(result?.formula).toBe('s = √(Σ(x − x̄)² / (n − 1))');
    expect(result?.steps).toContain('Variance (sample, divide by n − 1): 32 / 7 = 4.571429');
  });
});

describe('variability bands', () => {
  it('is low below 1 and moderate at exactly 1', () => {
    expect(variabilityOf(0.999999)).toBe('low');
    expect(variabilityOf(1)).toBe('moderate');
  });

  it('is moderate below 3 and high at exactly 3', () => {
    expect(variabilityOf(2.999999)).toBe('moderate');
    expect(variabilityOf(3)).toBe('high');
  });

  it('labels whole data sets: 0 and 2 (SD 1) moderate, 0 and 6 (SD 3) high, 0 and 1.98 (SD 0.99) low', () => {
    expect(compute({ values: [0, 2], population: true })?.variability).toBe('moderate');
    expect(compute({ values: [0, 6], population: true })?.variability).toBe('high');
    expect(compute({ values: [0, 1.98], population: true })?.variability).toBe('low');
  });

  it('notes the 68% rule with the one-SD range', () => {
    expect(compute({ values: defaults, population: true })?.interpretation).toBe(
      'Variability is moderate: a standard deviation of 2 around a mean of 5. For roughly normal data, about 68% of values lie within one standard deviation of the mean (3 to 7).',
    );
  });
});

describe('no values', () => {
  it('has no result', () => {
    expect(compute({ values: [], population: true })).toBeNull();
  });
});

describe('reading the values typed', () => {
  it('keeps decimal numbers in every form and drops everything else', () => {
    expect(read('1, 2.5 -3 +4 .5 5. 1e3 1E-2 abc 0x10 1,000 ; 7;8\n9 e5 1e 1.2.3 - Infinity NaN 1e999')).toEqual({
      values: [1, 2.5, -3, 4, 0.5, 5, 1000, 0.01, 1, 0, 7, 8, 9],
      dropped: 9,
    });
  });

  it('reads nothing from blank text', () => {
    expect(read(' ,;\n\t')).toEqual({ values: [], dropped: 0 });
  });
});

describe('data on any scale', () => {
  // Expected values worked in python3 with mpmath at 30 digits.
  it('keeps the digits of data on the scale of 1e-9: SD 1.11803e-9, not 0', () => {
    const result = compute({ values: [1e-9, 2e-9, 3e-9, 4e-9], population: true });
    expect(result).toMatchObject({ standardDeviation: 1.11803e-9, variance: 1.25e-18, mean: 2.5e-9 });
    expect(result?.summary.sum).toBe(1e-8);
    expect(result?.steps.at(-1)).toBe('Standard deviation: √1.25e-18 = 1.11803e-9');
  });

  it('computes data on the scale of 1e200 without Infinity: SD 8.16497e+199, variance 6.66667e+399 in exponent notation', () => {
    const result = compute({ values: [1e200, 2e200, 3e200], population: true });
    expect(result?.standardDeviation).toBeCloseTo(8.1649658e199, -193);
    expect(result?.variance).toEqual({ scientific: '6.66667e+399' });
    expect(result).toMatchObject({ mean: 2e200, variability: 'high' });
    expect(result?.interpretation).not.toMatch(/Infinity|NaN/);
  });

  it('gives a sample of 1e200, 2e200, 3e200 a variance of 1e+400 and an SD of 1e200', () => {
    const result = compute({ values: [1e200, 2e200, 3e200], population: false });
    expect(result?.variance).toEqual({ scientific: '1e+400' });
    expect(result?.standardDeviation).toBeCloseTo(1e200, -194);
  });

  it('writes a sum or an SD beyond the largest double in exponent notation: 1.7e308 twice sums to 3.4e+308', () => {
    expect(compute({ values: [1.7e308, 1.7e308], population: true })).toMatchObject({
      summary: { sum: { scientific: '3.4e+308' } },
      mean: 1.7e308,
      standardDeviation: 0,
    });
    const spread = compute({ values: [-1.7e308, 1.7e308], population: false });
    expect(spread).toMatchObject({ standardDeviation: { scientific: '2.40416e+308' }, variance: { scientific: '5.78e+616' }, mean: 0 });
  });

  it('keeps a variance below the smallest double: 1e-200 and 3e-200 have a variance of 1e-400, not 0', () => {
    const result = compute({ values: [1e-200, 3e-200], population: true });
    expect(result?.variance).toEqual({ scientific: '1e-400' });
    expect(result?.standardDeviation).toBeCloseTo(1e-200, 205);
  });
});

describe('a pasted typographic minus', () => {
  it('reads −5 (U+2212) as −5, and 1e−3 as 0.001', () => {
    expect(read('\u22125, 3, 1e\u22123, \u22122.5e300')).toEqual({ values: [-5, 3, 0.001, -2.5e300], dropped: 0 });
  });
});

describe('plausible extremes', () => {
  it('takes a single value (population: 0) and values near a billion (sample of 1,000,000,001 … 3: 1)', () => {
    expect(compute({ values: [42], population: true })).toMatchObject({ standardDeviation: 0, variance: 0, mean: 42, count: 1 });
    expect(compute({ values: [1_000_000_001, 1_000_000_002, 1_000_000_003], population: false })).toMatchObject({
      standardDeviation: 1,
      variance: 1,
      mean: 1_000_000_002,
    });
  });
});
