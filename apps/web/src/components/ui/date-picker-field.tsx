import type { DatePickerInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useLanguage } from '../../lib/i18n';
import { localDateFormat } from './date-formats';
import { FieldStandIn } from './field-stand-in';

const loadDatePicker = () => import('./date-picker-input');
const LoadedDatePickerInput = lazy(loadDatePicker);

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
        <LoadedDatePickerInput {...props} openOnMount />
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
  const { language } = useLanguage();
  return (
    <FieldStandIn
      label={label}
      leftSection={leftSection}
      popup="dialog"
      text={value ? dayjs(value).format(localDateFormat(valueFormat, language)) : undefined}
      placeholder={placeholder}
      load={loadDatePicker}
      onActivate={onActivate}
    />
  );
}
