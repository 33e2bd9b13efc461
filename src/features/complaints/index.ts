export { default as ComplaintsPage } from './complaints-page';
