// A host's setting that cannot be used, found while the modules are made (before any entry point runs its own
// checks): src/launch.mjs prints its sentence alone, as a start that fails does, never a stack.
export class SettingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettingError';
  }
}
