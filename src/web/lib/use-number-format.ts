import {
  formatCount,
  formatDzd,
  formatPercent,
  formatPoints,
  formatSignedPoints,
  formatTenths,
} from './number-format';
import { useLanguage } from './use-language';

/** The amount helpers bound to the current interface language. */
export function useNumberFormat() {
  const { language } = useLanguage();
  return {
    formatPoints: (value: number) => formatPoints(value, language),
    formatSignedPoints: (value: number) => formatSignedPoints(value, language),
    formatDzd: (value: number) => formatDzd(value, language),
    formatPercent: (percent: number) => formatPercent(percent, language),
    formatCount: (value: number) => formatCount(value, language),
    formatTenths: (value: number) => formatTenths(value, language),
  };
}
