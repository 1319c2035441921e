/**
 * The record types history and trash work on, by the name both doors take (`recordType`): the audit
 * log's names for them.
 */
import { badInput } from '../../api/errors.ts';
import { calculatorService } from '../calculator/calculator.service.ts';
import { pageService } from '../page/page.service.ts';
import { seoMetaService } from '../seo/seo-meta.service.ts';

export const recordServices = { page: pageService, seoMeta: seoMetaService, calculator: calculatorService } as const;

export type RecordType = keyof typeof recordServices;
export const recordTypes = Object.keys(recordServices) as RecordType[];

/** The service of a record type, or BAD_USER_INPUT naming the types there are. */
export function serviceFor(recordType: string) {
  if (!Object.hasOwn(recordServices, recordType)) throw badInput({ recordType: `must be one of: ${recordTypes.join(', ')}` });
  return recordServices[recordType as RecordType];
}
