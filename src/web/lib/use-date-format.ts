import { formatDate, formatDateTime, formatTime, type DateInput } from './date-format';
import { useLanguage } from './use-language';

/** The date helpers bound to the current interface language. */
export function useDateFormat() {
  const { language } = useLanguage();
  return {
    formatDate: (value: DateInput, options?: Intl.DateTimeFormatOptions) =>
      formatDate(value, language, options),
    formatTime: (value: DateInput, options?: Intl.DateTimeFormatOptions) =>
      formatTime(value, language, options),
    formatDateTime: (value: DateInput, options?: Intl.DateTimeFormatOptions) =>
      formatDateTime(value, language, options),
  };
}
