// Stand-in until this screen is built in this change; replaced before the change lands.
export { default } from '../shell/coming-soon-page';
