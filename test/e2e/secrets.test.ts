// Private notes through the real bot and the Discord stand-in, with a small game that has secrets (../table/toy-game.ts):
// the one who acted gets an ephemeral note, the next player one through their own interaction (nothing by DM unless
// they ask for it), buttons in a note work, and every message each person can see holds no one else's hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../src/local/standin/index.js';
import { TOY_GAMES, type ToyState } from '../table/toy-game.js';
import { customIds, gameIdOf, isEphemeral, latestWithComponents, startHarness, type Harness, textOf } from './harness.js';

let h: Harness;
let channel: string;
let ann: { id: string }, bob: { id: string };
let gameId = 0;
/** Every line the bot logged, at every level, as a log reader would read it. */
const logged: string[] = [];
const line = (level: string) => (msg: string, fields?: Record<string, unknown>) => void logged.push(`${level} ${msg} ${JSON.stringify(fields ?? {})}`);
const log = { debug: line('debug'), info: line('info'), warn: line('warn'), error: line('error') };

beforeAll(async () => {
  // Its pictures are drawn by the drawing threads, which load the toy's registry (TOY_GAMES) as the bot's own.
  h = await startHarness({ games: TOY_GAMES, log });
  ann = h.standin.createUser({ username: 'ann' });
  bob = h.standin.createUser({ username: 'bob' });
  const guild = h.standin.createGuild({ name: 'Toys', ownerId: ann.id, channels: ['play'] });
  h.standin.addMember(guild.id, bob.id);
  channel = guild.channels[0].id;
});
afterAll(async () => {
  await h?.close();
});

const toy = () => (h.bot.store.game(gameId)!.state as { engine: ToyState }).engine;
const handLine = (seat: number) => `Your hand: ${toy().hands[seat].join(' ')}`;
/** Every message a user can see: the channel (ephemeral ones only if theirs) and their DM with the bot. */
const seen = (userId: string): Message[] => [...h.driver.messages(channel, userId), ...h.driver.messages(h.standin.dmChannel(userId), userId)];

describe('a game with secrets through Discord', () => {
  it('plays: an ephemeral note for the one who acted and for the next, buttons in notes work, no hand leaks', async () => {
    await h.driver.slashLine(ann.id, channel, '/heist start game:toy bots:1');
    await h.bot.idle();
    let lobby = latestWithComponents(h, channel, bob.id)!;
    gameId = gameIdOf(customIds(lobby)[0]);
    await h.driver.click(bob.id, lobby.id, customIds(lobby).find((id) => id.endsWith(':join'))!);
    await h.bot.idle();
    lobby = latestWithComponents(h, channel, ann.id)!;
    await h.driver.click(ann.id, lobby.id, customIds(lobby).find((id) => id.endsWith(':begin'))!);
    await h.bot.idle();

    // Ann pressed Begin and plays first: her note is ephemeral, in the channel, with her cards as buttons.
    const note = h.driver.messages(channel, ann.id).filter((m) => isEphemeral(m) && textOf(m).includes('Your hand')).at(-1)!;
    expect(textOf(note)).toContain(handLine(0));
    expect(h.driver.messages(channel, bob.id).some((m) => textOf(m).includes('Your hand'))).toBe(false);

    const card = toy().hands[0][0];
    await h.driver.click(ann.id, note.id, customIds(note).find((id) => id.endsWith(`:a:play ${card}`))!);
    await h.bot.idle();
    expect(h.driver.messages(channel, bob.id).some((m) => textOf(m).includes(`ann played ${card}`))).toBe(true);

    // Bob is next: a note only he sees with his hand and his card buttons, in the channel through his own Join press
    // (his token still valid). Nothing comes by DM: he did not ask for it.
    const dm = h.standin.dmChannel(bob.id);
    const bobNote = h.driver.messages(channel, bob.id).filter((m) => textOf(m).includes('Your hand')).at(-1)!;
    expect(isEphemeral(bobNote) && bobNote.ephemeralTo).toBe(bob.id);
    expect(textOf(bobNote)).toContain(handLine(1));
    expect(h.driver.messages(dm, bob.id).map(textOf)).toEqual([]);
    const bobCard = toy().hands[1][0];
    await h.driver.click(bob.id, bobNote.id, customIds(bobNote).find((id) => id.endsWith(`:a:play ${bobCard}`))!);
    await h.bot.idle();
    // The bot played after Bob, and it is Ann's turn again: the public post in the channel says both.
    const posts = h.driver.messages(channel, ann.id).map((m) => textOf(m)).join('\n');
    expect(posts).toContain(`bob played ${bobCard}`);
    expect(posts).toMatch(/Bot 1 played c\d/);
    expect(toy().turn).toBe(0);

    // Nor does the log name a card a press played from a private note (a control's argument).
    expect(logged.some((l) => l.includes('component h:'))).toBe(true);
    expect(logged.filter((l) => /play c\d/.test(l))).toEqual([]);

    // No one ever saw another's hand line, in any message they could see.
    for (const [user, other] of [[ann, 1], [bob, 0]] as const) {
      for (const m of seen(user.id)) {
        expect(textOf(m)).not.toContain(`Your hand: ${toy().hands[other].join(' ')}`);
        if (!isEphemeral(m) && m.channelId === channel) expect(textOf(m)).not.toMatch(/Your hand|You drew/);
      }
    }
  });
});
