// docs/table.md's claims a test can check: the calls of a person answer with a Result (a Plan or a Failure), the others
// with what the doc says; every call of Table is one of these and is named in the doc; and every key the table writes
// into a custom id is named in its "Custom ids" section.
import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { KEYS } from '../../src/table/ids.js';
import { Table, type TableFacts } from '../../src/table/table.js';
import type { Choice, Plan, ReminderNotice, Result } from '../../src/table/types.js';
import type { PendingGame } from '../../src/store/types.js';

/** A person's calls: each answers with one plan or a failure. */
const A_PERSONS = ['start', 'join', 'leave', 'begin', 'act', 'command', 'button', 'undo', 'status', 'hand', 'web', 'end', 'settings', 'sub'];
/** The rest: they answer what they are asked (checked below, one by one). */
const OTHERS = [
  'targets', 'rulesTopics', 'rulesHelp', 'explain', 'storeTrouble', 'damagedNotice', 'dueReminders', 'reminderNotices',
  'deliveryFacts', 'leftToDeliver', 'pendingGames', 'attempted', 'report', 'channelDeleted',
];

const doc = readFileSync(new URL('../../docs/table.md', import.meta.url), 'utf8');

describe('docs/table.md', () => {
  it('the calls of a person return a Result; the rest what the doc says', () => {
    expectTypeOf<ReturnType<Table['start']>>().toEqualTypeOf<Result>();
    expectTypeOf<ReturnType<Table['join']>>().toEqualTypeOf<Result>();
    expectTypeOf<ReturnType<Table['leave']>>().toEqualTypeOf<Result>();
    expectTypeOf<ReturnType<Table['begin']>>().toEqualTypeOf<Result>();
    expectTypeOf<ReturnType<Table['act']>>().toEqualTypeOf<Result>();
    expectTypeOf<ReturnType<Table['command']>>().toEqualTypeOf<Result>();
    expectTypeOf<ReturnType<Table['button']>>().toEqualTypeOf<Result>();
    expectTypeOf<ReturnType<Table['undo']>>().toEqualTypeOf<Result>();
    expectTypeOf<ReturnType<Table['status']>>().toEqualTypeOf<Result>();
    expectTypeOf<ReturnType<Table['hand']>>().toEqualTypeOf<Result>();
    expectTypeOf<ReturnType<Table['web']>>().toEqualTypeOf<Result>();
    expectTypeOf<ReturnType<Table['end']>>().toEqualTypeOf<Result>();
    expectTypeOf<ReturnType<Table['settings']>>().toEqualTypeOf<Result>();
    expectTypeOf<ReturnType<Table['sub']>>().toEqualTypeOf<Result>();
    expectTypeOf<ReturnType<Table['targets']>>().toEqualTypeOf<Choice[]>();
    expectTypeOf<ReturnType<Table['rulesTopics']>>().toEqualTypeOf<Choice[]>();
    expectTypeOf<ReturnType<Table['dueReminders']>>().toEqualTypeOf<ReminderNotice[]>();
    expectTypeOf<ReturnType<Table['rulesHelp']>>().toEqualTypeOf<string>();
    expectTypeOf<ReturnType<Table['explain']>>().toEqualTypeOf<string | null>();
    expectTypeOf<ReturnType<Table['storeTrouble']>>().toEqualTypeOf<string | null>();
    expectTypeOf<ReturnType<Table['reminderNotices']>>().toEqualTypeOf<ReminderNotice[]>();
    expectTypeOf<ReturnType<Table['pendingGames']>>().toEqualTypeOf<PendingGame[]>();
    expectTypeOf<ReturnType<Table['deliveryFacts']>>().toEqualTypeOf<TableFacts>();
    expectTypeOf<ReturnType<Table['leftToDeliver']>>().toEqualTypeOf<Plan | null>();
    expectTypeOf<ReturnType<Table['report']>>().toEqualTypeOf<Plan[]>();
    expectTypeOf<ReturnType<Table['channelDeleted']>>().toEqualTypeOf<Plan | null>();
    for (const call of ['attempted'] as const) {
      expectTypeOf<ReturnType<Table[typeof call]>>().toEqualTypeOf<void>();
    }
  });

  it('every call of Table is a person\'s or one of the others, and the doc names each', () => {
    const calls = Object.getOwnPropertyNames(Table.prototype).filter((n) => n !== 'constructor');
    expect([...calls].sort()).toEqual([...A_PERSONS, ...OTHERS].sort());
    for (const call of calls) expect(doc, call).toMatch(new RegExp(`\`${call}[\`(]`));
    // The doc's list of a person's calls is this one.
    const persons = /The calls of a person \(([^)]*)\)/.exec(doc.replace(/\n/g, ' '))?.[1] ?? '';
    expect([...persons.matchAll(/`(\w+)`/g)].map((m) => m[1]).sort()).toEqual([...A_PERSONS].sort());
  });

  it('names every key of a custom id', () => {
    const ids = doc.slice(doc.indexOf('## Custom ids'), doc.indexOf('## What is stored'));
    for (const [name, key] of Object.entries(KEYS)) expect(ids, `${name} (${key})`).toContain(`\`${key}\``);
  });
});
