import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Centered spinner while a page or its data loads. */
export function PageLoader({ minHeight = '50vh' }: { minHeight?: string | number }) {
  const { t } = useTranslation();
  return (
    <Center mih={minHeight} role="status" aria-label={t('common.loading')}>
      <Loader type="dots" size="lg" />
    </Center>
  );
}
