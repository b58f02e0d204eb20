import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCourses } from '../../lib/queries/list-courses';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { SearchIcon } from './icons/first-load';
import { Spinner } from './spinner';

const SUGGESTIONS = 6;
/** Fewer folded characters than this ask the server nothing (one letter matches nearly every course). */
const MIN_CHARACTERS = 2;

type Fold = (text: string) => string;
let loadedFold: Fold | null = null;
let loadingFold: Promise<Fold> | null = null;

/**
 * The search folding (`contract/search.ts`: its character tables are most of its size) loads when the reader
 * first focuses or types in a box, not with the first page: the box asks nothing before the typing settles
 * (250 ms), by which time it is in. Until it is, the box asks nothing, as for a text too short.
 */
function useSearchFolding(): { fold: Fold | null; load: () => void } {
  const [fold, setFold] = useState<Fold | null>(() => loadedFold);
  const load = () => {
    if (fold) return;
    loadingFold ??= import('../../../contract/search').then(({ foldSearchText }) => {
      loadedFold = foldSearchText;
      return foldSearchText;
    });
    loadingFold.then(
      (loaded) => setFold(() => loaded),
      () => {
        // Offline or a failed chunk: the next keystroke tries again.
        loadingFold = null;
      },
    );
  };
  return { fold, load };
}

/** The address of the full results page for a query. */
export const searchPageHref = (query: string) => `/search?q=${encodeURIComponent(query.trim())}`;

/**
 * The course search box of the header and the catalogue pages: suggestions as you type (debounced), in an
 * ARIA 1.2 combobox — arrows move through the suggestions, Enter opens the highlighted course or the full
 * results page, Escape closes the list. The last option always leads to the full results page.
 */
export function CourseSearchBox({
  className = '',
  label,
}: {
  className?: string;
  /** Names the search landmark when a page has more than one (the header's is "Search courses"). */
  label?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const settled = useDebouncedValue(text.trim(), 250);
  const folding = useSearchFolding();
  const enabled = folding.fold !== null && folding.fold(settled).length >= MIN_CHARACTERS;
  const query = useCourses({ q: settled, limit: SUGGESTIONS }, { enabled });
  const courses = enabled ? (query.data?.courses ?? []) : [];
  const showList = open && enabled && text.trim() !== '';
  // The options: each suggested course, then "all results".
  const optionCount = courses.length + 1;
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (to: string) => {
    close();
    setText('');
    inputRef.current?.blur();
    void navigate(to);
  };
  const openOption = (index: number) => {
    const course = courses[index];
    go(course ? `/coursesList/courses/${course.id}` : searchPageHref(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!enabled) return;
      event.preventDefault();
      setOpen(true);
      const down = event.key === 'ArrowDown';
      setActive((current) => {
        if (down) return current >= optionCount - 1 ? 0 : current + 1;
        return current <= 0 ? optionCount - 1 : current - 1;
      });
    } else if (event.key === 'Escape') {
      if (showList) {
        event.preventDefault();
        close();
      } else setText('');
    } else if (event.key === 'Enter' && showList && active >= 0 && active < optionCount) {
      event.preventDefault();
      openOption(active);
    }
  };

  return (
    <form
      role="search"
      aria-label={label ?? t('search.label')}
      className={`relative ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== '') go(searchPageHref(text));
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('search.label')}
      </label>
      <SearchIcon className="pointer-events-none absolute inset-y-0 start-3 my-auto size-5 text-slate-500" />
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        value={text}
        placeholder={t('search.placeholder')}
        onChange={(event) => {
          folding.load();
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          folding.load();
          setOpen(true);
        }}
        onBlur={close}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-xl border border-slate-300 bg-white ps-10 pe-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!showList}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-2xl bg-white p-1 shadow-xl ring-1 ring-slate-200"
      >
        {courses.map((course, index) => (
          <li
            key={course.id}
            id={optionId(index)}
            role="option"
            aria-selected={active === index}
            // Keeps the focus in the box, so its blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => openOption(index)}
            onMouseEnter={() => setActive(index)}
            className={`cursor-pointer rounded-xl px-3 py-2 ${active === index ? 'bg-brand-50' : ''}`}
          >
            <span className="block text-sm font-semibold text-slate-900" dir="auto">
              {course.title}
            </span>
            <span className="block text-xs text-slate-600" dir="auto">
              {[course.professorName, course.materialPath?.materialName ?? course.languagePath?.languageName]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </li>
        ))}
        {query.isFetching && courses.length === 0 ? (
          <li role="presentation" className="flex items-center gap-2 px-3 py-2 text-sm text-slate-600">
            <Spinner className="size-4" />
            {t('search.loading')}
          </li>
        ) : query.isSuccess && courses.length === 0 ? (
          <li role="presentation" className="px-3 py-2 text-sm text-slate-600">
            {t('search.noMatch', { query: settled })}
          </li>
        ) : null}
        <li
          id={optionId(courses.length)}
          role="option"
          aria-selected={active === courses.length}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => openOption(courses.length)}
          onMouseEnter={() => setActive(courses.length)}
          className={`cursor-pointer rounded-xl border-t border-slate-100 px-3 py-2 text-sm font-semibold text-brand-800 ${
            active === courses.length ? 'bg-brand-50' : ''
          }`}
        >
          {t('search.seeAll', { query: text.trim() })}
        </li>
      </ul>
      <p className="sr-only" aria-live="polite">
        {showList && query.isSuccess ? t('search.count', { count: courses.length }) : ''}
      </p>
    </form>
  );
}
