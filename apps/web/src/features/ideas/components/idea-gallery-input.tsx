import '@mantine/dropzone/styles.css';
import { ActionIcon, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IMAGE_SIZES, LIMITS } from '@ideamatch/shared/constants';
import { IconChevronLeft, IconChevronRight, IconPhotoPlus, IconRefresh, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SafeImage } from '../../../components/ui/safe-image';
import { parseError, translateMessage } from '../../../lib/errors';
import { checkImageFile, IMAGE_ACCEPT } from '../../../lib/image-file';
import type { UploadState } from '../api/use-gallery-uploads';
import type { GalleryItem } from '../utils/idea-form-values';

type IdeaGalleryInputProps = {
  value: GalleryItem[];
  onChange: (next: GalleryItem[]) => void;
  /** Key under `messages` (or text) of the last refused pick. */
  error?: string | null;
  onError: (messageKey: string | null) => void;
  disabled?: boolean;
  /** The upload of each picked image, by its uid: it starts as soon as the image is picked. */
  uploads?: Readonly<Record<string, UploadState>>;
  /** Sends a failed image again. */
  onRetry?: (item: GalleryItem) => void;
};

let nextUid = 0;
const objectUrl = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');

/** Adds picked files after the image checks: jpeg/png, at most 5 MB each, at most 7 in all. */
export function addPickedFiles(current: GalleryItem[], files: File[]): { items: GalleryItem[]; error: string | null } {
  let error: string | null = null;
  const items = [...current];
  for (const file of files) {
    const problem = checkImageFile(file);
    if (problem) {
      error = problem;
      continue;
    }
    if (items.length >= LIMITS.ideaImagesMax) {
      error = 'IDEA_TOO_MANY_IMAGES';
      break;
    }
    nextUid += 1;
    items.push({ uid: `new-${nextUid}-${file.name}`, url: objectUrl(file), file });
  }
  return { items, error };
}

/** Gallery of the idea form: drop or pick images, reorder with arrows, remove. */
export function IdeaGalleryInput({
  value,
  onChange,
  error,
  onError,
  disabled,
  uploads,
  onRetry,
}: IdeaGalleryInputProps) {
  const { t } = useTranslation();
  const isFull = value.length >= LIMITS.ideaImagesMax;

  const add = (files: File[]) => {
    const result = addPickedFiles(value, files);
    // A value change clears the field's error, so the error is set after it.
    if (result.items.length !== value.length) onChange(result.items);
    onError(result.error);
  };
  const move = (index: number, offset: number) => {
    const next = [...value];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + offset, 0, item);
    onChange(next);
  };
  const remove = (index: number) => {
    const item = value[index];
    if (item?.file && item.url) URL.revokeObjectURL(item.url);
    onChange(value.filter((_, i) => i !== index));
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text fw={500} size="sm">
          {t('ideaForm.gallery')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('ideaForm.galleryCount', { count: value.length, max: LIMITS.ideaImagesMax })}
        </Text>
      </Group>
      <Dropzone
        onDrop={add}
        onReject={(rejections) => add(rejections.map((rejection) => rejection.file))}
        accept={IMAGE_ACCEPT.split(',')}
        disabled={disabled || isFull}
        multiple
        aria-label={t('ideaForm.galleryDrop')}
        inputProps={{ 'aria-label': t('ideaForm.galleryDrop') }}
        radius="md"
      >
        <Group justify="center" gap="md" mih={96} style={{ pointerEvents: 'none' }}>
          <IconPhotoPlus size={36} stroke={1.5} aria-hidden />
          <div>
            <Text size="sm" fw={500}>
              {isFull ? t('ideaForm.galleryFull') : t('ideaForm.galleryDrop')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('ideaForm.galleryHint', {
                max: LIMITS.ideaImagesMax,
                size: `${IMAGE_SIZES.idea.width} × ${IMAGE_SIZES.idea.height} px`,
              })}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {error && (
        <Text size="sm" c="red" role="alert">
          {translateMessage(error)}
        </Text>
      )}
      {value.length > 0 && (
        <SimpleGrid cols={{ base: 2, s400: 3, sm: 4 }} spacing="sm">
          {value.map((item, index) => {
            const upload = uploads?.[item.uid];
            const isUploading = upload?.status === 'uploading';
            return (
              <Paper key={item.uid} withBorder radius="md" p={4}>
                <SafeImage src={item.url} alt={t('ideaForm.imageAlt', { index: index + 1 })} h={110} radius="sm" />
                {upload && upload.status !== 'failed' && (
                  <UploadProgress index={index + 1} fraction={upload.fraction} />
                )}
                {upload?.status === 'failed' && (
                  <Stack gap={2} mt={4} align="flex-start">
                    <Text size="xs" c="red" role="alert">
                      {t('ideaForm.uploadFailed', { index: index + 1, reason: parseError(upload.error) })}
                    </Text>
                    <Button
                      size="compact-xs"
                      variant="light"
                      leftSection={<IconRefresh size={14} aria-hidden />}
                      aria-label={t('ideaForm.retryUpload', { index: index + 1 })}
                      disabled={disabled}
                      onClick={() => onRetry?.(item)}
                    >
                      {t('common.retry')}
                    </Button>
                  </Stack>
                )}
                <Group justify="space-between" gap={2} mt={4} wrap="nowrap">
                  <Group gap={2} wrap="nowrap">
                    <Tooltip label={t('ideaForm.moveLeft')}>
                      <ActionIcon
                        variant="subtle"
                        size="sm"
                        aria-label={t('ideaForm.moveLeftImage', { index: index + 1 })}
                        disabled={disabled || index === 0}
                        onClick={() => move(index, -1)}
                      >
                        <IconChevronLeft size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('ideaForm.moveRight')}>
                      <ActionIcon
                        variant="subtle"
                        size="sm"
                        aria-label={t('ideaForm.moveRightImage', { index: index + 1 })}
                        disabled={disabled || index === value.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        <IconChevronRight size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                  {index === 0 && (
                    <Text size="xs" c="dimmed">
                      {t('ideaForm.cover')}
                    </Text>
                  )}
                  <Tooltip label={isUploading ? t('ideaForm.cancelUploadShort') : t('ideaForm.removeImageShort')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="sm"
                      aria-label={
                        isUploading
                          ? t('ideaForm.cancelUpload', { index: index + 1 })
                          : t('ideaForm.removeImage', { index: index + 1 })
                      }
                      disabled={disabled}
                      onClick={() => remove(index)}
                    >
                      {isUploading ? <IconX size={16} aria-hidden /> : <IconTrash size={16} aria-hidden />}
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** One image's upload: a bar and its percentage, read out as "Uploading image 2: 40%". */
function UploadProgress({ index, fraction }: { index: number; fraction: number }) {
  const { t } = useTranslation();
  const percent = Math.round(fraction * 100);
  const label = percent >= 100 ? t('ideaForm.uploaded', { index }) : t('ideaForm.uploading', { index, percent });
  return (
    <Stack gap={2} mt={4}>
      <Progress
        value={percent}
        size="sm"
        radius="xl"
        color={percent >= 100 ? 'teal' : 'brand'}
        animated={percent < 100}
        aria-label={label}
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {label}
      </Text>
    </Stack>
  );
}
