// Acting as Discord users against the stand-in (src/local/standin): slash commands checked against the registered
// definitions, autocomplete, button clicks, select menus, modals, and reading channels as a given user sees them.
// Used by tests, the offline terminal and the e2e bench. See docs/standin.md.
import { findComponent, textOf } from './standin/limits.js';
import type { Message, MessageEvent, Reply, Standin } from './standin/index.js';

/** A message's text as its reader sees it: its content, or a card's (IS_COMPONENTS_V2) text displays in order, joined
 * by line breaks as the table's `postContent` joins a post's lines. */
export function messageText(m: Pick<Message, 'content' | 'components' | 'flags'>): string {
  return textOf(m);
}

/** A button or menu as sent (raw JSON). */
export interface RawControl {
  type: number; custom_id?: string; label?: string; style?: number; url?: string; disabled?: boolean; placeholder?: string;
  options?: { label: string; value: string }[]; min_values?: number; max_values?: number;
}

/** Every button and menu of a message in reading order, wherever it sits (action rows, in a card or at the top, and
 * sections' accessories). */
export function controlsOf(m: Pick<Message, 'components'>): RawControl[] {
  const out: RawControl[] = [];
  const walk = (list: unknown) => {
    for (const c of (Array.isArray(list) ? list : []) as any[]) {
      if (c?.type === 2 || [3, 5, 6, 7, 8].includes(c?.type)) out.push(c);
      walk(c?.components);
      if (c?.accessory) walk([c.accessory]);
    }
  };
  walk(m.components);
  return out;
}

export type OptionValues = Record<string, string | number | boolean>;

/** A typed line or command the driver cannot send (as Discord's own client would not): `message` says it in English
 * for tests and tools; `code` and `params` let a front end (the offline terminal) say it in the reader's language. */
export class LineError extends Error {
  constructor(message: string, readonly code: string, readonly params: Record<string, string> = {}) {
    super(message);
    this.name = 'LineError';
  }
}

const OPTION_TYPE_NAMES: Record<number, string> = {
  3: 'text', 4: 'whole number', 5: 'true or false', 6: 'user', 7: 'channel', 8: 'role', 9: 'user or role', 10: 'number', 11: 'attachment',
};

export class Driver {
  readonly replyTimeoutMs: number;

  constructor(readonly standin: Standin, opts: { replyTimeoutMs?: number } = {}) {
    this.replyTimeoutMs = opts.replyTimeoutMs ?? 15_000;
  }

  private get state() {
    return this.standin.state;
  }

  /** Run `command` ('heist start' or 'move': name, then subcommand group / subcommand) as the user in a channel. */
  async slash(userId: string, channelId: string, command: string, options: OptionValues = {}): Promise<Reply> {
    const data = this.commandData(userId, channelId, command, options);
    return this.state.startInteraction({ type: 2, userId, channelId, data, replyTimeoutMs: this.replyTimeoutMs });
  }

  /** Parse a typed line ('/heist start scenario:office crew:2') against the registered commands, then run it. */
  async slashLine(userId: string, channelId: string, line: string): Promise<Reply> {
    const { command, options } = this.parseLine(userId, channelId, line);
    return this.slash(userId, channelId, command, options);
  }

