export { errorMessage } from './error-message';
