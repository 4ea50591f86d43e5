import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { LEGAL_LABELS } from '../content/labels';
import { privacyPolicy } from '../content/privacy-policy';
import { resolveLegalLanguage } from '../utils/resolve-legal-language';
import { LegalDocumentView } from './legal-document-view';

/** /legal/privacy-policy in the current interface language (Thai unless English is chosen). */
export default function PrivacyPolicyPage() {
  const { i18n } = useTranslation();
  const language = resolveLegalLanguage(i18n.language);
  const content = privacyPolicy[language];
  useDocumentTitle(content.title);

  return <LegalDocumentView content={content} labels={LEGAL_LABELS[language]} />;
}
