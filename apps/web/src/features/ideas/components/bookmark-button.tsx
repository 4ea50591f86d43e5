import { Button } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify';
import { useBookmarkToggle } from '../../engagement/api/bookmarks';

type BookmarkButtonProps = { ideaId: string; isBookmarked: boolean };

/** "Save" / "Saved" on the idea page: a toggle button (`aria-pressed`) that saves the idea for later. */
export function BookmarkButton({ ideaId, isBookmarked }: BookmarkButtonProps) {
  const { t } = useTranslation();
  const toggle = useBookmarkToggle(ideaId);
  const Icon = isBookmarked ? IconBookmarkFilled : IconBookmark;
  return (
    <Button
      variant={isBookmarked ? 'filled' : 'light'}
      aria-pressed={isBookmarked}
      loading={toggle.isPending}
      leftSection={<Icon size={16} aria-hidden />}
      onClick={() => toggle.mutate(!isBookmarked, { onError: (error) => notifyError(error) })}
    >
      {isBookmarked ? t('engagement.bookmark.saved') : t('engagement.bookmark.save')}
    </Button>
  );
}
