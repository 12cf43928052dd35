// All events, one module each in this folder.
import type { EventCard } from '../types.js';
import { brownOut } from './brown-out.js';
import { buddySystem } from './buddy-system.js';
import { changeOfPlans } from './change-of-plans.js';
import { crash } from './crash.js';
import { daydreaming } from './daydreaming.js';
import { deadDrop } from './dead-drop.js';
import { espresso } from './espresso.js';
import { freightElevator } from './freight-elevator.js';
import { goWithYourGut } from './go-with-your-gut.js';
import { gymnastics } from './gymnastics.js';
import { headsUp } from './heads-up.js';
import { jumpTheGun } from './jump-the-gun.js';
import { juryRig } from './jury-rig.js';
import { keycodeChange } from './keycode-change.js';
import { lampshade } from './lampshade.js';
import { lostGrip } from './lost-grip.js';
import { peekhole } from './peekhole.js';
import { reboot } from './reboot.js';
import { shiftChange } from './shift-change.js';
import { shoplifting } from './shoplifting.js';
import { squeak } from './squeak.js';
import { switchSigns } from './switch-signs.js';
import { throwVoice } from './throw-voice.js';
import { timeLock } from './time-lock.js';
import { videoLoop } from './video-loop.js';
import { whereIsHe } from './where-is-he.js';

export const EVENT_CARDS: EventCard[] = [
  brownOut, buddySystem, changeOfPlans, crash, daydreaming, deadDrop, espresso, freightElevator, goWithYourGut,
  gymnastics, headsUp, jumpTheGun, juryRig, keycodeChange, lampshade, lostGrip, peekhole, reboot, shiftChange,
  shoplifting, squeak, switchSigns, throwVoice, timeLock, videoLoop, whereIsHe,
];
