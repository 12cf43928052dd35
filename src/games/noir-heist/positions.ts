// The position contract (docs/positions.md, "Noir: Heist scripts"): a script (a position plus actions as typed) to a report;
// `as` gives what that player may know. A malformed script throws PositionError naming the field.
import { isObject, need, needName, onlyFields, readerSeat } from '../../core/position.js';
import { SPECTATOR } from '../../core/types.js';
import { applyAction } from './engine/apply.js';
import { narrate, explain } from './engine/narrate.js';
import { parseLogLine } from './engine/parse.js';
import { ROLE_IDS, ROLES } from './engine/roles/index.js';
import { buildState } from './engine/setup.js';
import { cellName, where } from './engine/grid.js';
import { VAULTS, type NoirState, type RoleId, type Vault } from './engine/types.js';
import { viewOf } from './view.js';

const strings = (v: unknown, field: string): string[] => {
  need(Array.isArray(v) && v.every((x) => typeof x === 'string'), field, 'must be a list of strings');
  return v as string[];
};

/** The fields of a Noir script (positions-noir.md). */
const FIELDS = ['game', 'seed', 'chief', 'thieves', 'grid', 'identities', 'roles', 'roleDeck', 'officers', 'plainclothes', 'evidence', 'tokens', 'robbed', 'turn', 'actions'];

/** A player named in a script, in any case as in action lines (names differ ignoring case), or -1. */
const seatOf = (names: string[], name: unknown): number => (typeof name === 'string' ? names.findIndex((n) => n.toLowerCase() === name.trim().toLowerCase()) : -1);

function load(j: Record<string, unknown>): NoirState {
  need(j.game === undefined || j.game === 'noir-heist', 'game', 'must be "noir-heist"');
  onlyFields(j, '', FIELDS, 'a Noir script');
  const seed = j.seed ?? 1;
  need(Number.isInteger(seed), 'seed', 'must be an integer');
  needName(j.chief, 'chief');
  const thieves = strings(j.thieves, 'thieves');
  need(thieves.length >= 4 && thieves.length <= 6, 'thieves', 'must list 4 to 6 thieves');
  thieves.forEach((n, i) => needName(n, `thieves[${i}]`));
  const names = [j.chief, ...thieves];
  need(new Set(names.map((n) => n.toLowerCase())).size === names.length, 'thieves', 'every player needs a distinct name');
  // A thief keyed in a field, in any case: twice (`Ava` and `ava`) would let one entry silently replace the other.
  const keyed = new Map<string, Set<number>>();
  const thiefIndex = (n: string, field: string) => {
    const k = seatOf(thieves, n);
    need(k >= 0, field, `"${n}" is not one of the thieves`);
    const within = field.split('.')[0];
    const seen = keyed.get(within) ?? new Set<number>();
    need(!seen.has(k), field, `"${thieves[k]}" is named twice`);
    keyed.set(within, seen.add(k));
    return k;
  };

  let grid: string[] | undefined;
  if (j.grid !== undefined) {
    grid = strings(j.grid, 'grid');
    need(grid.length === 49, 'grid', 'must list 49 names');
    need(new Set(grid).size === 49, 'grid', 'must not repeat a name');
    need(grid.every((n) => n.length > 0 && !n.includes(':')), 'grid', 'names must be non-empty, without ":"');
  }
  const inGrid = (n: string, field: string) => need(grid ? grid.includes(n) : SUSPECT_SET.has(n), field, `"${n}" is not a suspect of the grid`);

  const identities: (string | undefined)[] = [];
  if (j.identities !== undefined) {
    need(isObject(j.identities), 'identities', 'must map thieves to suspects');
    for (const [who, id] of Object.entries(j.identities)) {
      need(typeof id === 'string', `identities.${who}`, 'must be a suspect name');
      inGrid(id, `identities.${who}`);
      identities[thiefIndex(who, `identities.${who}`)] = id;
    }
    const ids = identities.filter(Boolean);
    need(new Set(ids).size === ids.length, 'identities', 'two thieves cannot share an identity');
  }
  const roles: (RoleId | undefined)[] = [];
  if (j.roles !== undefined) {
    need(isObject(j.roles), 'roles', 'must map thieves to role ids');
    for (const [who, r] of Object.entries(j.roles)) {
      need(ROLE_IDS.includes(r as RoleId), `roles.${who}`, `must be one of ${ROLE_IDS.join(', ')}`);
      roles[thiefIndex(who, `roles.${who}`)] = r as RoleId;
    }
  }
  let roleDeck: RoleId[] | undefined;
  if (j.roleDeck !== undefined) {
    roleDeck = strings(j.roleDeck, 'roleDeck') as RoleId[];
    need(roleDeck.every((r) => ROLE_IDS.includes(r)), 'roleDeck', `must list role ids: ${ROLE_IDS.join(', ')}`);
  }
  const allRoles = [...roles.filter(Boolean), ...(roleDeck ?? [])];
  need(new Set(allRoles).size === allRoles.length, roleDeck ? 'roleDeck' : 'roles', 'each role card exists once');
  need(!roleDeck || ROLE_IDS.length - allRoles.length >= thieves.length - roles.filter(Boolean).length, 'roleDeck', 'leaves too few roles to deal');

  let officers: string[] | undefined;
  if (j.officers !== undefined) {
    officers = strings(j.officers, 'officers');
    need(officers.length >= 3 && officers.length <= 5, 'officers', 'must list 3 to 5 uniformed officers');
    need(new Set(officers).size === officers.length, 'officers', 'must not repeat a name');
    officers.forEach((o, i) => inGrid(o, `officers[${i}]`));
    need(!officers.some((o) => identities.includes(o)), 'officers', 'an officer cannot be a thief\'s identity');
  }
  let plainclothes: string | undefined;
  if (j.plainclothes !== undefined) {
    need(typeof j.plainclothes === 'string', 'plainclothes', 'must be a suspect name');
    plainclothes = j.plainclothes as string;
    inGrid(plainclothes, 'plainclothes');
    need(!officers?.includes(plainclothes) && !identities.includes(plainclothes), 'plainclothes', 'must be neither a uniformed officer nor an identity');
  }
  let evidence: string[] | undefined;
  if (j.evidence !== undefined) {
    evidence = strings(j.evidence, 'evidence');
    evidence.forEach((e, i) => inGrid(e, `evidence[${i}]`));
    const used = [...identities, ...(officers ?? []), plainclothes];
    need(new Set(evidence).size === evidence.length && !evidence.some((e) => used.includes(e)), 'evidence', 'names a card held elsewhere or twice');
  }

  const s = buildState({ names, chief: 0, seed: seed as number, officerCount: officers?.length ?? 4, grid, identities, roles, roleDeck, officers, plainclothes, evidence });

  if (j.robbed !== undefined) {
    const robbed = strings(j.robbed, 'robbed');
    need(robbed.every((v) => VAULTS.includes(v as Vault)) && new Set(robbed).size === robbed.length, 'robbed', 'must list distinct vaults NW, NE, SW, SE');
    need(robbed.length < 4, 'robbed', 'at most 3 vaults (4 would be a finished game)');
    s.robbed = robbed as Vault[];
  }
  if (j.tokens !== undefined) {
    need(isObject(j.tokens), 'tokens', 'must map thieves to vaults');
    for (const [who, v] of Object.entries(j.tokens)) {
      const field = `tokens.${who}`;
      const t = s.thieves[thiefIndex(who, field)];
      const zones = typeof v === 'string' ? [v] : strings(v, field);
      need(zones.every((z) => VAULTS.includes(z as Vault)), field, 'must name vaults NW, NE, SW, SE');
      need(zones.length <= ROLES[t.role!].tokens, field, 'more tokens than this thief has');
      need(!zones.some((z) => s.robbed.includes(z as Vault)), field, 'a robbed vault holds no tokens');
      t.tokens = zones as Vault[];
    }
    for (const v of VAULTS) {
      const n = s.thieves.reduce((k, t) => k + t.tokens.filter((z) => z === v).length, 0);
      need(n < 3, 'tokens', `the ${v} vault would hold 3 tokens (it would be robbed)`);
    }
  }
  if (j.turn !== undefined) {
    const seat = seatOf(names, j.turn);
    need(seat >= 0, 'turn', 'must name a player');
    s.turn = seat;
    s.lastThief = seat === 0 ? -1 : seat - 2;
  }
  return s;
}

