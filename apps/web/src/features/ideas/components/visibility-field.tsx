import { Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IDEA_VISIBILITIES, type IdeaVisibilityTier } from '@ideamatch/shared';
import { IDEA_LIMITS } from '@ideamatch/shared/schemas/idea';
import { IconLock, IconUsers, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { charLimit } from '../../../components/ui/char-limit';
import classes from './visibility-field.module.css';

const ICONS: Record<IdeaVisibilityTier, ReactNode> = {
  public: <IconWorld size={20} aria-hidden />,
  members: <IconUsers size={20} aria-hidden />,
  confidential: <IconLock size={20} aria-hidden />,
};

type VisibilityFieldProps = {
  value: IdeaVisibilityTier;
  onChange: (value: IdeaVisibilityTier) => void;
  terms: string;
  onTermsChange: (value: string) => void;
  termsError?: ReactNode;
  disabled?: boolean;
};

/**
 * Who can see the idea, each choice explained (docs/idea-protection.md), and for a confidential
 * idea the owner's optional terms a reader accepts before asking for the details.
 */
export function VisibilityField({ value, onChange, terms, onTermsChange, termsError, disabled }: VisibilityFieldProps) {
  const { t } = useTranslation();
  const limit = charLimit(terms, IDEA_LIMITS.accessTermsMax);
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t('visibility.label')}
        value={value}
        onChange={(next) => onChange(next as IdeaVisibilityTier)}
      >
        <Stack gap="xs" mt={6}>
          {IDEA_VISIBILITIES.map((tier) => (
            <Radio.Card key={tier} value={tier} radius="md" p="sm" className={classes.card} disabled={disabled}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={2} />
                <span className={classes.icon}>{ICONS[tier]}</span>
                <Stack gap={2} miw={0}>
                  <Text fw={600} size="sm">
                    {t(`visibility.${tier}`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`visibility.${tier}Hint`)}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      {value === 'confidential' && (
        <Textarea
          {...limit}
          label={t('visibility.termsLabel')}
          placeholder={t('visibility.termsPlaceholder')}
          description={`${t('visibility.termsHint')} ${limit.description}`}
          autosize
          minRows={2}
          maxRows={6}
          value={terms}
          onChange={(event) => onTermsChange(event.currentTarget.value)}
          error={termsError}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}
