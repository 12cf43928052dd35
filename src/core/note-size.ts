// How big a game's messages with controls get on a phone: for every state of bot games, every seat's private note
// (and, for open-information games, the public post that carries the acting seat's controls), and every note a focus
// control leads to, the largest select menu, the most choices at once and the most action rows. Used by a test (the
// limits) and by each game's bench (the figures).
import type { AnyGame, Control, GameSamples, Presented } from './module.js';
import { playBotGame } from './sim.js';
import { SPECTATOR, type Locale } from './types.js';

export interface NoteSize {
  /** Options in the largest select menu. */
  options: number;
  /** Everything pressable at once: buttons and menu options. */
  choices: number;
  /** Discord action rows: button rows plus menus. */
  rows: number;
}

export interface LargestNote extends NoteSize {
  /** Where the largest (by options, then choices) was seen: game seed, step, seat and focus path. */
  where: string;
}

export function sizeOf(p: Presented): NoteSize {
  const rows = (p.rows ?? []).filter((r) => r.length > 0);
  const menus = p.menus ?? [];
  const buttons = rows.reduce((n, r) => n + r.length, 0);
  const options = menus.reduce((n, m) => Math.max(n, m.options.length), 0);
  return { options, choices: buttons + menus.reduce((n, m) => n + m.options.length, 0), rows: rows.length + menus.length };
}

/** The focus keys a message offers (controls and menu options with `focus`). */
export function focusesOf(p: Presented): string[] {
  const keys = [
    ...(p.rows ?? []).flat().filter((c: Control) => c.focus && !c.disabled).map((c) => c.act),
    ...(p.menus ?? []).flatMap((m) => m.options.filter((o) => o.focus).map((o) => o.act)),
  ];
  return [...new Set(keys)];
}

/** Every message with controls a seat can reach in `state`: its private note (or, open information, the public post
 * with its controls) and the notes its focus controls lead to, up to `depth` presses deep. */
export function notesOf(game: AnyGame, state: unknown, seats: number, lang: Locale = 'en', depth = 3): { seat: number; focus: string; p: Presented }[] {
  const out: { seat: number; focus: string; p: Presented }[] = [];
  const name = (k: number) => `Seat ${k + 1}`;
  for (let seat = 0; seat < seats; seat++) {
    const legal = game.legal(state, seat);
    if (game.openInformation && legal.length === 0) continue;
    const viewer = game.openInformation ? SPECTATOR : seat;
    const view = game.view(state, viewer);
    const present = (focus?: string) => game.present({
      view, viewer, lang, legal, name, moment: game.openInformation ? { kind: 'status' } : { kind: 'private', events: [] },
      ...(focus === undefined ? {} : { focus }),
    });
    // Breadth first: each note once, at the fewest presses.
    const seen = new Set<string>(['']);
    let level: (string | undefined)[] = [undefined];
    for (let left = depth; level.length; left--) {
      const next: string[] = [];
      for (const focus of level) {
        const p = present(focus);
        out.push({ seat, focus: focus ?? '', p });
        if (left > 0) for (const f of focusesOf(p)) if (!seen.has(f)) next.push(f), seen.add(f);
      }
      level = next;
    }
  }
  return out;
}

/** One bot game to measure: its seats, seed and options; `maxSteps`, its first steps only (a long game's later notes
 * are of the same kinds as its earlier ones). */
export type NoteRun = NonNullable<GameSamples['notes']>[number];

/** The largest note over bot games of `game`: most options in one menu, most choices at once and most rows, each a
 * maximum over every note of every state (`where` names the note with the most options). */
export function largestNote(game: AnyGame, runs: readonly NoteRun[], lang: Locale = 'en'): LargestNote {
  const best: LargestNote = { options: 0, choices: 0, rows: 0, where: '' };
  for (const run of runs) {
    const r = playBotGame(game, { ...run, keepStates: true, check: false });
    r.states!.forEach((state, step) => {
      for (const n of notesOf(game, state, run.players, lang)) {
        const s = sizeOf(n.p);
        if (s.options > best.options || !best.where) {
          best.where = `${run.players} players, seed ${run.seed}, step ${step}, seat ${n.seat}${n.focus ? `, focus ${n.focus}` : ''}`;
        }
        best.options = Math.max(best.options, s.options);
        best.choices = Math.max(best.choices, s.choices);
        best.rows = Math.max(best.rows, s.rows);
      }
    });
  }
  return best;
}

/** The bot games a game's notes are measured on: its samples' own (`GameSamples.notes`), else the first seed of each
 * of its bot samples, else its smallest table. */
export function noteRuns(game: AnyGame): readonly NoteRun[] {
  const samples = game.tools?.samples;
  if (samples?.notes?.length) return samples.notes;
  const bots = samples?.bots.map((b) => ({ players: b.players, seed: b.seeds[0], ...(b.options ? { options: b.options } : {}) })) ?? [];
  return bots.length ? bots : [{ players: game.seating.min, seed: 1 }];
}

/** `npm run bench` lines for a game's largest note: `<kind>.note.options`, `.choices`, `.rows`. */
export function noteBench(game: AnyGame): () => Promise<{ name: string; value: number; unit: string }[]> {
  return async () => {
    const n = largestNote(game, noteRuns(game));
    return [
      { name: `${game.kind}.note.options`, value: n.options, unit: 'options in one menu' },
      { name: `${game.kind}.note.choices`, value: n.choices, unit: 'choices at once' },
      { name: `${game.kind}.note.rows`, value: n.rows, unit: 'rows' },
    ];
  };
}
