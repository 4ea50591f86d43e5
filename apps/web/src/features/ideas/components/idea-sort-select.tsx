import { Select } from '@mantine/core';
import { IdeaSort } from '@ideamatch/shared/constants';
import { IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type IdeaSortSelectProps = {
  value: IdeaSort;
  onChange: (sort: IdeaSort) => void;
  /** Offer "best match" (only a text search has one). */
  withRelevance?: boolean;
};

/**
 * Best match (with a text search), latest, popular (most comments), most viewed or highest rated;
 * kept in the address as sortBy=5/1/2/3/4.
 */
export function IdeaSortSelect({ value, onChange, withRelevance = false }: IdeaSortSelectProps) {
  const { t } = useTranslation();
  const options = [
    ...(withRelevance ? [{ value: String(IdeaSort.Relevance), label: t('sort.relevance') }] : []),
    { value: String(IdeaSort.LatestPost), label: t('sort.latest') },
    { value: String(IdeaSort.MostComment), label: t('sort.popular') },
    { value: String(IdeaSort.MostView), label: t('sort.mostView') },
    { value: String(IdeaSort.TopRating), label: t('sort.topRating') },
  ];
  return (
    <Select
      label={t('sort.label')}
      leftSection={<IconArrowsSort size={16} aria-hidden />}
      data={options}
      value={String(value)}
      onChange={(next) => next && onChange(Number(next) as IdeaSort)}
      allowDeselect={false}
      w={{ base: '100%', s500: 200 }}
    />
  );
}
