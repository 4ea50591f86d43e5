import { i18n } from '../../lib/i18n';

/**
 * Props of a text field capped at the server's limit (a shared constant), with a visible
 * "used / max" counter under the field.
 */
export function charLimit(value: string, max: number) {
  return {
    maxLength: max,
    description: i18n.t('common.charCount', {
      used: value.length.toLocaleString('en-US'),
      max: max.toLocaleString('en-US'),
    }),
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[],
  };
}
