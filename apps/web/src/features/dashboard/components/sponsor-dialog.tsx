import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '../../../components/ui/date-picker-input';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formError, parseFieldErrors } from '../../../lib/errors';

type Props = {
  opened: boolean;
  isLoading: boolean;
  /** The last refusal of the change: its field error is shown under the date. */
  error: unknown;
  onClose: () => void;
  onConfirm: (sponsoredUntil: string) => void;
};

/** Marks an idea sponsored until the end of a chosen day (at least tomorrow). */
export function SponsorDialog({ opened, isLoading, error, onClose, onConfirm }: Props) {
  const { t } = useTranslation();
  const [day, setDay] = useState<string | null>(dayjs().add(30, 'day').format('YYYY-MM-DD'));
  const [isTouched, setTouched] = useState(false);
  return (
    <Modal opened={opened} onClose={onClose} centered radius="md" title={t('dashboard.ideaDetail.sponsorTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (day) onConfirm(dayjs(day).endOf('day').toISOString());
        }}
      >
        <Stack>
          <Text size="sm">{t('dashboard.ideaDetail.sponsorBody')}</Text>
          <DatePickerInput
            label={t('dashboard.ideaDetail.sponsorUntil')}
            value={day}
            onChange={(next) => setDay(next ? dayjs(next).format('YYYY-MM-DD') : null)}
            minDate={dayjs().add(1, 'day').format('YYYY-MM-DD')}
            valueFormat="DD MMMM YYYY"
            withAsterisk
            error={
              isTouched && !day
                ? t('dashboard.ideaDetail.sponsorUntilRequired')
                : formError(parseFieldErrors(error).sponsoredUntil)
            }
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isLoading} color="yellow">
              {t('dashboard.ideaDetail.sponsor')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
