/** Slider maxima: the questions or points of each section. Data the inputs and the maths both read. */
export const maxima = { mcqNoCalc: 30, mcqCalc: 15, frqCalc: 18, frqNoCalc: 36 } as const;
