import { Input, InputBase } from '@mantine/core';
import type { SelectProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

const loadSelect = () => import('./select-input');
const LoadedSelect = lazy(loadSelect);

type Option = { value: string; label: string };
type SelectFieldProps = Omit<SelectProps<string>, 'data'> & { data: Option[] };

/**
 * A select whose dropdown code loads on first use: until then it is a button that looks the same
 * and shows the chosen option, so pages that only show a filter bar stay light.
 */
export function SelectField(props: SelectFieldProps) {
  const [isActive, setIsActive] = useState(false);
  const placeholder = <Placeholder {...props} onActivate={() => setIsActive(true)} />;
  if (!isActive) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LoadedSelect {...props} defaultDropdownOpened />
    </Suspense>
  );
}

function Placeholder({
  label,
  placeholder,
  leftSection,
  value,
  data,
  onActivate,
}: SelectFieldProps & { onActivate: () => void }) {
  const chosen = data.find((option) => option.value === value);
  return (
    <InputBase
      component="button"
      type="button"
      label={label}
      leftSection={leftSection}
      rightSection={<IconChevronDown size={16} aria-hidden />}
      rightSectionPointerEvents="none"
      pointer
      aria-haspopup="listbox"
      onClick={onActivate}
      onFocus={() => void loadSelect()}
      onPointerEnter={() => void loadSelect()}
    >
      {chosen ? chosen.label : <Input.Placeholder>{placeholder}</Input.Placeholder>}
    </InputBase>
  );
}
