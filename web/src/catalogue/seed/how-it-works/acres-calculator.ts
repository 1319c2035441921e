import type { HowItWorksContent } from '../../content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'Enter the working width of your implement (mower deck, sprayer boom, planter) in feet, metres or inches.',
    'Enter your average ground speed in mph, km/h or feet per minute.',
    'Enter the plot area in acres, hectares, square feet or square metres.',
    'Set the overlap: the share of each pass that covers ground already done (typically 5-15%).',
    'Results update as you type; press Calculate Time & Efficiency to jump to them.',
  ],
  formula:
    'Effective width = width × (1 − overlap ÷ 100)\nAcres per hour = effective width (ft) × speed (mph) ÷ 8.25\nTheoretical maximum = width (ft) × speed (mph) ÷ 8.25\nEfficiency loss = (theoretical maximum − acres per hour) ÷ theoretical maximum × 100\nTime = plot area (acres) ÷ acres per hour\n8.25 = 43,560 sq ft per acre ÷ 5,280 ft per mile. Example: 12 ft, 5 mph, 10% overlap → 12 × 0.9 × 5 ÷ 8.25 = 6.55 acres per hour.',
  uses: [
    'Estimating how long mowing, spraying, seeding or tilling a field will take.',
    'Comparing implements of different widths or working speeds.',
    'Quoting and scheduling custom field work and landscaping jobs.',
  ],
  bestPractices: [
    'Use your real average speed, including slowing down at the ends, not the top speed.',
    'Keep overlap low with guidance or markers: every 1% of overlap costs 1% of capacity.',
    'Add time for turning, refilling and travel; field efficiency in practice is often 65-90% of the figure here.',
  ],
  notes: [
    'The spec does not give the formulas for the theoretical maximum and the efficiency loss. The theoretical maximum is the acres per hour with no overlap; the efficiency loss is the share of that maximum lost to overlap, in %, which equals the overlap percentage.',
    'Conversions are exact: 1 ft = 0.3048 m, 1 mile = 5,280 ft = 1.609344 km (so 88 ft/min = 1 mph), 1 acre = 43,560 sq ft = 4,046.8564224 m², 1 ha = 10,000 m². Only the figures shown are rounded.',
    'Acres per hour are rounded to 2 decimals and the time to the nearest minute, each from unrounded values. The calculator recomputes as you type (every calculator on this site is live); the button moves you to the results.',
  ],
};
