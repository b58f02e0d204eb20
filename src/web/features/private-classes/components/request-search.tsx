import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

/** Narrows the staff lists to one person: a fragment of the student's or the professor's name or email. */
export function RequestSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('private-classes');
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <TextField
        label={t('staff.search')}
        hint={t('staff.searchHint')}
        type="search"
        name="q"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        className="min-w-64 flex-1"
      />
      <Button type="submit" variant="secondary">
        {t('staff.searchAction')}
      </Button>
      {value ? (
        <Button type="button" variant="ghost" onClick={() => (setText(''), onSearch(''))}>
          {t('staff.searchClear')}
        </Button>
      ) : null}
    </form>
  );
}
