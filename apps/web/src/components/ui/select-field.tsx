import type { SelectProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { FieldStandIn } from './field-stand-in';

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
  return (
    <FieldStandIn
      label={label}
      leftSection={leftSection}
      rightSection={<IconChevronDown size={16} aria-hidden />}
      popup="listbox"
      text={data.find((option) => option.value === value)?.label}
      placeholder={placeholder}
      load={loadSelect}
      onActivate={onActivate}
    />
  );
}
