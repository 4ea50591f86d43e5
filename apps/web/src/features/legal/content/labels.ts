import type { Language } from '@ideamatch/shared';
import type { LegalLabels } from './types';

/**
 * Labels of the legal page layout. They live beside the documents, which are themselves written
 * per language in TypeScript, rather than in the shared locale files.
 */
export const LEGAL_LABELS: Record<Language, LegalLabels> = {
  TH: { effectiveDate: 'มีผลบังคับใช้', contents: 'สารบัญ' },
  EN: { effectiveDate: 'Effective date', contents: 'Contents' },
};
