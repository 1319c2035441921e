import * as v from 'valibot';
import { boundedCell, defineInputs, jsonInput, numberInput } from '../../shared/frame/inputs.ts';
import { limits } from './limits.ts';

const count = (max: number) => ({ min: 0, max, whole: true });

/** The bounds of an essay's three scores. */
export const essayBounds = { thesis: count(limits.thesis), evidence: count(limits.evidence), sophistication: count(limits.sophistication) };

const essaySchema = v.object({
  thesis: boundedCell(essayBounds.thesis),
  evidence: boundedCell(essayBounds.evidence),
  sophistication: boundedCell(essayBounds.sophistication),
});
export type EssayValue = v.InferOutput<typeof essaySchema>;

const defaultEssay: EssayValue = { thesis: 1, evidence: 2, sophistication: 1 };

/**
 * URL inputs:
 * /ap-english-calculator?mcReading=12&mcWriting=10&frq1={"thesis":1,"evidence":2,"sophistication":1}&frq2=…&frq3=…
 */
export const apEnglishInputs = defineInputs({
  mcReading: numberInput(12, count(limits.mcReading)),
  mcWriting: numberInput(10, count(limits.mcWriting)),
  frq1: jsonInput(essaySchema, defaultEssay),
  frq2: jsonInput(essaySchema, defaultEssay),
  frq3: jsonInput(essaySchema, defaultEssay),
});
