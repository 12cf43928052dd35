// A host's yes/no setting of the environment (REGISTER_ON_START, HEIST_START_DAMAGED): read the same way everywhere,
// and a value that is neither refused with a sentence naming it, rather than taken silently as "off".
import { SettingError } from './setting-error.js';

const ON = new Set(['1', 'true', 'yes', 'on']);
const OFF = new Set(['', '0', 'false', 'no', 'off']);

/** Whether the setting `name` is on: 1 (or true, yes, on); unset, empty, 0 (or false, no, off) is off. */
export function flagSetting(name: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (ON.has(raw)) return true;
  if (OFF.has(raw)) return false;
  throw new SettingError(`${name}=${env[name]} is neither on nor off: write ${name}=1 to turn it on, or leave it out (or write 0) to keep it off.`);
}

/** The setting `name` as a whole number, or null when unset or empty; anything else is refused naming it. */
export function wholeSetting(name: string, example: string, env: NodeJS.ProcessEnv = process.env): number | null {
  const raw = (env[name] ?? '').trim();
  if (raw === '') return null;
  if (!/^-?\d{1,15}$/.test(raw)) throw new SettingError(`${name}=${env[name]} is not a whole number: write ${example}, or leave it out.`);
  return Number(raw);
}
