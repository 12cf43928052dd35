// docs/table.md's claims a test can check: the calls of a person answer with a Result (a Plan or a Failure), the others
// with what the doc says, and every key the table writes into a custom id is named in its "Custom ids" section.
import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { KEYS } from '../../src/table/ids.js';
import type { Table } from '../../src/table/table.js';
import type { Choice, Plan, ReminderNotice, Result } from '../../src/table/types.js';

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
    expectTypeOf<ReturnType<Table['dmsClosed']>>().toEqualTypeOf<Plan | null>();
    expectTypeOf<ReturnType<Table['channelGone']>>().toEqualTypeOf<Plan | null>();
    // The calls the doc lists as a person's are each named there.
    for (const call of ['start', 'join', 'leave', 'begin', 'act', 'command', 'button', 'undo', 'status', 'hand', 'web', 'end', 'settings', 'sub']) {
      expect(doc, call).toContain(`\`${call}\``);
    }
  });

  it('names every key of a custom id', () => {
    const ids = doc.slice(doc.indexOf('## Custom ids'), doc.indexOf('## What is stored'));
    for (const [name, key] of Object.entries(KEYS)) expect(ids, `${name} (${key})`).toContain(`\`${key}\``);
  });
});
