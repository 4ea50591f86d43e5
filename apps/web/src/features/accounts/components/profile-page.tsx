import { Container, Stack } from '@mantine/core';
import type { Profile } from '@ideamatch/shared';
import { IconBulb, IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ProfileHeader } from './profile-header';

type ProfilePageProps = { myProfile: Profile | null };

/** `/profile` (mine) or `/profile?accountId=…` (someone else's, with the accounts issue). */
export function ProfilePage({ myProfile }: ProfilePageProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const accountId = searchParams.get('accountId');
  const isMine = !accountId || accountId === myProfile?.id;
  useDocumentTitle(t('profile.title'));

  if (!isMine || !myProfile) {
    return (
      <Container size="lg" py={{ base: 'lg', sm: 40 }}>
        <PageHeader title={t('profile.title')} />
        <EmptyPanel
          icon={<IconUserSearch size={30} aria-hidden />}
          title={t('profile.otherTitle')}
          description={t('profile.otherBody')}
        />
      </Container>
    );
  }
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <ProfileHeader profile={myProfile} />
        <EmptyPanel
          icon={<IconBulb size={30} aria-hidden />}
          title={t('profile.ideasTitle')}
          description={t('profile.ideasBody')}
        />
      </Stack>
    </Container>
  );
}
