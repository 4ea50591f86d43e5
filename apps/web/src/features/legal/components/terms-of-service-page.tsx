import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { LEGAL_LABELS } from '../content/labels';
import { termsOfService } from '../content/terms-of-service';
import { resolveLegalLanguage } from '../utils/resolve-legal-language';
import { LegalDocumentView } from './legal-document-view';

/** /legal/terms-of-service in the current interface language (Thai unless English is chosen). */
export default function TermsOfServicePage() {
  const { i18n } = useTranslation();
  const language = resolveLegalLanguage(i18n.language);
  const content = termsOfService[language];
  useDocumentTitle(content.title);

  return <LegalDocumentView content={content} labels={LEGAL_LABELS[language]} />;
}
