import { z } from 'zod';
import { FIRST_RUN_STEPS } from './firstRunSteps';

/** A step of the first-run guide at the API boundary (the steps and their rules: firstRunSteps.ts). */
export const firstRunStep = z.enum(FIRST_RUN_STEPS);
