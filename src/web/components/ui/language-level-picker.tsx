import { useErrorMessage } from '../../lib/error-message';
import { useLanguageLevels } from '../../lib/queries/list-language-levels';
import { useLanguages } from '../../lib/queries/list-languages';
import { Alert } from './alert';
import { SelectField } from './select-field';
import { Spinner } from './spinner';

export interface LanguageLevelPickerLabels {
  language: string;
  chooseLanguage: string;
  level: string;
  chooseLevel: string;
}

/**
 * A language, then one of its levels; only active ones are offered. Changing the language clears the level.
 * The texts come from the page using it.
 */
export function LanguageLevelPicker({
  languageId,
  levelId,
  onChange,
  labels,
}: {
  languageId: number | null;
  levelId: number | null;
  onChange: (languageId: number | null, levelId: number | null) => void;
  labels: LanguageLevelPickerLabels;
}) {
  const languages = useLanguages();
  const levels = useLanguageLevels(languageId);
  const errorText = useErrorMessage();
  if (languages.isPending) return <Spinner className="size-6 text-brand-700" />;
  if (languages.isError) return <Alert tone="error">{errorText(languages.error)}</Alert>;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        label={labels.language}
        name="language"
        value={languageId ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null, null)}
      >
        <option value="">{labels.chooseLanguage}</option>
        {languages.data
          .filter((language) => language.is_active)
          .map((language) => (
            <option key={language.id} value={language.id}>
              {language.flag ? `${language.flag} ` : ''}
              {language.name}
            </option>
          ))}
      </SelectField>
      <SelectField
        label={labels.level}
        name="language-level"
        value={levelId ?? ''}
        disabled={languageId === null || levels.isPending}
        error={levels.isError ? errorText(levels.error) : null}
        onChange={(event) => onChange(languageId, event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{labels.chooseLevel}</option>
        {(levels.data ?? [])
          .filter((level) => level.is_active)
          .map((level) => (
            <option key={level.id} value={level.id}>
              {level.name}
            </option>
          ))}
      </SelectField>
    </div>
  );
}
