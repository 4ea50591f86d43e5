import { Anchor, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GoogleConsent } from '../api/google-login';

type GoogleConsentDialogProps = {
  opened: boolean;
  isPending: boolean;
  onCancel: () => void;
  onAccept: (consent: GoogleConsent) => void;
};

/**
 * Asked on a first Google sign-in, before the account exists: the terms and privacy policy (required,
 * as on the registration form) and news (optional).
 */
export function GoogleConsentDialog({ opened, isPending, onCancel, onAccept }: GoogleConsentDialogProps) {
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
          {t('auth.googleConsent.body')}
        </Text>
        <Checkbox
          checked={isAccepted}
          onChange={(event) => setAccepted(event.currentTarget.checked)}
          label={
            <Trans
              i18nKey="auth.register.accept"
              components={{
                terms: <Anchor component={Link} to="/legal/terms-of-service" target="_blank" inherit />,
                privacy: <Anchor component={Link} to="/legal/privacy-policy" target="_blank" inherit />,
              }}
            />
          }
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
