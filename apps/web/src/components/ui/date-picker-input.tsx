import '@mantine/dates/styles.css';
import { DatePickerInput as MantineDatePickerInput, DatesProvider } from '@mantine/dates';
import type { DatePickerInputProps } from '@mantine/dates';
import { LANGUAGE_LOCALE, useLanguage } from '../../lib/i18n';

/** Mantine's single-date picker input, in the interface language with weeks starting on Sunday. */
export function DatePickerInput(props: DatePickerInputProps<'default'>) {
  const { language } = useLanguage();
  return (
    <DatesProvider settings={{ locale: LANGUAGE_LOCALE[language], firstDayOfWeek: 0 }}>
      <MantineDatePickerInput {...props} />
    </DatesProvider>
  );
}

export default DatePickerInput;
