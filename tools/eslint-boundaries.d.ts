import type { Rule } from 'eslint';

declare const plugin: { rules: { 'import-boundaries': Rule.RuleModule } };
export default plugin;
