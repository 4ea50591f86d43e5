import { Button, Paper } from '@mantine/core';
import { CATEGORIES } from '@ideamatch/shared/constants';
import { IconCalendar, IconCategory, IconSearch, IconStar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickerField } from '../../../components/ui/date-picker-field';
import { SelectField } from '../../../components/ui/select-field';
import type { IdeaFilters } from '../utils/idea-filters';
import classes from './idea-filter-bar.module.css';
import { SimpleGrid } from '../../../components/ui/simple-grid';

type IdeaFilterBarProps = {
  value: IdeaFilters;
  onSubmit: (filters: IdeaFilters) => void;
  /** Raised card style for the home hero. */
  isElevated?: boolean;
};

const RATINGS = [5, 4, 3, 2, 1] as const;

/**
 * Category, minimum rating and post date range; applied with the search button (the search text,
 * kept in `value`, has its own box: `IdeaSearchBox`).
 */
export function IdeaFilterBar({ value, onSubmit, isElevated = false }: IdeaFilterBarProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<IdeaFilters>(value);
  const valueKey = JSON.stringify(value);
  const [appliedKey, setAppliedKey] = useState(valueKey);
  if (appliedKey !== valueKey) {
    // The address changed (back button, sort change): show what is applied now.
    setAppliedKey(valueKey);
    setDraft(value);
  }
  const update = (patch: Partial<IdeaFilters>) => setDraft((current) => ({ ...current, ...patch }));
  const today = dayjs().format('YYYY-MM-DD');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(draft);
  };

  return (
    <Paper
      component="form"
      onSubmit={handleSubmit}
      className={classes.bar}
      shadow={isElevated ? 'xl' : 'xs'}
      withBorder={!isElevated}
      p={{ base: 'md', sm: 'lg' }}
      role="search"
      aria-label={t('filters.label')}
    >
      <SimpleGrid cols={{ base: 1, s500: 2, md: 5 }} spacing="sm" className={classes.grid}>
        <SelectField
          label={t('filters.category')}
          leftSection={<IconCategory size={16} aria-hidden />}
          data={CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) }))}
          value={draft.categoryId}
          onChange={(next) => update({ categoryId: (next as IdeaFilters['categoryId'] | null) ?? 'all' })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <SelectField
          label={t('filters.rating')}
          leftSection={<IconStar size={16} aria-hidden />}
          placeholder={t('filters.anyRating')}
          data={RATINGS.map((rating) => ({
            value: String(rating),
            label: rating === 5 ? t('filters.ratingExact', { rating }) : t('filters.ratingAtLeast', { rating }),
          }))}
          value={draft.rating === null ? null : String(draft.rating)}
          onChange={(next) => update({ rating: next ? Number(next) : null })}
          clearable
        />
        <DatePickerField
          label={t('filters.postStartDate')}
          placeholder={t('filters.pickDate')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={draft.postStartDate}
          onChange={(next) => update({ postStartDate: next ? dayjs(next).format('YYYY-MM-DD') : null })}
          maxDate={draft.postEndDate ?? today}
          valueFormat="DD MMM YYYY"
          clearable
        />
        <DatePickerField
          label={t('filters.postEndDate')}
          placeholder={t('filters.pickDate')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={draft.postEndDate}
          onChange={(next) => update({ postEndDate: next ? dayjs(next).format('YYYY-MM-DD') : null })}
          minDate={draft.postStartDate ?? undefined}
          maxDate={today}
          valueFormat="DD MMM YYYY"
          clearable
        />
        <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />} className={classes.submit}>
          {t('filters.search')}
        </Button>
      </SimpleGrid>
    </Paper>
  );
}
