// Acting as Discord users against the stand-in (src/local/standin): slash commands, autocomplete, button clicks,
// select menus, and reading channels as a given user sees them. Used by tests, the offline terminal and the e2e bench.
import type { Message, MessageEvent, Reply, Standin } from './standin/index.js';

export type OptionValues = Record<string, string | number | boolean>;

export class Driver {
  constructor(readonly standin: Standin) {}

  /** Run `command` ('heist start' or 'move': name, then subcommand group / subcommand) as the user in a channel. */
  async slash(_userId: string, _channelId: string, _command: string, _options: OptionValues = {}): Promise<Reply> {
    throw new Error('not implemented yet');
  }

  /** Parse a typed line ('/heist start scenario:office crew:2') against the registered commands, then run it. */
  async slashLine(_userId: string, _channelId: string, _line: string): Promise<Reply> {
    throw new Error('not implemented yet');
  }

  async autocomplete(_userId: string, _channelId: string, _command: string, _options: OptionValues, _focused: string): Promise<{ name: string; value: string | number }[]> {
    throw new Error('not implemented yet');
  }

  async click(_userId: string, _messageId: string, _customId: string): Promise<Reply> {
    throw new Error('not implemented yet');
  }

  async select(_userId: string, _messageId: string, _customId: string, _values: string[]): Promise<Reply> {
    throw new Error('not implemented yet');
  }

  /** The channel's messages as the user sees them (others' ephemerals hidden), oldest first. */
  messages(_channelId: string, _asUserId?: string): Message[] {
    throw new Error('not implemented yet');
  }

  async waitForMessage(_channelId: string, _pred: (m: Message) => boolean, _timeoutMs = 10_000): Promise<Message> {
    throw new Error('not implemented yet');
  }

  onMessage(_listener: (m: Message, event: MessageEvent) => void): () => void {
    throw new Error('not implemented yet');
  }
}
