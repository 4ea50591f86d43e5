import { Button, Divider, Group, Paper, Rating, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { LabelledPagination } from '../../../components/ui/labelled-pagination';
import { displayName, relativeTime } from '@ideamatch/shared/format';
import { IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_LIMITS } from '@ideamatch/shared';
import { charLimit } from '../../../components/ui/char-limit';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { parseError } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { ReviewSummaryData } from '@ideamatch/shared';
import { useReviews } from '../api/get-reviews';
import { useReviewActions } from '../api/review-actions';
import classes from './idea-detail.module.css';
import { ScoreBadge } from './score-badge';
import { ReviewStars } from './review-stars';

type ReviewSectionProps = { ideaId: string; isOwner: boolean; isLoggedIn: boolean };

/** My review: 1 to 5 stars and an optional text; saving again replaces it. */
function MyReviewForm({ ideaId, myReview }: { ideaId: string; myReview: ReviewSummaryData['myReview'] }) {
  const { t } = useTranslation();
  const actions = useReviewActions(ideaId);
  const [score, setScore] = useState(myReview?.score ?? 0);
  const [text, setText] = useState(myReview?.text ?? '');
  const [error, setError] = useState<string | null>(null);

  const save = () => {
    if (score < 1) {
      setError(t('reviews.pickScore'));
      return;
    }
    setError(null);
    actions.save.mutate(
      { score, ...(text.trim() ? { text: text.trim() } : {}) },
      { onSuccess: () => notifySuccess(t('reviews.saved')), onError: (e) => notifyError(e) },
    );
  };

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {myReview ? t('reviews.yours') : t('reviews.write')}
      </Text>
      <Rating value={score} onChange={setScore} size="lg" aria-label={t('reviews.scoreLabel')} />
      {myReview && !myReview.isCounted && (
        <Text size="xs" c="dimmed">
          {t('reviewTrust.notCounted')}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Textarea
        aria-label={t('reviews.textLabel')}
        placeholder={t('reviews.textLabel')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autosize
        minRows={2}
        {...charLimit(text, REVIEW_LIMITS.textMax)}
      />
      <Group justify="flex-end" gap="xs">
        {myReview && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            loading={actions.remove.isPending}
            onClick={() =>
              actions.remove.mutate(undefined, {
                onSuccess: () => {
                  setScore(0);
                  setText('');
                },
                onError: (e) => notifyError(e),
              })
            }
          >
            {t('reviews.delete')}
          </Button>
        )}
        <Button size="xs" loading={actions.save.isPending} onClick={save}>
          {myReview ? t('reviews.update') : t('reviews.send')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Reviews of an idea: the summary with its score level's label and colour, my review, and the list. */
export function ReviewSection({ ideaId, isOwner, isLoggedIn }: ReviewSectionProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const reviews = useReviews(ideaId, page);
  const summary = reviews.data?.summary;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="reviews-title">
      <Title order={2} size="h3" id="reviews-title" mb="md">
        {t('reviews.title')}
      </Title>
      {reviews.isPending ? (
        <Stack gap="sm">
          <Skeleton h={40} />
          <Skeleton h={64} />
        </Stack>
      ) : reviews.isError ? (
        <ErrorPanel message={parseError(reviews.error)} onRetry={() => void reviews.refetch()} />
      ) : (
        <Stack gap="md">
          <ScoreBadge rating={summary?.rating ?? 0} reviewCount={summary?.reviewCount ?? 0} />
          {isLoggedIn && !isOwner && (
            <MyReviewForm
              key={JSON.stringify(summary?.myReview ?? null)}
              ideaId={ideaId}
              myReview={summary?.myReview ?? null}
            />
          )}
          <Divider />
          {reviews.data.result.length === 0 ? (
            <Stack align="center" gap={4} py="md">
              <IconStar size={28} color="var(--mantine-color-dimmed)" aria-hidden />
              <Text size="sm" c="dimmed">
                {t('reviews.empty')}
              </Text>
            </Stack>
          ) : (
            <Stack gap="md">
              {reviews.data.result.map((review) => (
                <Group key={review.id} align="flex-start" gap="sm" wrap="nowrap">
                  <UserAvatar person={review.author} src={review.author.profileImageUrl} />
                  <Stack gap={2} flex={1} miw={0}>
                    <Group gap={6}>
                      <Text size="sm" fw={600}>
                        {displayName(review.author)}
                      </Text>
                      <Text size="xs" c="dimmed" suppressHydrationWarning>
                        {relativeTime(review.createdAt, language)}
                      </Text>
                    </Group>
                    <ReviewStars score={review.score} label={t('score.ariaRating', { rating: review.score })} />
                    {review.text && (
                      <Text size="sm" className={classes.commentText}>
                        {review.text}
                      </Text>
                    )}
                  </Stack>
                </Group>
              ))}
              {reviews.data.totalPages > 1 && (
                <Group justify="center">
                  <LabelledPagination total={reviews.data.totalPages} value={page} onChange={setPage} size="sm" />
                </Group>
              )}
            </Stack>
          )}
        </Stack>
      )}
    </Paper>
  );
}
