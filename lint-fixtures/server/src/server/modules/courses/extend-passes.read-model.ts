// A read model builds its rows with extend; a key before a spread, and a spread alone, are fine.
import { extend } from '../../objects';

export const withPrice = (row: { id: number }, price: number) => extend(row, { price });
export const priced = (row: { id: number }) => ({ price: 0, ...row });
export const copy = (row: { id: number }) => ({ ...row });
