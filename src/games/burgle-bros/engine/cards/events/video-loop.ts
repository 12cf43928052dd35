// Video Loop: Cameras are off until the start of the player's next turn (../effects/video-loop.ts).
import { lastingEvent } from './common.js';

export const videoLoop = lastingEvent('video-loop');
