// The cycle finder the import-structure tests share.

/** A cycle in a graph, as its nodes in order (the first repeated at the end), or null. */
export function cycleIn<T>(g: Map<T, Iterable<T>>): T[] | null {
  const state = new Map<T, 'open' | 'done'>();
  const stack: T[] = [];
  const visit = (v: T): T[] | null => {
    state.set(v, 'open');
    stack.push(v);
    for (const w of g.get(v) ?? []) {
      if (state.get(w) === 'open') return [...stack.slice(stack.indexOf(w)), w];
      if (!state.has(w)) {
        const c = visit(w);
        if (c) return c;
      }
    }
    stack.pop();
    state.set(v, 'done');
    return null;
  };
  for (const v of g.keys()) {
    if (state.has(v)) continue;
    const c = visit(v);
    if (c) return c;
  }
  return null;
}
