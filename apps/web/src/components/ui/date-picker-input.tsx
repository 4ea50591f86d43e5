import '@mantine/dates/styles.css';
import { DatePickerInput as MantineDatePickerInput, DatesProvider } from '@mantine/dates';
import type { DatePickerInputProps } from '@mantine/dates';
import { useEffect, useRef } from 'react';
import { LANGUAGE_LOCALE, useLanguage } from '../../lib/i18n';
import { calendarLabelFormats, localDateFormat } from './date-formats';

type Props = DatePickerInputProps<'default'> & {
  /** Opens the calendar as soon as it shows: the click that loaded it was the click that asked for it. */
  openOnMount?: boolean;
};

/**
 * Mantine's single-date picker input, in the interface language with weeks starting on Sunday; in
 * Thai its years are Buddhist-era years, in the field and in the calendar.
 */
export function DatePickerInput({ valueFormat = 'DD MMM YYYY', openOnMount = false, ...props }: Props) {
  const { language } = useLanguage();
  const input = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!openOnMount) return;
    // The input keeps its open state inside; a click is the one way in, and focus stays on it.
    input.current?.focus();
    input.current?.click();
  }, [openOnMount]);
  return (
    <DatesProvider settings={{ locale: LANGUAGE_LOCALE[language], firstDayOfWeek: 0 }}>
      <MantineDatePickerInput
        ref={input}
        {...calendarLabelFormats(language)}
        {...props}
        valueFormat={localDateFormat(valueFormat, language)}
      />
    </DatesProvider>
  );
}

export default DatePickerInput;
