import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { authApi } from '@ideamatch/shared/api/auth';
import { IconBrandLine } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError, call } from '../../../lib/api-client';
import { isLineLoginOn } from '../../../lib/meta-config';
import { notifyError, notifySuccess } from '../../../lib/notify';
import lineClasses from '../../../components/ui/line-button.module.css';
import { useSecurity } from '../api/get-security';
import { settingsKeys } from '../api/settings-keys';

/** Where LINE sends the person back: this tab of the settings. */
const RETURN_TO = '/settings?tab=security';

/**
 * "LINE": whether the person can sign in with LINE, and a button that connects it (shown only when
 * the server offers LINE). Connecting goes to LINE and back here, where the outcome is said once.
 */
export function LineConnectCard() {
  const { t } = useTranslation();
  const security = useSecurity();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const isHandled = useRef(false);
  const connect = useMutation({
    mutationFn: () => call(authApi.lineConnect, { body: { returnTo: RETURN_TO } }),
    // To LINE in this tab (window.open with _self is a plain navigation, not a popup).
    onSuccess: ({ location }) => void window.open(location, '_self'),
    onError: (error) => notifyError(error, t('settings.line.title')),
  });

  // LINE's callback came back with `line=connected` or `lineError=<code>`: say it, then drop it from the address.
  useEffect(() => {
    if (isHandled.current) return;
    const result = params.get('line');
    const error = params.get('lineError');
    if (result !== 'connected' && !error) return;
    isHandled.current = true;
    if (error) notifyError(new ApiError({ status: 409, errorCode: error as ApiError['errorCode'], message: error }));
    else {
      notifySuccess(t('auth.lineLinked'));
      void queryClient.invalidateQueries({ queryKey: settingsKeys.security() });
    }
    const next = new URLSearchParams(params);
    next.delete('line');
    next.delete('lineError');
    setParams(next, { replace: true });
  }, [params, setParams, queryClient, t]);

  if (!isLineLoginOn()) return null;
  const isConnected = security.data?.hasLine === true;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <IconBrandLine size={22} aria-hidden />
            <Title order={2} size="h4">
              {t('settings.line.title')}
            </Title>
          </Group>
          {isConnected && (
            <Badge color="green" variant="light">
              {t('settings.line.connectedBadge')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {isConnected ? t('settings.line.connectedBody') : t('settings.line.body')}
        </Text>
        {security.isSuccess && !isConnected && (
          <Group>
            <Button
              className={lineClasses.button}
              leftSection={<IconBrandLine size={18} aria-hidden />}
              loading={connect.isPending}
              onClick={() => connect.mutate()}
            >
              {t('settings.line.connect')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
