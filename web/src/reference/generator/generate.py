"""
Writes the reference corpus: one JSON file per calculator in ../cases, from the spec, the product's
decisions (decisions.py) and an independent computation of every expectation (exact fractions and
decimals for money and grades, mpmath and sympy for the maths). Run it from anywhere:

    python3 web/src/reference/generator/generate.py

It needs python3 with sympy and mpmath; the tests that read the files need neither. The same seed
(common.SEED) and decisions always write the same files.
"""
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import ap  # noqa: E402
import education  # noqa: E402
import finance  # noqa: E402
import general  # noqa: E402
import maths  # noqa: E402
import scientific  # noqa: E402
from common import SEED  # noqa: E402
from decisions import DECISIONS  # noqa: E402

CALCULATORS = {**general.CALCULATORS, **ap.CALCULATORS, **education.CALCULATORS, **finance.CALCULATORS, **maths.CALCULATORS, **scientific.CALCULATORS}
OUTPUT = Path(__file__).parent.parent / 'cases'


def main(names):
    OUTPUT.mkdir(exist_ok=True)
    total = 0
    for slug, build in CALCULATORS.items():
        if names and slug not in names:
            continue
        cases = build()
        document = {
            'calculator': slug,
            'generator': 'web/src/reference/generator/generate.py',
            'seed': SEED,
            'decisions': DECISIONS,
            'cases': cases,
        }
        (OUTPUT / f'{slug}.json').write_text(json.dumps(document, ensure_ascii=False, indent=1) + '\n')
        total += len(cases)
        print(f'{slug}: {len(cases)} cases')
    print(f'{total} cases in all')


if __name__ == '__main__':
    main(sys.argv[1:])
