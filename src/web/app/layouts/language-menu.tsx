import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, directionOf, isAppLanguage } from '../../lib/languages';
import { useLanguage } from '../../lib/use-language';
import { LanguageTrigger, takeMenuOpenRequest } from './menu-triggers';

/** Arabic, French or English; the choice persists and flips the page direction (see lib/i18n). */
export default function LanguageMenu({ tone }: { tone: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // Opened after mounting, once the trigger is in place, when the stand-in button was pressed. The request
    // is taken on commit, not during a render React may discard (the menu loads lazily, under Suspense).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reacting once to an event outside React
    if (takeMenuOpenRequest('language')) setOpen(true);
  }, []);
  return (
    <DropdownMenu.Root dir={directionOf(language)} open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger asChild>
        <LanguageTrigger tone={tone} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 min-w-44 animate-fade-in rounded-2xl bg-white p-1.5 shadow-xl ring-1 shadow-slate-900/10 ring-slate-200"
      >
        <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold text-slate-600">
          {t('nav.language')}
        </DropdownMenu.Label>
        <DropdownMenu.RadioGroup
          value={language}
          onValueChange={(value) => {
            if (isAppLanguage(value)) void setLanguage(value);
          }}
        >
          {LANGUAGES.map((lng) => (
            <DropdownMenu.RadioItem
              key={lng}
              value={lng}
              lang={lng}
              dir={directionOf(lng)}
              className="flex cursor-pointer items-center justify-between gap-3 rounded-xl px-3 py-2.5 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 data-[state=checked]:font-semibold"
            >
              {LANGUAGE_NAMES[lng]}
              <DropdownMenu.ItemIndicator>
                <span className="block size-2 rounded-full bg-brand-600" aria-hidden="true" />
              </DropdownMenu.ItemIndicator>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
