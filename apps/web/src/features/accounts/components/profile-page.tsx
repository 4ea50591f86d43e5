import { Button, Container, Group, Stack, Text } from '@mantine/core';
import type { Profile } from '@ideamatch/shared';
import { displayName } from '@ideamatch/shared/format';
import { IconBookmark, IconEdit, IconFlag, IconMessage, IconUserOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { PageLoader } from '../../../components/ui/page-loader';
import { hasErrorCode } from '../../../lib/api-client';
import { parseError } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAccountQuery } from '../api/get-account';
import { ProfileEditForm } from './profile-edit-form';
import { ProfileHeader } from './profile-header';
import { SubAccountManager } from './sub-account-manager';
import { PartnerButton } from '../../partners/components/partner-button';
import { PersonIdeas } from '../../ideas/components/person-ideas';
import { ReportDialog } from '../../reports/components/report-dialog';
import { FollowButton, FollowStats } from '../../engagement/components/follow-button';

type ProfilePageProps = {
  myProfile: Profile | null;
  /** False for a visitor: what needs an account (partner, report) is not offered. */
  isSignedIn: boolean;
  /** Stores the saved profile in the session (the header and popover show it too). */
  onProfileSaved: (profile: Profile) => void;
  /** "Back to main account" on the profile in a sub-account session. */
  subAccountAction?: ReactNode;
};

/** `/profile` (mine, editable) or `/profile?accountId=…` (someone else's, read-only). */
export function ProfilePage({ myProfile, isSignedIn, onProfileSaved, subAccountAction }: ProfilePageProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const accountId = searchParams.get('accountId');
  const isMine = !accountId || accountId === myProfile?.id;
  const personaId = myProfile?.subAccountInfo?.id ?? null;
  useDocumentTitle(t('profile.title'));

  return (
    <Container size="lg" w="100%" py={{ base: 'lg', sm: 40 }}>
      {personaId ? (
        <PersonaProfile personaId={personaId} action={subAccountAction} />
      ) : isMine ? (
        <MyProfile profile={myProfile} onSaved={onProfileSaved} subAccountAction={subAccountAction} />
      ) : (
        <OtherProfile accountId={accountId} isSignedIn={isSignedIn} />
      )}
    </Container>
  );
}

type MyProfileProps = { profile: Profile | null; onSaved: (profile: Profile) => void; subAccountAction?: ReactNode };

function MyProfile({ profile, onSaved, subAccountAction }: MyProfileProps) {
  const { t } = useTranslation();
  const [isEditing, setIsEditing] = useState(false);
  if (!profile) return <PageLoader />;
  if (isEditing) {
    return (
      <ProfileEditForm
        profile={profile}
        onCancel={() => setIsEditing(false)}
        onSaved={(updated) => {
          // Only the own main account's full profile (not a public one) replaces the session's.
          if (updated && 'role' in updated) onSaved(updated);
          setIsEditing(false);
        }}
      />
    );
  }
  const canEdit = !profile.subAccountInfo;
  return (
    <Stack gap="xl">
      <ProfileHeader
        profile={profile}
        actions={
          <>
            {subAccountAction}
            {canEdit && (
              <Button
                variant="light"
                leftSection={<IconEdit size={18} aria-hidden />}
                onClick={() => setIsEditing(true)}
                mt="sm"
              >
                {t('profile.edit.open')}
              </Button>
            )}
            {canEdit && (
              <Button
                component={Link}
                to="/saved"
                variant="default"
                leftSection={<IconBookmark size={18} aria-hidden />}
                mt="sm"
              >
                {t('engagement.saved.menu')}
              </Button>
            )}
          </>
        }
      />
      <FollowStats accountId={profile.id} />
      {canEdit && <PersonIdeas accountId={null} />}
      {canEdit && <SubAccountManager ownerId={profile.id} />}
    </Stack>
  );
}

/** A sub-account session's own profile: the persona as others see it, edited from the main account. */
function PersonaProfile({ personaId, action }: { personaId: string; action: ReactNode }) {
  const { t } = useTranslation();
  const query = useAccountQuery(personaId);
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <ErrorPanel message={parseError(query.error)} onRetry={() => void query.refetch()} />;
  return (
    <Stack gap="xl">
      <ProfileHeader profile={query.data} actions={action} />
      <Text c="dimmed" size="sm">
        {t('actingAs.profileHint')}
      </Text>
    </Stack>
  );
}

/**
 * Someone else's profile, read-only. A visitor sees it too (rendered by the server, then adopted):
 * following, partnering and reporting need an account and are left out for them; Message leads
 * through sign-in to the chat.
 */
function OtherProfile({ accountId, isSignedIn }: { accountId: string | null; isSignedIn: boolean }) {
  const { t } = useTranslation();
  const query = useAccountQuery(accountId);
  const [isReporting, setReporting] = useState(false);
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    if (hasErrorCode(query.error, 'NOT_FOUND')) {
      return (
        <EmptyPanel
          icon={<IconUserOff size={30} aria-hidden />}
          title={t('profile.notFoundTitle')}
          description={t('profile.notFoundBody')}
        />
      );
    }
    return <ErrorPanel message={parseError(query.error)} onRetry={() => void query.refetch()} />;
  }
  return (
    <Stack gap="xl">
      <ProfileHeader
        profile={query.data}
        actions={
          <Group gap="xs">
            <FollowButton accountId={query.data.id} />
            {isSignedIn && <PartnerButton accountId={query.data.id} withBlock />}
            <Button
              component={Link}
              to={`/chat?to=${encodeURIComponent(query.data.id)}`}
              variant="light"
              leftSection={<IconMessage size={16} aria-hidden />}
            >
              {t('ideaDetail.message')}
            </Button>
            {isSignedIn && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconFlag size={16} aria-hidden />}
                onClick={() => setReporting(true)}
              >
                {t('report.person')}
              </Button>
            )}
          </Group>
        }
      />
      <ReportDialog
        target={{ kind: 'person', id: query.data.id }}
        opened={isReporting}
        onClose={() => setReporting(false)}
        title={t('report.personTitle', { name: displayName(query.data) })}
      />
      <FollowStats accountId={query.data.id} />
      <PersonIdeas accountId={query.data.id} />
    </Stack>
  );
}
