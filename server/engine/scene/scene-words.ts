/**
 * The scene line's fixed words in the reader's language: the place, the time of day, the weather and the style
 * come from the composer's own lists, so each is a message. The things drawn are named by the prompt's own words
 * (any noun the emoji set has) and stay as the prompt wrote them.
 */
import { say, type ServerText } from '../../i18n/server-text';
import type { Style } from '../prompt-features';
import type { SettingName } from './scene-settings';
import type { TimeOfDay, Weather } from './scene-vocabulary';

/** The settings (SettingName). */
const SETTING_WORDS: Record<SettingName, ServerText> = {
  windowsill: say('windowsill'),
  room: say('room'),
  kitchen: say('kitchen'),
  beach: say('beach'),
  sea: say('sea'),
  lake: say('lake'),
  forest: say('forest'),
  jungle: say('jungle'),
  park: say('park'),
  garden: say('garden'),
  meadow: say('meadow'),
  city: say('city'),
  street: say('street'),
  space: say('space'),
  underwater: say('underwater'),
  mountains: say('mountains'),
  desert: say('desert'),
  snowfield: say('snowfield'),
  farm: say('farm'),
  sky: say('sky'),
};

/** The times of day a line names (day, the default, goes unsaid). */
const TIME_WORDS: Record<Exclude<TimeOfDay, 'day'>, ServerText> = {
  dawn: say('dawn'),
  dusk: say('dusk'),
  night: say('night'),
};

/** The weathers (Weather). */
const WEATHER_WORDS: Record<Weather, ServerText> = {
  fog: say('fog'),
  rain: say('rain'),
  snow: say('snow'),
  clouds: say('clouds'),
};

/** The drawing styles (plain, the default, goes unsaid). */
const STYLE_WORDS: Record<Exclude<Style, 'plain'>, ServerText> = {
  anime: say('anime'),
  watercolor: say('watercolor'),
  oil: say('oil'),
  pixel: say('pixel'),
  neon: say('neon'),
  vintage: say('vintage'),
  sketch: say('sketch'),
  minimal: say('minimal'),
};

export const SCENE_WORDS = {
  setting: SETTING_WORDS,
  time: TIME_WORDS,
  weather: WEATHER_WORDS,
  style: STYLE_WORDS,
};
