// A view's JSON text, written once per view object: the table names a private picture by it (its key), and the render
// pool hands it to a drawing thread as text (a string crosses threads as one copy; the object itself would be
// cloned field by field on the bot's thread).
const written = new WeakMap<object, string>();

/** `view` as JSON (views are JSON data: the positions contract and the web pages carry them so). */
export function viewJson(view: unknown): string {
  if (typeof view !== 'object' || view === null) return JSON.stringify(view ?? null);
  let text = written.get(view);
  if (text === undefined) written.set(view, (text = JSON.stringify(view)));
  return text;
}
