import { setFlagsFromString } from 'node:v8';

// `%HaveSameMap` is one of V8's own functions, parsed only with this flag. It is set before the probe below is
// compiled, for the whole process that runs the importing test (V8's flags are per process); it only lets V8
// parse its own functions, and the server's code never uses them.
setFlagsFromString('--allow-natives-syntax');
const haveSameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;

/**
 * Whether the objects `make` returns over many calls share one hidden class (V8's "map"). The first calls of a
 * call site run before V8 has settled how it builds there, so the check goes on well past them.
 */
export function oneHiddenClass(make: (i: number) => object, calls = 50): boolean {
  const made = Array.from({ length: calls }, (_, i) => make(i));
  const last = made[calls - 1]!;
  return made.every((o) => haveSameMap(o, last));
}
