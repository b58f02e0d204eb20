/**
 * Search folding: what readers treat as the same letter is written the same (docs/decisions/018-course-search.md).
 * The server stores folded copies of the searchable text and folds each query the same way; the migration that
 * added course search defines `masar_fold(text)` in SQL with these very character lists, and an API test proves
 * both foldings agree on a table of pairs. Changing a list here means a new migration redefining `masar_fold`
 * and refilling the folded columns.
 */

/**
 * Characters replaced one for one (`translate` in SQL): Arabic alef forms → ا, hamza seats ؤ → و and ئ → ي,
 * taa marbuta → ه, alef maqsura → ي, Arabic-Indic and Persian digits → 0–9, Latin letters with accents (both
 * cases) → the bare lower-case letter, ASCII capitals → lower case, the no-break space → a space. SQL's
 * `lower()` depends on the server's locale beyond ASCII, so lower-casing is done by this table on both sides.
 */
export const FOLD_FROM =
  'أإآٱؤئةى' +
  '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹' +
  'àâäáãåÀÂÄÁÃÅçÇéèêëÉÈÊËîïíìÎÏÍÌôöóòõÔÖÓÒÕùûüúÙÛÜÚÿýŸÝñÑ' +
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ' +
  '\u00A0';
export const FOLD_TO =
  'ااااويهي' +
  '01234567890123456789' +
  'aaaaaaaaaaaacceeeeeeeeiiiiiiiioooooooooouuuuuuuuyyyynn' +
  'abcdefghijklmnopqrstuvwxyz' +
  ' ';

/**
 * Characters dropped (`translate` with no counterpart): Arabic diacritics (harakat, tanwin, shadda, sukun,
 * hamza marks, superscript alef), tatweel, and the invisible joiners and direction marks.
 */
export const FOLD_DROP =
  '\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0653\u0654\u0655\u0656\u0657\u0658\u0659\u065A' +
  '\u065B\u065C\u065D\u065E\u065F\u0670\u0640\u200B\u200C\u200D\u200E\u200F';

/** Ligatures spelt out (`replace` in SQL, after `translate`). */
export const FOLD_LIGATURES: readonly (readonly [string, string])[] = [
  ['œ', 'oe'],
  ['Œ', 'oe'],
  ['æ', 'ae'],
  ['Æ', 'ae'],
];

/** White space collapsed to one space (the same class in SQL's regular expression). */
export const FOLD_SPACES = '[ \\t\\n\\r\\f\\v]+';

const replaced = new Map<string, string>([...FOLD_FROM].map((ch, i) => [ch, [...FOLD_TO][i]!]));
const dropped = new Set(FOLD_DROP);
const spaces = new RegExp(FOLD_SPACES, 'g');

/** The folded form of a text: letters folded and dropped as above, ligatures spelt out, every run of white
 * space one space, no space at either end. */
export function foldSearchText(text: string): string {
  let out = '';
  for (const ch of text) {
    if (dropped.has(ch)) continue;
    const mapped = replaced.get(ch) ?? ch;
    out += mapped;
  }
  for (const [ligature, spelt] of FOLD_LIGATURES) out = out.replaceAll(ligature, spelt);
  return out.replace(spaces, ' ').replace(/^ | $/g, '');
}

/** The words of a query, folded, at most `max` of them (each must appear for a match, in any order). */
export function searchWords(query: string, max = 8): string[] {
  const folded = foldSearchText(query);
  return folded === '' ? [] : [...new Set(folded.split(' '))].slice(0, max);
}

/** Whether `text` contains every word of `query` after folding, in any order. An empty query matches. */
export function matchesEveryWord(text: string, query: string): boolean {
  const haystack = foldSearchText(text);
  return searchWords(query).every((word) => haystack.includes(word));
}
