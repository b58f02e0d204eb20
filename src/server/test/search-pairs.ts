/**
 * What a reader types and what a course says, which search must treat as the same (decision 018): the folding
 * unit test checks `foldSearchText` makes each pair equal, the course search test that the database finds the
 * second by the first, and that SQL's `masar_fold` agrees with `foldSearchText` on every text here.
 */
export const searchFoldingPairs: readonly { rule: string; typed: string; stored: string }[] = [
  { rule: 'hamza on alef (أ)', typed: 'الدوال الاسية', stored: 'الدوال الأسية' },
  { rule: 'hamza under alef (إ)', typed: 'التربية الاسلامية', stored: 'التربية الإسلامية' },
  { rule: 'madda (آ)', typed: 'تفسير القران', stored: 'تفسير القرآن' },
  { rule: 'alef wasla (ٱ)', typed: 'الاستقراء', stored: 'ٱلاستقراء' },
  { rule: 'taa marbuta and haa', typed: 'الهندسه الفضائيه', stored: 'الهندسة الفضائية' },
  { rule: 'alef maqsura and yaa', typed: 'المستوي الاول', stored: 'المستوى الأول' },
  { rule: 'diacritics', typed: 'الفيزياء', stored: 'الفِيزِيَاءُ' },
  { rule: 'shadda and tanwin', typed: 'مقدمة عامة', stored: 'مقدّمةٌ عامّةً' },
  { rule: 'tatweel', typed: 'العربية', stored: 'العـــربيـة' },
  { rule: 'hamza seats (ؤ ئ)', typed: 'مسوول المسايل', stored: 'مسؤول المسائل' },
  { rule: 'Arabic-Indic digits', typed: 'الفصل 2', stored: 'الفصل ٢' },
  { rule: 'French acute and grave', typed: 'eleve', stored: 'Élève' },
  { rule: 'French cedilla', typed: 'francais', stored: 'Français' },
  { rule: 'French circumflex and diaeresis', typed: 'foret de noel', stored: 'Forêt de Noël' },
  { rule: 'French ligature', typed: 'oeuvre complete', stored: 'Œuvre complète' },
  { rule: 'capitals and spacing', typed: 'GEOMETRIE   plane', stored: 'Géométrie plane' },
];
