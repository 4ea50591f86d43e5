import { ActionIcon, Group, Progress, Text } from '@mantine/core';
import type { ChatFile } from '@ideamatch/shared';
import {
  IconDownload,
  IconFile,
  IconFileTypeDoc,
  IconFileTypePdf,
  IconFileTypePpt,
  IconFileTypeXls,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../utils/chat-file';
import classes from './conversation.module.css';
import { TOUCH_TARGET } from '../utils/touch-target';

const ICONS = {
  pdf: IconFileTypePdf,
  doc: IconFileTypeDoc,
  docx: IconFileTypeDoc,
  odt: IconFileTypeDoc,
  xls: IconFileTypeXls,
  xlsx: IconFileTypeXls,
  ods: IconFileTypeXls,
  ppt: IconFileTypePpt,
  pptx: IconFileTypePpt,
  odp: IconFileTypePpt,
} as const;

/**
 * A document in a message: icon by type, name, size and a download link (the chat's signed link);
 * while it uploads, a progress bar instead of the link.
 */
export function FileCard({ file, progress }: { file: ChatFile; progress?: number }) {
  const { t } = useTranslation();
  const Icon = ICONS[file.type] ?? IconFile;
  const isUploading = !file.url;
  return (
    <div className={classes.fileCard} data-testid="chat-file">
      <Group gap="sm" wrap="nowrap">
        <Icon size={32} aria-hidden style={{ flexShrink: 0 }} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={600} truncate title={file.name}>
            {file.name}
          </Text>
          <Text size="xs" c="dimmed">
            {isUploading && progress !== undefined
              ? t('chatFiles.uploading', { percent: Math.round(progress * 100) })
              : formatFileSize(file.sizeBytes)}
          </Text>
        </div>
        {!isUploading && (
          <ActionIcon
            component="a"
            href={file.url}
            download={file.name}
            variant="light"
            radius="xl"
            size={TOUCH_TARGET}
            aria-label={t('chatFiles.download', { name: file.name })}
          >
            <IconDownload size={18} />
          </ActionIcon>
        )}
      </Group>
      {isUploading && progress !== undefined && (
        <Progress
          value={progress * 100}
          size="xs"
          mt={6}
          aria-label={t('chatFiles.uploading', { percent: Math.round(progress * 100) })}
        />
      )}
    </div>
  );
}
