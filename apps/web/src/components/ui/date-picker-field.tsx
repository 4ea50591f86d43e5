import { Input, InputBase } from '@mantine/core';
import type { DatePickerInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';

const LoadedDatePickerInput = lazy(() => import('./date-picker-input'));

type DatePickerFieldProps = Omit<DatePickerInputProps<'default'>, 'value'> & {
  value: string | null;
  placeholder?: string;
  valueFormat?: string;
};

/**
 * A date input whose calendar code loads on first use: until then it is a button that looks the
 * same, so pages that only show a filter bar do not download the date picker.
 */
export function DatePickerField(props: DatePickerFieldProps) {
  const [isActive, setIsActive] = useState(false);
  if (isActive) {
    const fallback = <Placeholder {...props} onActivate={() => undefined} />;
    return (
      <Suspense fallback={fallback}>
        <LoadedDatePickerInput {...props} popoverProps={{ ...props.popoverProps, defaultOpened: true }} />
      </Suspense>
    );
  }
  return <Placeholder {...props} onActivate={() => setIsActive(true)} />;
}

function Placeholder({
  label,
  placeholder,
  leftSection,
  value,
  valueFormat = 'DD MMM YYYY',
  onActivate,
}: DatePickerFieldProps & { onActivate: () => void }) {
  return (
    <InputBase
      component="button"
      type="button"
      label={label}
      leftSection={leftSection}
      pointer
      aria-haspopup="dialog"
      onClick={onActivate}
      onFocus={() => void import('./date-picker-input')}
      onPointerEnter={() => void import('./date-picker-input')}
    >
      {value ? dayjs(value).format(valueFormat) : <Input.Placeholder>{placeholder}</Input.Placeholder>}
    </InputBase>
  );
}
