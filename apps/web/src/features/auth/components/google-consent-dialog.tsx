import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoogleConsent } from '../api/google-login';
import { AcceptTermsCheckbox } from './auth-fields';

type GoogleConsentDialogProps = {
  opened: boolean;
  isPending: boolean;
  onCancel: () => void;
  onAccept: (consent: GoogleConsent) => void;
  /** What the dialog says above the consents (LINE's first sign-in says LINE). */
  body?: string;
};

/**
 * Asked on a first Google sign-in, before the account exists: the terms and privacy policy (required,
 * as on the registration form) and news (optional).
 */
export function GoogleConsentDialog({ opened, isPending, onCancel, onAccept, body }: GoogleConsentDialogProps) {
  const { t } = useTranslation();
  const [isAccepted, setAccepted] = useState(false);
  const [isNews, setNews] = useState(false);
  const [isTried, setTried] = useState(false);
  const handleContinue = () => {
    setTried(true);
    if (isAccepted) onAccept({ isTerm: true, isPdpa: true, isNewsAndPromotion: isNews });
  };

  return (
    <Modal opened={opened} onClose={onCancel} title={t('auth.googleConsent.title')} centered radius="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {body ?? t('auth.googleConsent.body')}
        </Text>
        <AcceptTermsCheckbox
          checked={isAccepted}
          onChange={(event) => setAccepted(event.currentTarget.checked)}
          error={isTried && !isAccepted ? t('fieldErrors.TERMS_REQUIRED') : undefined}
        />
        <Checkbox
          checked={isNews}
          onChange={(event) => setNews(event.currentTarget.checked)}
          label={t('auth.register.news')}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={handleContinue} loading={isPending}>
            {t('auth.googleConsent.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
