/** Slider maxima: the questions or points of each section. Data the inputs and the maths both read. */
export const mcqMaximum = 60;

export const frqMaxima = {
  frq1Score: 10,
  frq2Score: 10,
  frq3Score: 10,
  frq4Score: 4,
  frq5Score: 4,
  frq6Score: 4,
  frq7Score: 4,
} as const;
