/** What the generator page uses of the examples feature. */
export { ExamplesSection, type ExamplesSectionProps } from './ExamplesSection';
export { examplesState, loadExampleTab, setExamplePage, type ExampleTabState } from './examples-state';
