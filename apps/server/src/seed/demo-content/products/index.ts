import { accelerometers } from './accelerometers.ts';
import { gyroscopes } from './gyroscopes.ts';
import { humiditySensors } from './humidity.ts';
import { magneticSensors } from './magnetic.ts';
import { opticalSensors } from './optical.ts';
import { pressureSensors } from './pressure.ts';
import type { CategoryDemo } from './types.ts';

/** The catalogue in the order the site lists it. */
export const CATALOGUE: CategoryDemo[] = [
  accelerometers,
  gyroscopes,
  pressureSensors,
  humiditySensors,
  magneticSensors,
  opticalSensors,
];
