// All events, one module each in this folder.
import type { EventCard } from '../types.js';

export const EVENT_CARDS: EventCard[] = [];
