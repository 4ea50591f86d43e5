import { ActionIcon, Box, Group, Modal, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeImage } from '../../../components/ui/safe-image';
import type { IdeaAttachmentView } from '@ideamatch/shared';
import { IDEA_COVER_SIZES } from '@ideamatch/shared/image-variants';
import classes from './idea-detail.module.css';

type IdeaGalleryProps = { name: string; images: IdeaAttachmentView[] };

/** Cover image with thumbnails; any image opens a lightbox with previous/next (arrow keys too). */
export function IdeaGallery({ name, images }: IdeaGalleryProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const [isOpen, setIsOpen] = useState(false);
  const count = images.length;
  const current = images[active];
  const step = (offset: number) => setActive((index) => (index + offset + count) % count);
  const alt = (index: number) => t('ideaDetail.imageAlt', { name, index: index + 1, count });

  if (count === 0) return <SafeImage src={null} alt={name} h={{ base: 220, sm: 360 }} radius="lg" />;

  const handleKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    if (event.key === 'ArrowLeft') step(-1);
  };

  return (
    <Box>
      <UnstyledButton
        className={classes.cover}
        onClick={() => setIsOpen(true)}
        aria-label={t('ideaDetail.openImage', { index: active + 1 })}
      >
        <SafeImage
          src={current?.url}
          alt={alt(active)}
          h={{ base: 240, sm: 380 }}
          radius="lg"
          sizes={IDEA_COVER_SIZES}
          priority={active === 0}
        />
      </UnstyledButton>
      {count > 1 && (
        <Group gap="xs" mt="xs" wrap="nowrap" className={classes.thumbs}>
          {images.map((image, index) => (
            <UnstyledButton
              key={image.key}
              className={classes.thumb}
              data-active={index === active || undefined}
              onClick={() => setActive(index)}
              aria-label={t('ideaDetail.showImage', { index: index + 1 })}
              aria-pressed={index === active}
            >
              <SafeImage src={image.url} alt="" decorative h={56} radius="sm" sizes="80px" />
            </UnstyledButton>
          ))}
        </Group>
      )}
      <Modal
        opened={isOpen}
        onClose={() => setIsOpen(false)}
        size="xl"
        centered
        title={name}
        closeButtonProps={{ 'aria-label': t('ideaDetail.closeImage') }}
      >
        <Box onKeyDown={handleKey}>
          <SafeImage
            src={current?.url}
            alt={alt(active)}
            h={{ base: 300, sm: 520 }}
            fit="contain"
            radius="md"
            sizes="(min-width: 62em) 900px, 100vw"
          />
          <Group justify="space-between" mt="sm">
            <ActionIcon
              variant="light"
              size="lg"
              onClick={() => step(-1)}
              disabled={count < 2}
              aria-label={t('ideaDetail.previousImage')}
            >
              <IconChevronLeft size={20} aria-hidden />
            </ActionIcon>
            <Text size="sm" c="dimmed" aria-live="polite">
              {active + 1} / {count}
            </Text>
            <ActionIcon
              variant="light"
              size="lg"
              onClick={() => step(1)}
              disabled={count < 2}
              aria-label={t('ideaDetail.nextImage')}
            >
              <IconChevronRight size={20} aria-hidden />
            </ActionIcon>
          </Group>
        </Box>
      </Modal>
    </Box>
  );
}
