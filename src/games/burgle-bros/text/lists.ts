// Lists a refusal's parameters carry a line each (a name holds no newline), written out in either language.

/** The crew mates a trade refusal lists (`mates` and `cells`, a line each) as "Bo at F1 C2, Cy at F2 A1" (`at` in the
 * reader's language). */
export const matesAt = (p: Record<string, unknown>, at: string): string => {
  const cells = String(p.cells ?? '').split('\n');
  return String(p.mates ?? '').split('\n').map((name, i) => `${name} ${at} ${cells[i] ?? ''}`.trim()).join(', ');
};
