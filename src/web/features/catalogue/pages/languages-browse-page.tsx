import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LanguagesIcon } from '../../../components/ui/icons';
import { useLanguageLevels } from '../../../lib/queries/list-language-levels';
import { useLanguages } from '../../../lib/queries/list-languages';
import { BrowseHeader, SelectionTrail } from '../components/browse-header';
import { ChoiceStep } from '../components/choice-step';
import { languageSelectionSearch, readLanguageSelection } from '../components/course-selection';
import { CourseResults } from '../components/course-results';
import { LanguageFlag } from '../components/language-flag';

/** /TTHLanguages: a language, then one of its levels, then that level's approved courses. */
export default function LanguagesBrowsePage() {
  const { t } = useTranslation('catalogue');
  const [params] = useSearchParams();
  const selection = readLanguageSelection(params);

  const languagesQuery = useLanguages();
  const levelsQuery = useLanguageLevels(selection.language);
  // Admins are sent inactive entries too; visitors' pages show what is open.
  const languages = languagesQuery.data?.filter((item) => item.is_active);
  const levels = levelsQuery.data?.filter((item) => item.is_active);
  const language = languages?.find((item) => item.id === selection.language);
  const level = language ? levels?.find((item) => item.id === selection.level) : undefined;

  const href = (language: number, level: number | null = null, page = 1) =>
    `/TTHLanguages${languageSelectionSearch({ language, level, page })}`;

  const trail = [
    language && { key: 'language', text: language.name, to: href(language.id) },
    level && language && { key: 'level', text: level.name, to: href(language.id, level.id) },
  ].filter((item) => !!item);

  return (
    <div className="flex-1 bg-slate-50 pb-16">
      <title>{`${language ? `${language.name} · ` : ''}${t('browse.languages.title')} · ${t('common:app.name')}`}</title>
      <BrowseHeader
        icon={LanguagesIcon}
        eyebrow={t('browse.languages.eyebrow')}
        title={t('browse.languages.title')}
        subtitle={t('browse.languages.subtitle')}
      >
        <SelectionTrail label={t('browse.selection')} items={trail} />
      </BrowseHeader>

      <div className="mx-auto max-w-6xl space-y-10 px-4 pt-8 sm:px-6 lg:px-8">
        <ChoiceStep
          step={1}
          title={t('browse.languages.chooseLanguage')}
          layout="cards"
          columns={4}
          pending={languagesQuery.isPending}
          error={languagesQuery.error}
          emptyText={t('browse.languages.noLanguages')}
          options={languages?.map((item) => ({
            id: item.id,
            label: item.name,
            hint: item.code.toUpperCase(),
            badge: <LanguageFlag flag={item.flag} code={item.code} />,
            to: href(item.id),
            selected: item.id === selection.language,
          }))}
        />
        {language ? (
          <ChoiceStep
            step={2}
            title={t('browse.languages.chooseLevel', { name: language.name })}
            layout="cards"
            pending={levelsQuery.isPending}
            error={levelsQuery.error}
            emptyText={t('browse.languages.noLevels')}
            options={levels?.map((item) => ({
              id: item.id,
              label: item.name,
              hint: item.description ?? undefined,
              to: href(language.id, item.id),
              selected: item.id === selection.level,
            }))}
          />
        ) : null}
        {language && level ? (
          <CourseResults
            filter={{ languageLevelId: level.id }}
            page={selection.page}
            title={t('browse.languages.coursesOf', { language: language.name, level: level.name })}
            pageHref={(page) => href(language.id, level.id, page)}
          />
        ) : null}
      </div>
    </div>
  );
}
