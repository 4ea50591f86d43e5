import { Button, FileButton, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formError } from '../../../lib/errors';
import { checkImageFile, IMAGE_ACCEPT } from '../../../lib/image-file';
import type { ImageFileProblem } from '../../../lib/image-file';

type ImagePickerProps = {
  label: string;
  /** Suggested size shown under the button, e.g. "600 × 600 px". */
  hint: string;
  onPick: (file: File) => void;
  disabled?: boolean;
};

/**
 * A button that picks one JPEG or PNG of at most 5 MB; a refused file shows the fixed image message
 * under the button and is never handed on.
 */
export function ImagePicker({ label, hint, onPick, disabled }: ImagePickerProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<ImageFileProblem | null>(null);
  const resetRef = useRef<() => void>(null);

  const handleChange = (file: File | null) => {
    if (!file) return;
    resetRef.current?.();
    const found = checkImageFile(file);
    setProblem(found);
    if (!found) onPick(file);
  };

  return (
    <div>
      <FileButton onChange={handleChange} accept={IMAGE_ACCEPT} disabled={disabled} resetRef={resetRef}>
        {(props) => (
          <Button
            {...props}
            variant="default"
            size="xs"
            leftSection={<IconPhotoUp size={16} aria-hidden />}
            disabled={disabled}
          >
            {label}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed" mt={4}>
        {t('profile.edit.imageHint', { size: hint })}
      </Text>
      {problem && (
        <Text size="xs" c="red" mt={4} role="alert">
          {formError(problem)}
        </Text>
      )}
    </div>
  );
}

export type PickedImage = { file: File; previewUrl: string | null };

const createPreviewUrl = (file: File): string | null =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;

const revoke = (image: PickedImage | null): void => {
  if (image?.previewUrl) URL.revokeObjectURL(image.previewUrl);
};

/** A picked image with its preview URL; old previews are released when replaced or on unmount. */
export function usePickedImage(): [PickedImage | null, (file: File | null) => void] {
  const [picked, setPicked] = useState<PickedImage | null>(null);
  const latest = useRef<PickedImage | null>(null);
  const setFile = useCallback((file: File | null) => {
    revoke(latest.current);
    latest.current = file ? { file, previewUrl: createPreviewUrl(file) } : null;
    setPicked(latest.current);
  }, []);
  useEffect(() => () => revoke(latest.current), []);
  return [picked, setFile];
}
