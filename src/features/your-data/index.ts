export { YourDataSection } from './your-data-section';
