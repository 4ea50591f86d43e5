import { Select } from '@mantine/core';
import { IdeaSort } from '@ideamatch/shared/constants';
import { IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type IdeaSortSelectProps = { value: IdeaSort; onChange: (sort: IdeaSort) => void };

/** Latest, popular (most comments) or most viewed; kept in the address as sortBy=1/2/3. */
export function IdeaSortSelect({ value, onChange }: IdeaSortSelectProps) {
  const { t } = useTranslation();
  const options = [
    { value: String(IdeaSort.LatestPost), label: t('sort.latest') },
    { value: String(IdeaSort.MostComment), label: t('sort.popular') },
    { value: String(IdeaSort.MostView), label: t('sort.mostView') },
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
