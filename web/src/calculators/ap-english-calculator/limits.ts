/** Slider ranges: the questions or points of each part. Data the inputs and the maths both read. */
export const limits = {
  mcReading: 24,
  mcWriting: 21,
  thesis: 1,
  evidence: 4,
  sophistication: 1,
} as const;
