/**
 * The admin editor's filter box over the cached tree: which nodes to show and which to open so that every
 * match is on screen. Matching ignores case, accents, Arabic short vowels and tatweel, and the usual spelling
 * variants of alef, yaa and taa marbuta, so "ecole" finds "École" and "الاولى" finds "الأولى".
 */
import type { StructureTree } from '../../../../contract/structure';

export type NodeKind = 'level' | 'year' | 'speciality' | 'material' | 'language' | 'language-level';
export type NodeKey = `${NodeKind}:${number}`;

export function nodeKey(kind: NodeKind, id: number): NodeKey {
  return `${kind}:${id}`;
}

export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface FilterResult {
  /** Nodes to show: the matches, their ancestors, and everything under a match. */
  visible: Set<NodeKey>;
  /** Ancestors of matches, opened so the matches are on screen. */
  expanded: Set<NodeKey>;
  matches: number;
}

interface Node {
  key: NodeKey;
  text: string;
  children: Node[];
}

function toNodes(tree: StructureTree): Node[] {
  return [
    ...tree.levels.map<Node>((level) => ({
      key: nodeKey('level', level.id),
      text: level.name,
      children: level.years.map<Node>((year) => ({
        key: nodeKey('year', year.id),
        text: year.name,
        children: [
          ...year.specialities.map<Node>((speciality) => ({
            key: nodeKey('speciality', speciality.id),
            text: speciality.name,
            children: speciality.materials.map((m) => ({
              key: nodeKey('material', m.id),
              text: m.name,
              children: [],
            })),
          })),
          ...year.materials.map<Node>((m) => ({
            key: nodeKey('material', m.id),
            text: m.name,
            children: [],
          })),
        ],
      })),
    })),
    ...tree.languages.map<Node>((language) => ({
      key: nodeKey('language', language.id),
      text: `${language.name} ${language.code}`,
      children: language.levels.map((level) => ({
        key: nodeKey('language-level', level.id),
        text: level.name,
        children: [],
      })),
    })),
  ];
}

/** Null when the query is empty: the editor then shows the tree as the admin opened it. */
export function filterStructure(tree: StructureTree, query: string): FilterResult | null {
  const needle = normalizeForSearch(query);
  if (!needle) return null;
  const result: FilterResult = { visible: new Set(), expanded: new Set(), matches: 0 };

  const showAll = (node: Node) => {
    result.visible.add(node.key);
    node.children.forEach(showAll);
  };
  /** Returns whether the node or something under it matched. */
  const walk = (node: Node): boolean => {
    if (normalizeForSearch(node.text).includes(needle)) {
      result.matches += 1;
      showAll(node);
      // Matches further down are still counted and opened.
      node.children.forEach((child) => {
        if (walk(child)) result.expanded.add(node.key);
      });
      return true;
    }
    let found = false;
    for (const child of node.children) {
      if (walk(child)) found = true;
    }
    if (found) {
      result.visible.add(node.key);
      result.expanded.add(node.key);
    }
    return found;
  };
  toNodes(tree).forEach(walk);
  return result;
}
