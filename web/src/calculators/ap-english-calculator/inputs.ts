import * as v from 'valibot';
import { defineInputs, jsonInput, numberCell, numberInput } from '../../shared/frame/inputs.ts';

const essaySchema = v.object({ thesis: numberCell, evidence: numberCell, sophistication: numberCell });
export type EssayValue = v.InferOutput<typeof essaySchema>;

const defaultEssay: EssayValue = { thesis: 1, evidence: 2, sophistication: 1 };

/**
 * URL inputs (CONVENTIONS section 4):
 * /ap-english-calculator?mcReading=12&mcWriting=10&frq1={"thesis":1,"evidence":2,"sophistication":1}&frq2=…&frq3=…
 */
export const apEnglishInputs = defineInputs({
  mcReading: numberInput(12),
  mcWriting: numberInput(10),
  frq1: jsonInput(essaySchema, defaultEssay),
  frq2: jsonInput(essaySchema, defaultEssay),
  frq3: jsonInput(essaySchema, defaultEssay),
});
