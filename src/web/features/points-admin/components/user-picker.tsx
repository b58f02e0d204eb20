import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../contract/users';
import { Avatar } from '../../../components/ui/avatar';
import { CloseIcon, SearchIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useUsersSearch } from '../api/search-users';

/** Finds a user by name or email (from two characters) and picks one; shows the pick with a way to clear it. */
export function UserPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: User | null;
  onChange: (user: User | null) => void;
}) {
  const { t } = useTranslation('points-admin');
  const id = useId();
  const [term, setTerm] = useState('');
  const search = useUsersSearch(term);
  const results = search.data?.users ?? [];
  const searching = term.trim().length >= 2;

  if (value) {
    return (
      <div>
        <p className="mb-1.5 text-sm font-semibold text-slate-800">{label}</p>
        <div className="flex h-12 items-center gap-3 rounded-xl border border-slate-300 bg-slate-50 ps-2 pe-1">
          <Avatar name={value.name} src={value.avatar_url} size="sm" />
          <div className="min-w-0 flex-1 leading-tight">
            <p className="truncate text-sm font-semibold text-slate-900">{value.name}</p>
            <p className="truncate text-xs text-slate-600" dir="ltr">
              {value.email}
            </p>
          </div>
          <button
            type="button"
            onClick={() => onChange(null)}
            aria-label={t('userPicker.clear', { name: value.name })}
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-200 hover:text-slate-900"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
        <input
          id={id}
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={t('userPicker.placeholder')}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          className="block h-12 w-full rounded-xl border border-slate-300 bg-white ps-10 pe-10 text-base text-slate-900 shadow-xs transition outline-none placeholder:text-slate-500 hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15"
        />
        {search.isFetching ? (
          <Spinner className="absolute end-3 top-1/2 size-4 -translate-y-1/2 text-brand-700" />
        ) : null}
      </div>
      <p id={`${id}-hint`} className="sr-only">
        {t('userPicker.hint')}
      </p>
      {searching ? (
        <div className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-2xl bg-white p-1.5 shadow-xl ring-1 ring-slate-200">
          {results.length === 0 ? (
            <p role="status" className="px-3 py-3 text-sm text-slate-600">
              {search.isFetching ? t('userPicker.searching') : t('userPicker.none')}
            </p>
          ) : (
            <ul aria-label={t('userPicker.results')}>
              {results.map((user) => (
                <li key={user.id}>
                  <button
                    type="button"
                    onClick={() => {
                      onChange(user);
                      setTerm('');
                    }}
                    className="flex w-full items-center gap-3 rounded-xl px-2 py-2 text-start hover:bg-brand-50 focus-visible:bg-brand-50"
                  >
                    <Avatar name={user.name} src={user.avatar_url} size="sm" />
                    <span className="min-w-0 flex-1 leading-tight">
                      <span className="block truncate text-sm font-semibold text-slate-900">{user.name}</span>
                      <span className="block truncate text-xs text-slate-600" dir="ltr">
                        {user.email}
                      </span>
                    </span>
                    <span className="text-xs text-slate-600">{t(`common:roles.${user.role}`)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
