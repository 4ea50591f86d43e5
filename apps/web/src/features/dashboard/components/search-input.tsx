import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A search box that reports its text a moment after typing stops. */
export function SearchInput({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  // The address changed the search (back button, a cleared filter): show what it says now.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const report = useDebouncedCallback((next: string) => onChange(next.trim()), 350);
  return (
    <TextInput
      type="search"
      placeholder={label}
      aria-label={label}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value);
      }}
      // Leaving the box (say, to click a result) reports the text now, so a late report cannot
      // pull the person back to the list after they went on.
      onBlur={() => report.flush()}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('dashboard.clearSearch')}
            onClick={() => {
              setText('');
              onChange('');
            }}
          />
        ) : null
      }
      w={{ base: '100%', sm: 280 }}
    />
  );
}
