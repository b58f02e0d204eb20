// A read model builds a row by spreading another and adding a key.
export const withPrice = (row: { id: number }, price: number) => ({ ...row, price });
