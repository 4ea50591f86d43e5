import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';

/** A staff page the person may not use: says so, and offers the overview every staff member may read. */
export function NoAccessPanel() {
  const { t } = useTranslation();
  return (
    <EmptyPanel
      icon={<IconLock size={30} aria-hidden />}
      title={t('dashboard.noAccess.title')}
      description={t('dashboard.noAccess.body')}
      actions={
        <Button component={Link} to="/dashboard/overview" variant="light">
          {t('dashboard.noAccess.back')}
        </Button>
      }
    />
  );
}
