/**
 * Redeem codes as people type and print them. Codes are 16 characters from an alphabet without look-alikes;
 * people may type them in lowercase, with spaces or with the dashes of the printed card.
 */
import { CODE_LENGTH } from '../../contract/points';

/** What the server compares: upper case, no spaces or dashes (the contract's `redeemBody` does the same). */
export function normaliseCode(input: string): string {
  return input.trim().toUpperCase().replace(/[\s-]/g, '');
}

/** True when the typed text could be a code (the server still decides whether it exists). */
export function isCompleteCode(input: string): boolean {
  return normaliseCode(input).length === CODE_LENGTH;
}

/** Groups of four for reading and printing: ABCD-EFGH-JKMN-PQRS. */
export function groupCode(code: string, separator = '-'): string {
  const plain = normaliseCode(code);
  return (plain.match(/.{1,4}/g) ?? []).join(separator);
}
