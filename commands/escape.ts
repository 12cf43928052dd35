// /escape: leave the building from the top floor's stairs. Shared shape: src/discord/action-command.ts.
import { actionCommand } from '../src/discord/action-command.js';

export default actionCommand('escape', 'escape');
