/** What the generator page uses of the examples feature. */
export { ExamplesSection } from './ExamplesSection';
