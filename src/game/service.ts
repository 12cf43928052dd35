// HeistService: the layer between Discord and the engine + store + renderer. No discord.js types: the bot turns
// Views into messages. Shapes in types.ts; texts in src/i18n/; rules in src/engine/; persistence in src/store/.
import type {
  ActionInput, Choice, HeistOptions, ReminderNotice, Result, ServiceOptions, UserRef, Where,
} from './types.js';

export * from './types.js';

/** The store as the service uses it (src/store/index.ts satisfies it). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type StoreLike = any;

const notReady = (): Result => ({ ok: false, code: 'not-ready', text: 'The game service is not ready yet.' });

export class HeistService {
  constructor(readonly store: StoreLike, readonly opts: ServiceOptions = {}) {}
  start(_where: Where, _host: UserRef, _options: HeistOptions): Result { return notReady(); }
  join(_where: Where, _user: UserRef, _buttonVersion?: number): Result { return notReady(); }
  leave(_where: Where, _user: UserRef, _buttonVersion?: number): Result { return notReady(); }
  begin(_where: Where, _user: UserRef, _buttonVersion?: number): Result { return notReady(); }
  act(_where: Where, _user: UserRef, _action: ActionInput, _buttonVersion?: number): Result { return notReady(); }
  button(_where: Where, _user: UserRef, _customId: string): Result { return notReady(); }
  undo(_where: Where, _user: UserRef): Result { return notReady(); }
  status(_where: Where, _viewer: UserRef): Result { return notReady(); }
  end(_where: Where, _user: UserRef, _canManageChannel: boolean, _confirmed: boolean): Result { return notReady(); }
  settings(_where: Where, _user: UserRef, _s: { reminders?: boolean; intervalHours?: number }): Result { return notReady(); }
  targets(_where: Where, _user: UserRef, _verb: string, _typed: string): Choice[] { return []; }
  rulesHelp(_topic: string, _locale?: string): string { return ''; }
  rulesTopics(_typed: string, _locale?: string): Choice[] { return []; }
  dueReminders(_now: number, _isMine?: (guildId: string | null) => boolean): ReminderNotice[] { return []; }
  setStatusMessage(_where: Where, _messageId: string): void {}
  statusMessageId(_where: Where): string | null { return null; }
}