  /** Split a typed line into the command path and its `name:value` options (values run until the next `name:`). */
  parseLine(userId: string, channelId: string, line: string): { command: string; options: OptionValues } {
    const tokens = [...line.trim().replace(/^\//, '').matchAll(/(\S+?:)?"([^"]*)"|\S+/g)].map((m) => (m[2] !== undefined ? { text: (m[1] ?? '') + m[2], quoted: true } : { text: m[0], quoted: false }));
    if (!tokens.length) throw new LineError('Type a command, for example /heist start.', 'empty');
    const cmd = this.findCommand(userId, channelId, tokens[0].text);
    const path = [cmd.name as string];
    const shown = [this.shownName(userId, cmd)];
    let defs: any[] = cmd.options ?? [];
    let i = 1;
    while (i < tokens.length && !tokens[i].text.includes(':')) {
      const sub = defs.find((o) => (o.type === 1 || o.type === 2) && this.called(userId, o, tokens[i].text));
      if (!sub) break;
      path.push(sub.name);
      shown.push(this.shownName(userId, sub));
      defs = sub.options ?? [];
      i++;
    }
    const options: OptionValues = {};
    let current: string | undefined;
    for (; i < tokens.length; i++) {
      const m = /^([-_\p{L}\p{N}]+):(.*)$/su.exec(tokens[i].text);
      if (m) {
        // An option's name as the user's client shows it (`цель:` for target:) is sent under its own name.
        current = (defs.find((o) => o.type > 2 && this.called(userId, o, m[1]))?.name as string | undefined) ?? m[1].toLowerCase();
        // Discord's client takes each option once: a second one is refused, not laid over the first.
        if (current in options) {
          throw new LineError(`/${path.join(' ')} takes ${m[1]} once: type the line again with one value for it.`, 'option-twice', { command: shown.join(' '), option: m[1] });
        }
        options[current] = m[2];
      } else if (current !== undefined) {
        options[current] = `${options[current]} ${tokens[i].text}`.trim();
      } else {
        const subs = defs.filter((o) => o.type === 1 || o.type === 2);
        if (subs.length) {
          throw new LineError(`/${path.join(' ')} has no subcommand ${tokens[i].text}. Choose one of: ${subs.map((o) => o.name).join(', ')}.`,
            'no-subcommand', { command: shown.join(' '), word: tokens[i].text, choices: subs.map((o) => `/${shown.join(' ')} ${this.shownName(userId, o)}`).join(', ') });
        }
        throw new LineError(`"${tokens[i].text}" is not an option of /${path.join(' ')}: write options as name:value (${describeOptions(defs)}).`,
          defs.length ? 'not-an-option' : 'no-options', { command: shown.join(' '), word: tokens[i].text, options: optionNames(defs.map((o) => ({ ...o, name: this.shownName(userId, o) }))) });
      }
    }
    return { command: path.join(' '), options };
  }

  async autocomplete(userId: string, channelId: string, command: string, options: OptionValues, focused: string): Promise<{ name: string; value: string | number }[]> {
    const data = this.commandData(userId, channelId, command, options, focused);
    const reply = await this.state.startInteraction({ type: 4, userId, channelId, data, replyTimeoutMs: this.replyTimeoutMs });
    if (reply.error) {
      const refused = reply.restErrors.map((e) => `${e.code} ${e.message}`).join('; ');
      throw new Error(`Autocomplete for ${focused} got no answer: ${refused ? `the bot's answer was refused (${refused})` : reply.error.message}.`);
    }
    return reply.choices ?? [];
  }

  /** Press a button on a message. */
  async click(userId: string, messageId: string, customId: string): Promise<Reply> {
    const { message, component } = this.component(userId, messageId, customId);
    if (component.type !== 2) throw new Error(`${customId} is not a button.`);
    return this.state.startInteraction({
      type: 3, userId, channelId: message.channelId, messageId, replyTimeoutMs: this.replyTimeoutMs,
      data: { custom_id: customId, component_type: 2 },
    });
  }

  /** Pick values in a select menu on a message. */
  async select(userId: string, messageId: string, customId: string, values: string[]): Promise<Reply> {
    const { message, component } = this.component(userId, messageId, customId);
    if (![3, 5, 6, 7, 8].includes(component.type)) throw new Error(`${customId} is not a select menu.`);
    const min = component.min_values ?? 1;
    const max = component.max_values ?? 1;
    if (values.length < min || values.length > max) throw new Error(`Pick between ${min} and ${max} values in ${customId}.`);
    if (component.type === 3) {
      const allowed = (component.options ?? []).map((o: any) => o.value);
      const bad = values.find((v) => !allowed.includes(v));
      if (bad !== undefined) throw new Error(`"${bad}" is not an option of ${customId}: choose among ${allowed.join(', ')}.`);
    }
    return this.state.startInteraction({
      type: 3, userId, channelId: message.channelId, messageId, replyTimeoutMs: this.replyTimeoutMs,
      data: { custom_id: customId, component_type: component.type, values },
    });
  }

  /** Submit the modal a Reply opened (`reply.modal`), with text field values by custom id. */
  async submitModal(userId: string, channelId: string, modal: unknown, fields: Record<string, string>, messageId?: string): Promise<Reply> {
    const m = modal as any;
    const components = (m?.components ?? []).map((row: any) => ({
      type: row.type,
      ...(row.type === 1 ? { components: (row.components ?? []).map((c: any) => ({ type: c.type, custom_id: c.custom_id, value: fields[c.custom_id] ?? '' })) } : {}),
      ...(row.type === 18 && row.component ? { component: { type: row.component.type, custom_id: row.component.custom_id, value: fields[row.component.custom_id] ?? '' } } : {}),
    }));
    return this.state.startInteraction({
      type: 5, userId, channelId, messageId, replyTimeoutMs: this.replyTimeoutMs,
      data: { custom_id: m?.custom_id, components },
    });
  }

  /** Post a plain message as a user (the bot receives MESSAGE_CREATE if it asked for message intents). */
  say(userId: string, channelId: string, content: string): Message {
    this.checkAccess(userId, channelId);
    return this.state.addMessage({
      id: this.state.nextId(), channelId, authorId: userId, content, embeds: [], components: [], attachments: [], flags: 0, createdAt: this.state.clock.now(),
    });
  }

  /** The channel's messages as the user sees them (others' ephemerals hidden), oldest first. */
  messages(channelId: string, asUserId?: string): Message[] {
    return this.state.visibleMessages(channelId, asUserId);
  }

  /** The first message (existing, new or edited; ephemerals included) in the channel matching `pred`. */
  waitForMessage(channelId: string, pred: (m: Message) => boolean, timeoutMs = 10_000): Promise<Message> {
    const existing = this.allMessages(channelId).find(pred);
    if (existing) return Promise.resolve(existing);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        off();
        reject(new Error(`No matching message in channel ${channelId} within ${timeoutMs} ms.`));
      }, timeoutMs);
      const off = this.onChannelMessage(channelId, (m, event) => {
        if (event === 'delete' || !pred(m)) return;
        clearTimeout(timer);
        off();
        resolve(m);
      });
    });
  }

  /** Every create / update / delete of any message (ephemerals included); returns the unsubscribe function. */
  onMessage(listener: (m: Message, event: MessageEvent) => void): () => void {
    this.state.listeners.add(listener);
    return () => this.state.listeners.delete(listener);
  }

  /** Every create / update / delete of a message in one channel; returns the unsubscribe function. */
  onChannelMessage(channelId: string, listener: (m: Message, event: MessageEvent) => void): () => void {
    const all = this.state.channelListeners;
    let own = all.get(channelId);
    if (!own) all.set(channelId, (own = new Set()));
    own.add(listener);
    return () => {
      own.delete(listener);
      if (own.size === 0 && all.get(channelId) === own) all.delete(channelId);
    };
  }

  // ---- helpers ----

  private allMessages(channelId: string): Message[] {
    return (this.state.channelMessages.get(channelId) ?? []).map((id) => this.state.messages.get(id)!);
  }

  /** The user must exist and see the channel (a member of its server, or the DM's recipient). */
  private checkAccess(userId: string, channelId: string): void {
    const channel = this.state.channels.get(channelId);
    if (!channel) throw new Error(`No channel ${channelId}.`);
    const user = this.state.users.get(userId);
    if (!user) throw new Error(`No user ${userId}: create it with standin.createUser first.`);
    if (!this.state.canSee(channel, userId)) {
      throw new Error(channel.type === 1 ? `${user.username} cannot use another user's direct messages.`
        : channel.type === 3 ? `${user.username} is not in this group DM.`
          : `${user.username} cannot see #${channel.name}: add them to the server with standin.addMember.`);
    }
  }

  private component(userId: string, messageId: string, customId: string): { message: Message; component: any } {
    const message = this.state.messages.get(messageId);
    if (!message || (message.ephemeralTo !== undefined && message.ephemeralTo !== userId)) throw new Error(`There is no message ${messageId} that this user can see.`);
    this.checkAccess(userId, message.channelId);
    // Where the bot is not, the only messages with components are those of a user-installed interaction, which anybody
    // who sees them may press (Discord).
    if (this.state.botless(this.state.channels.get(message.channelId)!) && !message.authorizingOwners) {
      throw new Error(`The message ${messageId} is not the app's: the bot is not in this ${this.state.channels.get(message.channelId)!.type === 3 ? 'group DM' : 'server'}.`);
    }
    const component = findComponent(message.components, customId);
    if (!component) throw new Error(`The message has no component ${customId}.`);
    if (component.disabled) throw new Error(`${customId} is disabled.`);
    return { message, component };
  }

  /** A command's, subcommand's or option's name as this user's client shows it: in their locale where it has one
   * (Discord shows a Russian client `/идти цель:`), else its own. */
  private shownName(userId: string, def: { name: string; name_localizations?: Record<string, string> | null }): string {
    const locale = this.state.users.get(userId)?.locale ?? '';
    const local = def.name_localizations?.[locale] ?? def.name_localizations?.[locale.split('-')[0]];
    return local ?? def.name;
  }

  /** Whether a typed name calls this definition: its own name, or the name the user's client shows. */
  private called(userId: string, def: { name: string; name_localizations?: Record<string, string> | null }, typed: string): boolean {
    const word = typed.toLowerCase();
    return def.name === word || this.shownName(userId, def).toLowerCase() === word;
  }

  /** Registered commands usable in this channel: the guild's first, then global ones. */
  private findCommand(userId: string, channelId: string, name: string): any {
    this.checkAccess(userId, channelId);
    const channel = this.state.channels.get(channelId)!;
    // Where the bot is not (a server without it, a group DM), Discord shows the app's commands only to users who added it
    // to their account.
    if (this.state.botless(channel) && !this.state.installedUsers.has(userId)) {
      const user = this.state.users.get(userId)!.username;
      throw new Error(`${user} cannot use the app's commands here: the bot is not in this ${channel.type === 3 ? 'group DM' : 'server'}, and ${user} has not added the app to their account (standin.installForUser).`);
    }
    const all = [...(channel.guildId ? this.state.guildCommands.get(channel.guildId) ?? [] : []), ...this.state.globalCommands]
      .filter((c) => (c.type ?? 1) === 1);
    const cmd = all.find((c) => this.called(userId, c, name));
    if (!cmd) {
      const names = [...new Set(all.map((c) => `/${this.shownName(userId, c)}`))].join(', ');
      // A name cut short or run on (/end for /end-turn, /heist-start): those it begins or that begin it, named first.
      const typed = name.toLowerCase();
      const near = [...new Set(all.flatMap((c) => [...new Set([c.name as string, this.shownName(userId, c)])])
        .filter((n) => typed.length >= 2 && (n.startsWith(typed) || typed.startsWith(n))))]
        .map((n) => `/${n}`).join(', ');
      if (near) throw new LineError(`Unknown command /${name}. Did you mean ${near}?`, 'unknown-command-near', { command: name, near, commands: names });
      throw new LineError(`Unknown command /${name}. ${names ? `Commands here: ${names}.` : 'The bot has registered no commands yet.'}`,
        names ? 'unknown-command' : 'no-commands', { command: name, commands: names });
    }
    if (channel.type === 1 && (cmd.dm_permission === false || (Array.isArray(cmd.contexts) && !cmd.contexts.includes(1)))) {
      throw new LineError(`/${cmd.name} cannot be used in a direct message; use it in a server channel.`, 'server-only', { command: cmd.name });
    }
    if (channel.type === 3 && Array.isArray(cmd.contexts) && !cmd.contexts.includes(2)) {
      throw new Error(`/${cmd.name} cannot be used in a group DM (its contexts leave out PRIVATE_CHANNEL, 2).`);
    }
    // The installations that reach the user here and that the command supports (its integration_types): none, and
    // Discord does not show it.
    if (!Object.keys(this.state.authorizingOwners(userId, channel, cmd.integration_types)).length) {
      throw new Error(`/${cmd.name} is not available here: its integration_types (${JSON.stringify(cmd.integration_types ?? [0])}) include no installation of the app that reaches ${this.state.users.get(userId)!.username} in this channel.`);
    }
    if (channel.guildId && Array.isArray(cmd.contexts) && !cmd.contexts.includes(0)) {
      throw new LineError(`/${cmd.name} can only be used in a direct message with the bot.`, 'dm-only', { command: cmd.name });
    }
    if (channel.guildId && cmd.default_member_permissions != null &&
      (this.state.permissions(channel.guildId, userId) & BigInt(cmd.default_member_permissions)) !== BigInt(cmd.default_member_permissions)) {
      throw new LineError(`You lack the permissions /${cmd.name} needs in this server.`, 'permissions', { command: cmd.name });
    }
    return cmd;
  }

  /** Build an interaction's `data` for a command, converting and checking options against the definition. */
  private commandData(userId: string, channelId: string, command: string, options: OptionValues, focused?: string): Record<string, unknown> {
    const words = command.trim().replace(/^\//, '').split(/\s+/);
    const cmd = this.findCommand(userId, channelId, words[0]);
    const path = [cmd.name];
    // The command as this user's client shows it, for the sentences that name it (`/ограбление начать`).
    const shown = [this.shownName(userId, cmd)];
    let defs: any[] = cmd.options ?? [];
    const root: any[] = [];
    let target = root;
    for (const word of words.slice(1)) {
      const sub = defs.find((o) => (o.type === 1 || o.type === 2) && this.called(userId, o, word));
      if (!sub) {
        const subs = defs.filter((o) => o.type <= 2);
        throw new LineError(`/${path.join(' ')} has no subcommand ${word}. Choose one of: ${subs.map((o) => o.name).join(', ')}.`,
          'no-subcommand', { command: shown.join(' '), word, choices: subs.map((o) => `/${shown.join(' ')} ${this.shownName(userId, o)}`).join(', ') });
      }
      const node = { name: sub.name, type: sub.type, options: [] as any[] };
      target.push(node);
      target = node.options;
      path.push(sub.name);
      shown.push(this.shownName(userId, sub));
      defs = sub.options ?? [];
    }
    if (defs.some((o) => o.type === 1 || o.type === 2)) {
      throw new LineError(`/${path.join(' ')} needs a subcommand: ${defs.map((o) => o.name).join(', ')}.`,
        'needs-subcommand', { command: shown.join(' '), choices: defs.map((o) => `/${shown.join(' ')} ${this.shownName(userId, o)}`).join(', ') });
    }
    const where = `/${path.join(' ')}`;
    const resolved: Record<string, Record<string, unknown>> = {};
    for (const [rawName, raw] of Object.entries(options)) {
      const def = defs.find((o) => o.type > 2 && this.called(userId, o, rawName));
      if (!def) {
        throw new LineError(`${where} has no option ${rawName}. ${defs.length ? `Options: ${describeOptions(defs)}.` : 'It takes no options.'}`,
          defs.length ? 'no-option' : 'no-options', { command: shown.join(' '), word: rawName, options: optionNames(defs.map((o) => ({ ...o, name: this.shownName(userId, o) }))) });
      }
      const name = def.name as string;
      if (name === focused) {
        target.push({ name, type: def.type, value: String(raw), focused: true });
        continue;
      }
      target.push({ name, type: def.type, value: this.convert(where, def, raw, channelId, resolved, userId, shown.join(' ')) });
    }
    if (!focused) {
      const given = Object.keys(options);
      const missing = defs.filter((o) => o.required && !given.some((k) => this.called(userId, o, k)));
      if (missing.length) {
        const names = missing.map((o) => this.shownName(userId, o));
        throw new LineError(`${where} needs ${missing.map((o) => o.name).join(', ')}. Options: ${describeOptions(defs)}.`,
          'missing', {
            command: shown.join(' '), missing: names.join(', '), example: `/${shown.join(' ')} ${names.map((n) => `${n}:…`).join(' ')}`,
            // One option missing that the bot completes: which, as the command knows it (the offline table asks its choices).
            ...(missing.length === 1 && missing[0].autocomplete ? { completes: missing[0].name as string } : {}),
          });
      }
    } else if (!defs.some((o) => o.name === focused)) {
      throw new Error(`${where} has no option ${focused} to autocomplete.`);
    }
    const data: Record<string, unknown> = { id: cmd.id, name: cmd.name, type: 1, options: root };
    if (cmd.guild_id) data.guild_id = cmd.guild_id;
    if (Object.keys(resolved).length) data.resolved = resolved;
    return data;
  }

  private convert(
    where: string, def: any, raw: string | number | boolean, channelId: string, resolved: Record<string, Record<string, unknown>>, userId: string, shown: string,
  ): unknown {
    // The sentence names the command and option as the user's client shows them; its English message, as registered.
    const bad = (why: string, code: string, params: Record<string, string> = {}) =>
      new LineError(`Option ${def.name} of ${where} ${why}`, code, { option: this.shownName(userId, def), command: shown, value: String(raw).trim(), ...params });
    const text = String(raw).trim();
    let value: string | number | boolean;
    switch (def.type) {
      case 3:
        value = String(raw);
        if (def.min_length !== undefined && value.length < def.min_length) throw bad(`must be at least ${def.min_length} characters long.`, 'too-short', { n: String(def.min_length) });
        if (def.max_length !== undefined && value.length > def.max_length) throw bad(`must be at most ${def.max_length} characters long.`, 'too-long', { n: String(def.max_length) });
        break;
      case 4: case 10:
        value = Number(text);
        if (text === '' || !Number.isFinite(value) || (def.type === 4 && !Number.isInteger(value))) throw bad(`must be a ${OPTION_TYPE_NAMES[def.type]}, not "${text}".`, def.type === 4 ? 'not-whole' : 'not-number');
        if (def.min_value !== undefined && value < def.min_value) throw bad(`must be at least ${def.min_value}.`, 'too-small', { n: String(def.min_value) });
        if (def.max_value !== undefined && value > def.max_value) throw bad(`must be at most ${def.max_value}.`, 'too-big', { n: String(def.max_value) });
        break;
      case 5:
        if (typeof raw === 'boolean') value = raw;
        else if (/^(true|yes|on|1)$/i.test(text)) value = true;
        else if (/^(false|no|off|0)$/i.test(text)) value = false;
        else throw bad(`must be true or false, not "${text}".`, 'not-boolean');
        break;
      case 6: case 9: {
        const id = text.replace(/^<@!?(\d+)>$/, '$1').replace(/^@/, '');
        const user = this.state.users.get(id) ?? [...this.state.users.values()].find((u) => u.username === id);
        if (!user) throw bad(`must name a user; nobody is called "${text}".`, 'no-user');
        value = user.id;
        (resolved.users ??= {})[user.id] = this.state.apiUser(user);
        const guildId = this.state.channels.get(channelId)?.guildId;
        const g = guildId ? this.state.guilds.get(guildId) : undefined;
        if (g?.members.has(user.id)) {
          const { user: _u, ...member } = this.state.apiMember(g, user.id);
          (resolved.members ??= {})[user.id] = member;
        }
        break;
      }
      case 7: {
        const id = text.replace(/^<#(\d+)>$/, '$1').replace(/^#/, '');
        const guildId = this.state.channels.get(channelId)?.guildId;
        const ch = this.state.channels.get(id) ?? [...this.state.channels.values()].find((c) => c.name === id && c.guildId === guildId);
        if (!ch) throw bad(`must name a channel; there is no "${text}".`, 'no-channel');
        value = ch.id;
        (resolved.channels ??= {})[ch.id] = { ...this.state.apiChannel(ch), permissions: '0' };
        break;
      }
      case 8: {
        const guildId = this.state.channels.get(channelId)?.guildId;
        const role = guildId ? this.state.guilds.get(guildId)!.roles.find((r) => r.id === text || r.name === text.replace(/^@/, '')) : undefined;
        if (!role) throw bad(`must name a role of this server; there is no "${text}".`, 'no-role');
        value = role.id;
        (resolved.roles ??= {})[role.id] = this.state.apiRole(role);
        break;
      }
      default:
        throw bad('cannot be given from here (attachments are not supported by the driver).', 'attachment');
    }
    if (Array.isArray(def.choices) && def.choices.length) {
      // A choice by its value, or by its name as the user's client shows it, whole or the start of only one (a client
      // narrows its list as one types: `Ограбление банка` picks «Ограбление банка (3 этажа)»).
      const names = (c: any) => [String(c.name), this.shownName(userId, c)].map((n) => n.toLowerCase());
      const typed = text.toLowerCase();
      const starting = typed ? def.choices.filter((c: any) => names(c).some((n) => n.startsWith(typed))) : [];
      const choice = def.choices.find((c: any) => c.value === value || String(c.value) === text || names(c).includes(typed))
        ?? (starting.length === 1 ? starting[0] : undefined);
      // Listed by value, each with the name the user's client shows where that is another (`bank (Ограбление банка)`).
      const listed = def.choices.map((c: any) => (this.shownName(userId, c) !== c.name ? `${String(c.value)} (${this.shownName(userId, c)})` : String(c.value)));
      if (!choice) throw bad(`must be one of: ${def.choices.map((c: any) => c.value).join(', ')}.`, 'not-a-choice', { choices: listed.join(', ') });
      value = choice.value;
    }
    return value;
  }
}

/** Options' names, the required ones first. */
function optionNames(defs: any[]): string {
  return [...defs.filter((o) => o.required), ...defs.filter((o) => !o.required)].map((o) => o.name).join(', ');
}

function describeOptions(defs: any[]): string {
  if (!defs.length) return 'none';
  return defs.map((o) => `${o.name}:${OPTION_TYPE_NAMES[o.type] ?? 'subcommand'}${o.required ? '' : ' (optional)'}`).join(', ');
}
