import { Alert, Badge, Button, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconCalendar,
  IconEye,
  IconFileOff,
  IconLock,
  IconLogin2,
  IconMessageCircle,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { hasErrorCode } from '../../../lib/api-client';
import { parseError } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../auth/hooks/use-session';
import { useIdea } from '../api/get-idea';
import { useLiveIdeaAccess } from '../hooks/use-live-access';
import { ProofNotice } from './proof-notice';
import { CommentSection } from './comment-section';
import { ConfidentialNotice } from './confidential-notice';
import { IdeaAccessPanel } from './idea-access-panel';
import { IdeaActions } from './idea-actions';
import classes from './idea-detail.module.css';
import { IdeaDetailSkeleton } from './idea-detail-skeleton';
import columns from './idea-columns.module.css';
import { IdeaGallery } from './idea-gallery';
import { DeletedIdeaNotice, IdeaModerationNotice, IdeaWarningNotice } from './idea-moderation-notice';
import { IdeaActionBar, IdeaOwnerCard } from './idea-owner-card';
import { ReviewSection } from './review-section';
import { RelatedIdeas } from './related-ideas';
import { IdeaUpdatesSection } from './idea-updates-section';
import { ScoreBadge } from './score-badge';
import { LocalDateTime } from '../../../components/ui/local-date-time';
import { ThaiText } from '../../../components/ui/thai-text';
import { useAuthLink } from '../../../lib/use-return-path';

/** A titled block of the idea's text. */
function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** `/idea/:id`: gallery, every field, owner card, actions, comments and reviews. */
export function IdeaDetailPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { id = '' } = useParams();
  const session = useSession();
  const signInLink = useAuthLink('/login');
  const idea = useIdea(id);
  useLiveIdeaAccess(id);
  useDocumentTitle(idea.data?.name ?? t('ideaDetail.title'));

  const crumbs = [
    { label: t('nav.home'), to: '/' },
    { label: t('nav.idea'), to: '/idea' },
    { label: idea.data?.name ?? t('ideaDetail.title') },
  ];

  if (idea.isPending) return <IdeaDetailSkeleton />;
  if (idea.isError) {
    const isMissing = hasErrorCode(idea.error, 'NOT_FOUND', 'FORBIDDEN');
    const notFound = (
      <EmptyPanel
        icon={<IconFileOff size={30} aria-hidden />}
        title={t('ideaDetail.notFound')}
        description={t('ideaDetail.notFoundBody')}
        actions={
          <Button component={Link} to="/idea" variant="light" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('ideaDetail.back')}
          </Button>
        }
      />
    );
    return (
      <Container size="lg" py={{ base: 'lg', sm: 40 }}>
        <PageHeader breadcrumbs={crumbs} title={t('ideaDetail.title')} />
        {hasErrorCode(idea.error, 'IDEA_MEMBERS_ONLY') ? (
          <EmptyPanel
            icon={<IconUsers size={30} aria-hidden />}
            title={t('protection.membersOnlyTitle')}
            description={t('protection.membersOnlyBody')}
            actions={
              <Button component={Link} to={signInLink} leftSection={<IconLogin2 size={16} aria-hidden />}>
                {t('protection.membersOnlyLogin')}
              </Button>
            }
          />
        ) : isMissing ? (
          // The owner of an idea a moderator deleted is told why, and may appeal.
          session.isLoggedIn ? (
            <DeletedIdeaNotice ideaId={id} fallback={notFound} />
          ) : (
            notFound
          )
        ) : (
          <ErrorPanel message={parseError(idea.error)} onRetry={() => void idea.refetch()} />
        )}
      </Container>
    );
  }

  const data = idea.data;
  // A sub-account only reads the idea someone shared in its chat: no comments, reviews or actions.
  const isPersona = session.isSubAccount;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <PageHeader breadcrumbs={crumbs} title={data.name} />
      {data.isHidden && data.isOwner && (
        <IdeaModerationNotice ideaId={data.id} isHiddenByReport={data.isHiddenByReport} />
      )}
      {!data.isHidden && data.isOwner && !isPersona && <IdeaWarningNotice ideaId={data.id} />}
      {data.isOwner && data.visibility !== 'public' && (
        <Alert
          color={data.visibility === 'confidential' ? 'grape' : 'blue'}
          variant="light"
          radius="lg"
          mb="md"
          icon={
            data.visibility === 'confidential' ? (
              <IconLock size={18} aria-hidden />
            ) : (
              <IconUsers size={18} aria-hidden />
            )
          }
        >
          {t(data.visibility === 'confidential' ? 'protection.ownerConfidential' : 'protection.ownerMembers')}
        </Alert>
      )}
      <div className={columns.columns}>
        <div>
          <Stack gap="md">
            <IdeaGallery name={data.name} images={data.ideaAttachments} />
            <Block title={t('ideaDetail.description')}>
              <Text className={classes.prose}>
                <ThaiText>{data.description}</ThaiText>
              </Text>
            </Block>
            {!data.isOwner && data.visibility === 'confidential' && (
              <ConfidentialNotice idea={data} isLoggedIn={session.isLoggedIn} isPersona={isPersona} />
            )}
            {data.detail && (
              <Block title={t('ideaDetail.detail')}>
                <Text className={classes.prose}>
                  <ThaiText>{data.detail}</ThaiText>
                </Text>
              </Block>
            )}
            {data.achievements.length > 0 && (
              <Block title={t('ideaDetail.achievements')}>
                <List spacing={4}>
                  {data.achievements.map((item, index) => (
                    <List.Item key={`${index}-${item}`}>{item}</List.Item>
                  ))}
                </List>
              </Block>
            )}
            {data.businessModel && (
              <Block title={t('ideaDetail.businessModel')}>
                <Text className={classes.prose}>{data.businessModel}</Text>
              </Block>
            )}
            {data.isOwner && <IdeaAccessPanel idea={data} />}
          </Stack>
        </div>
        <div>
          <Stack gap="md">
            <Paper withBorder radius="lg" p="md">
              <Stack gap="sm">
                <Group gap="xs">
                  <Badge variant="light" radius="sm">
                    {t(`categories.${data.category}`)}
                  </Badge>
                  {data.isAdminSuggest && (
                    <Badge color="grape" variant="light" radius="sm">
                      {t('ideas.suggested')}
                    </Badge>
                  )}
                  {data.visibility !== 'public' && (
                    <Badge
                      color={data.visibility === 'confidential' ? 'grape' : 'blue'}
                      variant="outline"
                      radius="sm"
                      leftSection={
                        data.visibility === 'confidential' ? (
                          <IconLock size={12} aria-hidden />
                        ) : (
                          <IconUsers size={12} aria-hidden />
                        )
                      }
                    >
                      {t(`visibility.badge.${data.visibility}`)}
                    </Badge>
                  )}
                </Group>
                <ScoreBadge rating={data.rating} reviewCount={data.reviewCount} label={t('score.overall')} />
                <Group gap="md" c="dimmed">
                  <Group gap={4}>
                    <IconCalendar size={16} aria-hidden />
                    <Text size="sm">
                      <LocalDateTime date={data.postDate} language={language} />
                    </Text>
                  </Group>
                  <Group gap={4}>
                    <IconEye size={16} aria-hidden />
                    <Text size="sm">{t('ideaDetail.views', { count: data.views })}</Text>
                  </Group>
                  <Group gap={4}>
                    <IconMessageCircle size={16} aria-hidden />
                    <Text size="sm">{t('ideaDetail.comments', { count: data.commentCount })}</Text>
                  </Group>
                </Group>
                {!isPersona && <IdeaActions idea={data} isLoggedIn={session.isLoggedIn} />}
              </Stack>
            </Paper>
            <IdeaOwnerCard owner={data.owner} isOwner={data.isOwner} ideaId={data.id} isLoggedIn={session.isLoggedIn} />
            <ProofNotice ideaId={data.id} />
          </Stack>
        </div>
        {!isPersona && (
          <div>
            <Stack gap="lg">
              <IdeaUpdatesSection ideaId={data.id} isOwner={data.isOwner} />
              <CommentSection ideaId={data.id} commentCount={data.commentCount} isLoggedIn={session.isLoggedIn} />
            </Stack>
          </div>
        )}
        {!isPersona && (
          <div>
            <ReviewSection ideaId={data.id} isOwner={data.isOwner} isLoggedIn={session.isLoggedIn} />
          </div>
        )}
      </div>
      {!isPersona && <RelatedIdeas ideaId={data.id} />}
      <IdeaActionBar
        owner={data.owner}
        isOwner={data.isOwner || isPersona}
        ideaId={data.id}
        isLoggedIn={session.isLoggedIn}
      />
    </Container>
  );
}
