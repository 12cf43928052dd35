// A value several readers share (a game's parsed state handed to every load of its version, the views and legal actions
// worked out for it) must never be changed in place: under the tests it is frozen, so code that changed one fails there
// instead of changing what every later reader sees. In production it is left as it is (freezing costs a walk).
const FREEZE = !!process.env.VITEST;

/** `x`, frozen all the way down under the tests. */
export function shared<T>(x: T): T {
  return FREEZE ? deepFreeze(x) : x;
}

function deepFreeze<T>(x: T): T {
  if (typeof x !== 'object' || x === null || Object.isFrozen(x)) return x;
  Object.freeze(x);
  for (const v of Object.values(x)) deepFreeze(v);
  return x;
}