import { SUSPECTS } from './data/suspects.js';
const SUSPECT_SET = new Set(SUSPECTS);

function report(s: NoirState, viewer: number, rejected: { seat: number; action: string; reason: string }[]) {
  const v = viewOf(s, viewer);
  const all = viewer === SPECTATOR;
  const vaults: Record<string, string[] | 'robbed'> = {};
  for (const z of VAULTS) {
    vaults[z] = s.robbed.includes(z) ? 'robbed' : s.thieves.flatMap((t) => t.tokens.filter((x) => x === z).map(() => s.names[t.seat]));
  }
  return {
    game: 'noir-heist',
    outcome: s.outcome ?? 'playing',
    turn: s.outcome ? null : s.names[s.turn],
    awaiting: s.mimic
      ? { player: s.names[s.mimic.seat], question: 'Choose your new identity', options: all || viewer === s.mimic.seat ? [...s.mimic.options] : [] }
      : null,
    grid: s.grid.map((n) => (s.dead.includes(n) ? `dead:${n}` : n)),
    officers: [...s.officers],
    stunned: s.stunned,
    plainclothes: all ? s.plainclothes : v.plainclothes,
    thieves: s.thieves.map((t, k) => {
      const id = all ? t.identity : v.thieves[k].identity;
      return {
        name: s.names[t.seat], role: t.role, identity: id, at: id === null ? null : cellName(where(s, id)),
        tokens: [...t.tokens], caught: t.caught,
      };
    }),
    vaults,
    roleDeck: s.roleDeck.length,
    evidence: s.evidence.length,
    kills: s.kills,
    covert: s.covert,
    log: s.log.map((e) => narrate(e)),
    rejected: rejected.filter((r) => all || r.seat === viewer).map(({ action, reason }) => ({ action, reason })),
  };
}

export function runPosition(script: Record<string, unknown>, as?: string): unknown {
  need(isObject(script), '(root)', 'must be a JSON object');
  let s = load(script);
  let viewer = SPECTATOR;
  if (as !== undefined) viewer = readerSeat(s.names, as);
  const actions = script.actions === undefined ? [] : strings(script.actions, 'actions');
  const rejected: { seat: number; action: string; reason: string }[] = [];
  actions.forEach((line) => {
    const p = parseLogLine(s, line);
    if (!p.ok) {
      // A line no player typed (an unknown name, no "NAME:") is refused like any other: -1, seen only by the spectator.
      const who = line.slice(0, Math.max(0, line.indexOf(':')));
      rejected.push({ seat: seatOf(s.names, who), action: line, reason: explain(p.rejection) });
      return;
    }
    const r = applyAction(s, p.action);
    if (r.ok) s = r.state;
    else rejected.push({ seat: p.action.player, action: line, reason: explain(r.rejection) });
  });
  return report(s, viewer, rejected);
}
