import type { TechnicalQuestion } from './types.ts';

/**
 * Technology-specific technical questions, part A: languages and frameworks from JavaScript to Swift.
 * Each technology has questions for every level; texts are written to be read aloud.
 */
export const TECHNOLOGY_QUESTIONS_A: readonly TechnicalQuestion[] = [
  // JavaScript
  {
    id: 'javascript-001',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['javascript'],
    levels: ['junior'],
    text: 'What is the difference between let, const and var in JavaScript, and which one do you reach for by default?',
    keyConcepts: [
      { label: 'block scope', terms: ['block scope', 'inside the block', 'curly brace'] },
      { label: 'function scope of var', terms: ['function scope', 'global scope', 'leak out'] },
      {
        label: 'hoisting and the temporal dead zone',
        terms: ['hoist', 'temporal dead zone', 'tdz', 'before it is declared', 'before declaration'],
      },
      {
        label: 'reassignment versus mutation',
        terms: [
          'reassign',
          'mutate',
          'mutation',
          'constant binding',
          'cannot be reassigned',
          'object can still change',
        ],
      },
    ],
  },
  {
    id: 'javascript-002',
    type: 'technical',
    skill: 'language',
    technologies: ['javascript'],
    levels: ['junior', 'mid'],
    text: 'Can you explain what a closure is in JavaScript and describe a real situation where you have used one?',
    keyConcepts: [
      {
        label: 'lexical scope',
        terms: ['lexical scope', 'lexical environment', 'outer scope', 'enclosing scope', 'scope chain'],
      },
      {
        label: 'variables outlive the outer call',
        terms: [
          'remember',
          'retain',
          'still has access',
          'after the outer function returns',
          'keeps a reference',
          'captured',
        ],
      },
      { label: 'private state', terms: ['private', 'encapsulation', 'data hiding', 'module pattern', 'counter'] },
      {
        label: 'practical uses',
        terms: ['callback', 'event handler', 'factory', 'memoize', 'debounce', 'partial application'],
      },
    ],
  },
  {
    id: 'javascript-003',
    type: 'technical',
    skill: 'language',
    technologies: ['javascript'],
    levels: ['junior', 'mid'],
    text: 'How do promises and async and await work in JavaScript, and how do you handle errors with each style?',
    keyConcepts: [
      { label: 'promise states', terms: ['pending', 'fulfilled', 'resolve', 'reject', 'settled'] },
      { label: 'chaining with then and catch', terms: ['dot then', 'then method', 'dot catch', 'chain', 'finally'] },
      {
        label: 'async and await',
        terms: ['async', 'await', 'syntactic sugar', 'looks synchronous', 'reads like synchronous'],
      },
      {
        label: 'error handling',
        terms: ['try catch', 'try and catch', 'unhandled rejection', 'rejected promise', 'error handling'],
      },
      {
        label: 'running work in parallel',
        terms: ['promise all', 'all settled', 'parallel', 'concurrently', 'promise race'],
      },
    ],
  },
  {
    id: 'javascript-004',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['javascript'],
    levels: ['mid'],
    text: 'How does the this keyword get its value in JavaScript, and how do arrow functions change that behaviour?',
    keyConcepts: [
      {
        label: 'decided by the call site',
        terms: ['call site', 'how it is called', 'method call', 'object before the dot', 'invoked', 'runtime binding'],
      },
      { label: 'explicit binding', terms: ['bind', 'dot call', 'dot apply', 'dot bind', 'call and apply'] },
      {
        label: 'arrow functions use lexical this',
        terms: ['arrow function', 'lexical this', 'inherit', 'enclosing scope', 'surrounding scope'],
      },
      {
        label: 'default binding and strict mode',
        terms: ['strict mode', 'undefined', 'global object', 'window', 'lose this', 'lost context'],
      },
      { label: 'constructor binding', terms: ['new keyword', 'constructor', 'new instance', 'class'] },
    ],
  },
  {
    id: 'javascript-005',
    type: 'technical',
    skill: 'performance',
    technologies: ['javascript'],
    levels: ['mid', 'senior'],
    text: 'A page built with plain JavaScript becomes sluggish when users scroll and type. How would you find the cause and fix it?',
    keyConcepts: [
      {
        label: 'profiling in the browser',
        terms: ['performance tab', 'profiler', 'devtools', 'flame chart', 'long task', 'lighthouse'],
      },
      { label: 'debouncing and throttling', terms: ['debounce', 'throttle', 'request animation frame'] },
      {
        label: 'layout thrashing',
        terms: ['layout thrashing', 'reflow', 'forced layout', 'repaint', 'read then write', 'batch dom'],
      },
      {
        label: 'efficient event listeners',
        terms: ['event delegation', 'passive listener', 'remove listener', 'too many listeners', 'event listener'],
      },
      {
        label: 'keeping the main thread free',
        terms: ['main thread', 'web worker', 'break up', 'chunk', 'idle callback'],
      },
    ],
  },
  {
    id: 'javascript-006',
    type: 'technical',
    skill: 'testing',
    technologies: ['javascript'],
    levels: ['mid'],
    text: 'How do you unit test JavaScript code that depends on timers, network calls or the current date?',
    keyConcepts: [
      { label: 'mocks, stubs and spies', terms: ['mock', 'stub', 'spy', 'fake', 'test double'] },
      {
        label: 'fake timers and clocks',
        terms: ['fake timer', 'use fake timers', 'advance timers', 'fake clock', 'system time', 'set system time'],
      },
      {
        label: 'dependency injection',
        terms: ['dependency injection', 'inject', 'pass it in', 'parameter', 'wrapper'],
      },
      {
        label: 'mocking the network',
        terms: ['mock service worker', 'msw', 'intercept', 'fetch mock', 'nock', 'mock server'],
      },
      { label: 'test runner', terms: ['jest', 'vitest', 'mocha', 'node test runner'] },
    ],
  },
  {
    id: 'javascript-007',
    type: 'technical',
    skill: 'architecture',
    technologies: ['javascript'],
    levels: ['senior'],
    text: 'As a {role}, how would you organise a large JavaScript codebase so that modules stay loosely coupled and easy to change?',
    keyConcepts: [
      {
        label: 'modules with clear public interfaces',
        terms: ['es module', 'module boundary', 'public api', 'export', 'barrel file', 'encapsulate'],
      },
      {
        label: 'separation of concerns',
        terms: ['separation of concerns', 'single responsibility', 'layer', 'feature folder', 'by feature'],
      },
      {
        label: 'managing dependencies between modules',
        terms: ['coupling', 'loosely coupled', 'dependency injection', 'circular dependency', 'dependency direction'],
      },
      { label: 'type checking and linting', terms: ['typescript', 'jsdoc', 'eslint', 'lint', 'type check'] },
      {
        label: 'tests that allow refactoring',
        terms: ['unit test', 'refactor', 'safety net', 'test coverage', 'integration test'],
      },
    ],
  },

  // TypeScript
  {
    id: 'typescript-001',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['typescript'],
    levels: ['junior'],
    text: 'What benefits does TypeScript bring over plain JavaScript, and what does it not protect you from at runtime?',
    keyConcepts: [
      {
        label: 'static type checking',
        terms: ['compile time', 'static typing', 'type check', 'compiler', 'catch errors early', 'before runtime'],
      },
      { label: 'editor tooling', terms: ['autocomplete', 'intellisense', 'refactor', 'editor', 'go to definition'] },
      {
        label: 'types are erased at runtime',
        terms: ['erased', 'type erasure', 'compiled away', 'transpile', 'plain javascript', 'no types at runtime'],
      },
      {
        label: 'runtime validation of external input',
        terms: ['runtime validation', 'validate', 'zod', 'api response', 'user input', 'parse'],
      },
      { label: 'escape hatches', terms: ['any type', 'as any', 'type assertion', 'cast', 'as keyword', 'ts ignore'] },
    ],
  },
  {
    id: 'typescript-002',
    type: 'technical',
    skill: 'language',
    technologies: ['typescript'],
    levels: ['junior', 'mid'],
    text: 'When would you use an interface versus a type alias in TypeScript, and are there cases where only one of them works?',
    keyConcepts: [
      { label: 'both describe object shapes', terms: ['object shape', 'shape', 'contract', 'interchangeable'] },
      {
        label: 'declaration merging',
        terms: ['declaration merging', 'merge', 'reopen', 'augment', 'module augmentation'],
      },
      {
        label: 'unions and advanced types need a type alias',
        terms: ['union', 'intersection', 'mapped type', 'tuple', 'primitive', 'conditional type'],
      },
      { label: 'extending and implementing', terms: ['extends', 'implements', 'inheritance', 'class implements'] },
      { label: 'team convention', terms: ['convention', 'consistency', 'consistent', 'lint rule', 'style guide'] },
    ],
  },
  {
    id: 'typescript-003',
    type: 'technical',
    skill: 'language',
    technologies: ['typescript'],
    levels: ['mid'],
    text: 'What are generics in TypeScript, and how would you use constraints to make a generic function both flexible and safe?',
    keyConcepts: [
      {
        label: 'type parameters',
        terms: ['type parameter', 'generic', 'placeholder', 'type variable', 'type argument'],
      },
      { label: 'constraints', terms: ['extends', 'constraint', 'keyof', 'bounded'] },
      { label: 'type inference', terms: ['infer', 'inference', 'from the argument'] },
      {
        label: 'reuse without losing type safety',
        terms: ['reuse', 'instead of any', 'type safe', 'preserve the type', 'keep the type'],
      },
    ],
  },
  {
    id: 'typescript-004',
    type: 'technical',
    skill: 'language',
    technologies: ['typescript'],
    levels: ['mid'],
    text: 'How do discriminated unions and type narrowing help you model application state safely in TypeScript?',
    keyConcepts: [
      { label: 'union of variants', terms: ['discriminated union', 'tagged union', 'union type', 'variant'] },
      { label: 'discriminant property', terms: ['discriminant', 'tag', 'type field', 'literal type', 'status field'] },
      { label: 'narrowing', terms: ['narrow', 'type guard', 'typeof', 'instanceof', 'in operator', 'switch'] },
      {
        label: 'exhaustiveness checking',
        terms: ['exhaustive', 'exhaustiveness', 'never type', 'assert never', 'every case'],
      },
      {
        label: 'making invalid states unrepresentable',
        terms: ['impossible state', 'invalid state', 'unrepresentable', 'loading', 'optional flags'],
      },
    ],
  },
  {
    id: 'typescript-005',
    type: 'technical',
    skill: 'tooling',
    technologies: ['typescript'],
    levels: ['mid', 'senior'],
    text: 'Which TypeScript compiler options do you consider essential on a new project, and why does each one matter?',
    keyConcepts: [
      { label: 'strict mode', terms: ['strict', 'strict mode', 'strict null checks', 'no implicit any'] },
      {
        label: 'safer indexing',
        terms: ['no unchecked indexed access', 'indexed access', 'exact optional property types'],
      },
      {
        label: 'module and target settings',
        terms: ['module resolution', 'target', 'es module', 'bundler', 'node next', 'lib'],
      },
      {
        label: 'build performance',
        terms: ['project reference', 'incremental', 'composite', 'build mode', 'skip lib check'],
      },
      {
        label: 'compatibility with other tools',
        terms: ['isolated modules', 'verbatim module syntax', 'esbuild', 'babel', 'no emit'],
      },
    ],
  },
  {
    id: 'typescript-006',
    type: 'technical',
    skill: 'architecture',
    technologies: ['typescript'],
    levels: ['senior'],
    text: 'How would you lead the migration of a large JavaScript codebase to TypeScript without halting feature work?',
    keyConcepts: [
      {
        label: 'incremental migration',
        terms: ['incremental', 'gradual', 'file by file', 'allow js', 'check js', 'one module at a time'],
      },
      {
        label: 'tightening strictness over time',
        terms: ['strict', 'loose', 'tighten', 'ratchet', 'no implicit any', 'step by step'],
      },
      {
        label: 'temporary escape hatches as tracked debt',
        terms: ['any type', 'ts expect error', 'ts ignore', 'escape hatch', 'technical debt'],
      },
      {
        label: 'typing boundaries first',
        terms: ['boundary', 'api types', 'shared types', 'declaration file', 'definitely typed', 'types package'],
      },
      { label: 'enforcing it in CI', terms: ['continuous integration', 'ci', 'pipeline', 'type check', 'build fails'] },
      { label: 'bringing the team along', terms: ['team', 'training', 'guideline', 'buy in', 'pair', 'documentation'] },
    ],
  },
  {
    id: 'typescript-007',
    type: 'technical',
    skill: 'architecture',
    technologies: ['typescript'],
    levels: ['senior'],
    text: 'As a {role}, how would you keep types shared between a TypeScript frontend and backend in sync as the API evolves?',
    keyConcepts: [
      {
        label: 'single source of truth',
        terms: ['single source of truth', 'shared package', 'monorepo', 'contract', 'shared types'],
      },
      {
        label: 'generated types from a schema',
        terms: ['openapi', 'code generation', 'generate', 'schema', 'graphql', 'trpc'],
      },
      {
        label: 'runtime validation at the boundary',
        terms: ['zod', 'runtime validation', 'validate', 'parse', 'infer the type'],
      },
      {
        label: 'versioning and compatibility',
        terms: ['version', 'backward compatible', 'breaking change', 'deprecate', 'additive'],
      },
      { label: 'automated checks', terms: ['continuous integration', 'ci', 'contract test', 'type check'] },
    ],
  },

  // React
  {
    id: 'react-001',
    type: 'technical',
    skill: 'frameworks',
    technologies: ['react'],
    levels: ['junior'],
    text: 'What is the difference between props and state in React, and how does a change to either one cause a re-render?',
    keyConcepts: [
      { label: 'props come from the parent', terms: ['props', 'parent', 'read only', 'passed down', 'immutable'] },
      { label: 'state belongs to the component', terms: ['state', 'use state', 'usestate', 'local state', 'owns'] },
      {
        label: 'updates trigger a re-render',
        terms: ['re render', 'rerender', 'render again', 'set state', 'setter', 'state update'],
      },
      {
        label: 'one-way data flow',
        terms: ['one way data flow', 'unidirectional', 'lift state', 'lifting state up', 'callback prop'],
      },
    ],
  },
  {
    id: 'react-002',
    type: 'technical',
    skill: 'frameworks',
    technologies: ['react'],
    levels: ['junior', 'mid'],
    text: 'How does the useEffect hook work, and what mistakes do people commonly make with its dependency array?',
    keyConcepts: [
      {
        label: 'side effects after render',
        terms: ['side effect', 'after render', 'after the render', 'subscription', 'fetch', 'synchronize'],
      },
      { label: 'dependency array', terms: ['dependency array', 'dependencies', 'deps', 'empty array', 'runs again'] },
      { label: 'cleanup function', terms: ['cleanup', 'clean up', 'return a function', 'unsubscribe', 'unmount'] },
      {
        label: 'stale closures and infinite loops',
        terms: ['stale closure', 'stale value', 'infinite loop', 'missing dependency', 'exhaustive deps'],
      },
      {
        label: 'not every job needs an effect',
        terms: ['derived state', 'derive', 'event handler', 'compute during render', 'need an effect'],
      },
    ],
  },
  {
    id: 'react-003',
    type: 'technical',
    skill: 'performance',
    technologies: ['react'],
    levels: ['mid'],
    text: 'A React screen re-renders far too often and feels slow. How would you investigate and fix it?',
    keyConcepts: [
      {
        label: 'measuring with the profiler',
        terms: ['profiler', 'react devtools', 'highlight updates', 'why did you render', 'measure'],
      },
      { label: 'memoization', terms: ['memo', 'react memo', 'use memo', 'usememo', 'use callback', 'usecallback'] },
      {
        label: 'moving state closer to where it is used',
        terms: ['colocate', 'move state down', 'split the component', 'split context', 'state location'],
      },
      {
        label: 'referential equality',
        terms: ['referential equality', 'new object', 'inline function', 'same reference', 'identity'],
      },
      {
        label: 'virtualizing long lists',
        terms: ['virtualize', 'virtualization', 'windowing', 'react window', 'long list'],
      },
      { label: 'stable keys', terms: ['key prop', 'stable key', 'index as key', 'unique key'] },
    ],
  },
  {
    id: 'react-004',
    type: 'technical',
    skill: 'testing',
    technologies: ['react'],
    levels: ['mid'],
    text: 'How do you test React components so the tests give you confidence without breaking on every refactor?',
    keyConcepts: [
      {
        label: 'test behaviour, not implementation',
        terms: ['behaviour', 'behavior', 'user perspective', 'implementation detail', 'what the user sees'],
      },
      {
        label: 'accessible queries',
        terms: ['testing library', 'get by role', 'by role', 'accessible name', 'screen'],
      },
      { label: 'simulating user interaction', terms: ['user event', 'fire event', 'click', 'type into'] },
      { label: 'mocking the network', terms: ['mock service worker', 'msw', 'mock', 'stub', 'fake api'] },
      { label: 'waiting for async updates', terms: ['find by', 'wait for', 'async'] },
      { label: 'end-to-end tests for key flows', terms: ['end to end', 'playwright', 'cypress', 'critical path'] },
    ],
  },
  {
    id: 'react-005',
    type: 'technical',
    skill: 'architecture',
    technologies: ['react'],
    levels: ['senior'],
    text: 'How do you decide where state should live in a large React application, from local state and context to a global store and a server cache?',
    keyConcepts: [
      {
        label: 'local state first',
        terms: ['local state', 'use state', 'component state', 'colocate', 'keep it local'],
      },
      {
        label: 'context for rarely changing values',
        terms: ['context', 'use context', 'prop drilling', 'theme', 'provider'],
      },
      { label: 'global client store', terms: ['redux', 'zustand', 'global store', 'global state', 'jotai', 'mobx'] },
      {
        label: 'server state cache',
        terms: ['react query', 'tanstack query', 'swr', 'server state', 'apollo', 'cache invalidation'],
      },
      { label: 'URL as state', terms: ['url', 'query string', 'search params', 'router', 'shareable link'] },
      {
        label: 'trade-offs',
        terms: ['trade off', 'boilerplate', 'complexity', 'unnecessary re render', 'performance'],
      },
    ],
  },
  {
    id: 'react-006',
    type: 'technical',
    skill: 'architecture',
    technologies: ['react'],
    levels: ['senior'],
    text: 'As a {role}, how would you plan moving a large React codebase from class components and old patterns to hooks and the latest major version?',
    keyConcepts: [
      {
        label: 'incremental migration',
        terms: ['incremental', 'gradual', 'one component at a time', 'coexist', 'side by side', 'strangler'],
      },
      { label: 'codemods and automation', terms: ['codemod', 'jscodeshift', 'automated'] },
      { label: 'tests as a safety net', terms: ['test', 'regression', 'coverage', 'safety net', 'visual regression'] },
      {
        label: 'deprecations and strict mode',
        terms: ['strict mode', 'deprecated', 'deprecation warning', 'legacy lifecycle', 'component will mount'],
      },
      {
        label: 'new concurrent features',
        terms: ['concurrent', 'transition', 'suspense', 'automatic batching', 'server component'],
      },
      { label: 'controlled rollout', terms: ['feature flag', 'rollout', 'canary', 'release', 'monitor'] },
    ],
  },
  {
    id: 'react-007',
    type: 'technical',
    skill: 'language',
    technologies: ['react', 'typescript'],
    levels: ['junior', 'mid'],
    text: 'How do you type component props, event handlers and hooks when you use React with TypeScript?',
    keyConcepts: [
      { label: 'props types', terms: ['props type', 'props interface', 'interface', 'type alias', 'component props'] },
      {
        label: 'optional props and children',
        terms: ['optional', 'children', 'react node', 'default value', 'question mark'],
      },
      {
        label: 'event types',
        terms: ['change event', 'mouse event', 'form event', 'event type', 'react event', 'event handler type'],
      },
      {
        label: 'typing hooks',
        terms: ['use state generic', 'generic', 'use ref', 'type parameter', 'null initial value'],
      },
      { label: 'relying on inference', terms: ['infer', 'inference', 'avoid any'] },
    ],
  },

  // Next.js
  {
    id: 'nextjs-001',
    type: 'technical',
    skill: 'frameworks',
    technologies: ['nextjs'],
    levels: ['junior'],
    text: 'What does Next.js add on top of plain React, and why would a team choose it for a new project?',
    keyConcepts: [
      {
        label: 'file-based routing',
        terms: ['file based routing', 'file system routing', 'app router', 'pages router', 'folder', 'routing'],
      },
      {
        label: 'server-side rendering',
        terms: ['server side rendering', 'ssr', 'rendered on the server', 'server render', 'seo'],
      },
      {
        label: 'static generation',
        terms: ['static site generation', 'static generation', 'ssg', 'pre render', 'prerender', 'build time'],
      },
      {
        label: 'backend in the same project',
        terms: ['api route', 'route handler', 'server action', 'full stack', 'backend'],
      },
      {
        label: 'built-in optimisations',
        terms: ['image optimization', 'code splitting', 'bundling', 'font optimization', 'prefetch'],
      },
    ],
  },
  {
    id: 'nextjs-002',
    type: 'technical',
    skill: 'frameworks',
    technologies: ['nextjs'],
    levels: ['junior', 'mid'],
    text: 'Can you explain the difference between server components and client components in the Next.js App Router?',
    keyConcepts: [
      {
        label: 'server components by default',
        terms: ['server component', 'by default', 'run on the server', 'server only', 'never sent to the browser'],
      },
      { label: 'smaller client bundle', terms: ['bundle', 'less javascript', 'smaller bundle', 'zero javascript'] },
      {
        label: 'the use client directive',
        terms: ['use client', 'directive', 'client component', 'client boundary', 'boundary'],
      },
      {
        label: 'interactivity needs the client',
        terms: ['interactive', 'interactivity', 'use state', 'hook', 'event handler', 'browser api'],
      },
      {
        label: 'direct data access on the server',
        terms: ['database', 'async component', 'secret', 'data fetching', 'fetch on the server'],
      },
      { label: 'serializable props', terms: ['serializable', 'serialize', 'cannot pass a function', 'plain object'] },
    ],
  },
  {
    id: 'nextjs-003',
    type: 'technical',
    skill: 'performance',
    technologies: ['nextjs'],
    levels: ['mid'],
    text: 'How do caching and revalidation work in Next.js, and how would you make sure users see fresh data when it changes?',
    keyConcepts: [
      {
        label: 'static versus dynamic rendering',
        terms: ['static rendering', 'dynamic rendering', 'build time', 'request time', 'force dynamic'],
      },
      {
        label: 'time-based revalidation',
        terms: ['revalidate', 'incremental static regeneration', 'isr', 'time based', 'stale while revalidate'],
      },
      {
        label: 'on-demand revalidation',
        terms: ['on demand', 'revalidate path', 'revalidate tag', 'cache tag', 'webhook'],
      },
      {
        label: 'fetch and data cache options',
        terms: ['no store', 'cache option', 'data cache', 'fetch cache', 'cache control'],
      },
      { label: 'route and CDN caches', terms: ['full route cache', 'router cache', 'cdn', 'edge cache'] },
    ],
  },
  {
    id: 'nextjs-004',
    type: 'technical',
    skill: 'debugging',
    technologies: ['nextjs'],
    levels: ['mid'],
    text: 'You see a hydration mismatch error in a Next.js app. What usually causes it, and how would you fix it?',
    keyConcepts: [
      {
        label: 'server HTML differs from the first client render',
        terms: ['hydration', 'mismatch', 'server html', 'first render', 'does not match'],
      },
      { label: 'non-deterministic values', terms: ['date', 'random', 'time zone', 'locale', 'current time'] },
      { label: 'browser-only APIs', terms: ['window', 'local storage', 'browser only', 'document', 'navigator'] },
      {
        label: 'rendering only on the client',
        terms: [
          'use effect',
          'client only',
          'dynamic import',
          'ssr false',
          'mounted flag',
          'suppress hydration warning',
        ],
      },
      {
        label: 'invalid HTML nesting',
        terms: ['invalid nesting', 'nested', 'div inside a paragraph', 'html structure', 'browser extension'],
      },
    ],
  },
  {
    id: 'nextjs-005',
    type: 'technical',
    skill: 'architecture',
    technologies: ['nextjs'],
    levels: ['senior'],
    text: 'As a {role}, how would you decide between static generation, server rendering and client rendering for different pages of a large Next.js site?',
    keyConcepts: [
      { label: 'how often content changes', terms: ['freshness', 'real time', 'changes often', 'stale', 'revalidate'] },
      {
        label: 'personalised content',
        terms: ['personalized', 'personalised', 'user specific', 'authenticated', 'cookie', 'session'],
      },
      {
        label: 'SEO and loading speed',
        terms: ['seo', 'core web vitals', 'largest contentful paint', 'time to first byte', 'first paint'],
      },
      { label: 'cost and scale', terms: ['cost', 'server load', 'cdn', 'cache hit', 'scale'] },
      {
        label: 'mixing strategies per route',
        terms: ['hybrid', 'per route', 'per page', 'partial prerendering', 'streaming', 'suspense'],
      },
    ],
  },
  {
    id: 'nextjs-006',
    type: 'technical',
    skill: 'security',
    technologies: ['nextjs'],
    levels: ['mid', 'senior'],
    text: 'How do you handle authentication in a Next.js application and protect its routes, route handlers and server actions?',
    keyConcepts: [
      { label: 'middleware for redirects', terms: ['middleware', 'redirect', 'matcher', 'edge'] },
      { label: 'sessions and tokens', terms: ['session', 'http only cookie', 'cookie', 'jwt', 'token'] },
      {
        label: 'authorise on the server for every request',
        terms: ['check on the server', 'authorize', 'authorization', 'every server action', 'data access layer'],
      },
      {
        label: 'never trust client checks',
        terms: ['never trust the client', 'client side check', 'bypass', 'hidden button', 'public endpoint'],
      },
      { label: 'auth libraries', terms: ['next auth', 'auth js', 'clerk', 'auth0', 'identity provider', 'oauth'] },
      { label: 'CSRF protection', terms: ['csrf', 'cross site request forgery', 'same site', 'origin check'] },
    ],
  },

  // Vue
  {
    id: 'vue-001',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['vue'],
    levels: ['junior'],
    text: 'How does the Vue reactivity system know when to update the page, and what is the difference between ref and reactive?',
    keyConcepts: [
      {
        label: 'dependency tracking with proxies',
        terms: ['proxy', 'track', 'dependency tracking', 'getter', 'setter', 'reactivity'],
      },
      { label: 'ref wraps a value', terms: ['ref', 'dot value', 'value property', 'primitive', 'wrapper'] },
      { label: 'reactive for objects', terms: ['reactive', 'object', 'nested property', 'deep'] },
      { label: 'destructuring loses reactivity', terms: ['destructure', 'lose reactivity', 'to refs', 'reassign'] },
      { label: 'efficient DOM updates', terms: ['re render', 'virtual dom', 'patch', 'update the dom', 'template'] },
    ],
  },
  {
    id: 'vue-002',
    type: 'technical',
    skill: 'frameworks',
    technologies: ['vue'],
    levels: ['junior', 'mid'],
    text: 'When would you use a computed property instead of a watcher or a method in Vue?',
    keyConcepts: [
      {
        label: 'computed values are cached',
        terms: ['computed', 'cache', 'only recalculates', 'when dependencies change'],
      },
      { label: 'derived state', terms: ['derived', 'based on other state', 'formatting', 'filtered list'] },
      { label: 'methods run every time', terms: ['method', 'every render', 'no caching'] },
      {
        label: 'watchers for side effects',
        terms: ['watch', 'watcher', 'side effect', 'api call', 'watch effect', 'async'],
      },
      { label: 'declarative and pure', terms: ['declarative', 'pure', 'no side effects', 'readable'] },
    ],
  },
  {
    id: 'vue-003',
    type: 'technical',
    skill: 'frameworks',
    technologies: ['vue'],
    levels: ['mid'],
    text: 'How do components communicate in Vue, and when would you reach for provide and inject or a store such as Pinia?',
    keyConcepts: [
      { label: 'props down', terms: ['props', 'parent to child', 'pass down', 'one way'] },
      { label: 'events up', terms: ['emit', 'custom event', 'child to parent', 'define emits'] },
      {
        label: 'two-way binding on components',
        terms: ['v model', 'vmodel', 'two way binding', 'model value', 'define model'],
      },
      { label: 'provide and inject', terms: ['provide', 'inject', 'prop drilling', 'deep tree', 'plugin'] },
      { label: 'a shared store', terms: ['pinia', 'vuex', 'store', 'global state', 'shared state'] },
    ],
  },
  {
    id: 'vue-004',
    type: 'technical',
    skill: 'testing',
    technologies: ['vue'],
    levels: ['mid'],
    text: 'How would you write tests for a Vue component that fetches data and emits events?',
    keyConcepts: [
      {
        label: 'mounting the component',
        terms: ['vue test utils', 'mount', 'shallow mount', 'wrapper', 'testing library'],
      },
      { label: 'mocking the API', terms: ['mock', 'stub', 'msw', 'mock service worker', 'fake response'] },
      { label: 'waiting for async updates', terms: ['next tick', 'flush promises', 'await', 'async', 'find by'] },
      { label: 'asserting emitted events', terms: ['emitted', 'event payload', 'emitted events'] },
      { label: 'simulating interaction', terms: ['trigger', 'click', 'user event', 'set value'] },
      { label: 'test runner', terms: ['vitest', 'jest', 'test runner'] },
    ],
  },
  {
    id: 'vue-005',
    type: 'technical',
    skill: 'architecture',
    technologies: ['vue'],
    levels: ['senior'],
    text: 'How would you plan the migration of a large Vue 2 application to Vue 3 while the product keeps shipping?',
    keyConcepts: [
      { label: 'the migration build', terms: ['migration build', 'compat build', 'vue compat', 'compatibility mode'] },
      {
        label: 'breaking changes',
        terms: ['breaking change', 'filters', 'event bus', 'global api', 'create app', 'removed'],
      },
      {
        label: 'adopting the composition API gradually',
        terms: ['composition api', 'options api', 'gradual', 'incremental', 'script setup'],
      },
      {
        label: 'ecosystem dependencies',
        terms: ['vuex to pinia', 'pinia', 'vue router', 'third party library', 'component library', 'dependency'],
      },
      { label: 'build tooling', terms: ['vite', 'webpack', 'vue cli'] },
      { label: 'testing and rollout', terms: ['regression', 'test', 'feature flag', 'rollout', 'end to end'] },
    ],
  },
  {
    id: 'vue-006',
    type: 'technical',
    skill: 'architecture',
    technologies: ['vue'],
    levels: ['mid', 'senior'],
    text: 'As a {role}, how would you use composables to share logic across a large Vue codebase, and what pitfalls would you watch for?',
    keyConcepts: [
      {
        label: 'composables as reusable functions',
        terms: ['composable', 'composition api', 'use prefix', 'reusable function', 'stateful logic'],
      },
      { label: 'advantages over mixins', terms: ['mixin', 'name collision', 'implicit', 'unclear source', 'explicit'] },
      {
        label: 'keeping reactivity intact',
        terms: ['lose reactivity', 'destructure', 'to refs', 'return refs', 'unwrap'],
      },
      {
        label: 'lifecycle and cleanup',
        terms: ['on unmounted', 'cleanup', 'lifecycle hook', 'effect scope', 'remove listener'],
      },
      {
        label: 'shared versus per-instance state',
        terms: ['shared state', 'module scope', 'singleton', 'per instance', 'per component'],
      },
      { label: 'small and testable', terms: ['single responsibility', 'unit test', 'isolated', 'testable'] },
    ],
  },

  // Angular
  {
    id: 'angular-001',
    type: 'technical',
    skill: 'frameworks',
    technologies: ['angular'],
    levels: ['junior'],
    text: 'What are the main building blocks of an Angular application, and how do components, services and modules fit together?',
    keyConcepts: [
      { label: 'components with templates', terms: ['component', 'template', 'decorator', 'view', 'data binding'] },
      {
        label: 'services for shared logic',
        terms: ['service', 'injectable', 'business logic', 'shared logic', 'http client'],
      },
      {
        label: 'dependency injection',
        terms: ['dependency injection', 'inject', 'injector', 'provider', 'constructor'],
      },
      {
        label: 'modules or standalone components',
        terms: ['ng module', 'ngmodule', 'module', 'standalone', 'imports array'],
      },
      { label: 'routing', terms: ['router', 'routing', 'lazy load', 'router outlet'] },
    ],
  },
  {
    id: 'angular-002',
    type: 'technical',
    skill: 'frameworks',
    technologies: ['angular'],
    levels: ['junior', 'mid'],
    text: 'How does dependency injection work in Angular, and what does it mean to provide a service in root rather than in a component?',
    keyConcepts: [
      {
        label: 'hierarchical injectors',
        terms: ['injector', 'hierarchy', 'hierarchical', 'injector tree', 'element injector'],
      },
      {
        label: 'provided in root is an app-wide singleton',
        terms: ['provided in root', 'singleton', 'one instance', 'app wide', 'root injector'],
      },
      {
        label: 'component providers create new instances',
        terms: ['component level', 'providers array', 'new instance', 'per component', 'scoped'],
      },
      { label: 'tree shaking', terms: ['tree shakable', 'tree shaking', 'unused service', 'bundle'] },
      { label: 'easy to replace in tests', terms: ['mock', 'test bed', 'testbed', 'replace', 'swap'] },
    ],
  },
  {
    id: 'angular-003',
    type: 'technical',
    skill: 'frameworks',
    technologies: ['angular'],
    levels: ['mid'],
    text: 'How do you use RxJS observables in Angular, and how do you avoid memory leaks from subscriptions?',
    keyConcepts: [
      { label: 'observable streams', terms: ['observable', 'stream', 'subscribe', 'http client', 'subject'] },
      { label: 'operators', terms: ['operator', 'pipe', 'switch map', 'merge map', 'debounce time', 'combine latest'] },
      { label: 'the async pipe', terms: ['async pipe', 'automatically unsubscribe', 'template subscribe'] },
      {
        label: 'unsubscribing',
        terms: ['unsubscribe', 'take until', 'take until destroyed', 'destroy ref', 'on destroy'],
      },
      {
        label: 'leaks from long-lived subscriptions',
        terms: ['memory leak', 'leak', 'lingering subscription', 'never completes'],
      },
      { label: 'signals interop', terms: ['signal', 'to signal', 'to observable'] },
    ],
  },
  {
    id: 'angular-004',
    type: 'technical',
    skill: 'performance',
    technologies: ['angular'],
    levels: ['mid', 'senior'],
    text: 'An Angular page with large tables is slow to update. How would you find the bottleneck and speed it up?',
    keyConcepts: [
      {
        label: 'change detection cost',
        terms: ['change detection', 'zone js', 'zonejs', 'dirty checking', 'every component'],
      },
      {
        label: 'OnPush strategy',
        terms: ['on push', 'onpush', 'change detection strategy', 'immutable', 'input reference'],
      },
      { label: 'tracking list items', terms: ['track by', 'trackby', 'track expression', 'recreate the dom'] },
      {
        label: 'virtual scrolling and pagination',
        terms: ['virtual scroll', 'cdk', 'virtualization', 'pagination', 'infinite scroll'],
      },
      { label: 'profiling', terms: ['angular devtools', 'profiler', 'performance tab', 'measure'] },
      { label: 'signals and pure pipes', terms: ['signal', 'zoneless', 'pure pipe', 'fine grained', 'computed'] },
    ],
  },
  {
    id: 'angular-005',
    type: 'technical',
    skill: 'architecture',
    technologies: ['angular'],
    levels: ['senior'],
    text: 'How would you migrate a large Angular application from NgModules and zone-based change detection to standalone components and signals?',
    keyConcepts: [
      {
        label: 'incremental migration',
        terms: ['incremental', 'gradual', 'step by step', 'coexist', 'one feature at a time'],
      },
      {
        label: 'official schematics',
        terms: ['schematic', 'ng update', 'ng generate', 'automated migration', 'angular cli'],
      },
      { label: 'standalone components', terms: ['standalone', 'ng module', 'bootstrap application', 'imports array'] },
      { label: 'adopting signals', terms: ['signal', 'computed', 'effect', 'zoneless', 'observable interop'] },
      { label: 'managing risk with tests', terms: ['test', 'regression', 'end to end', 'rollout'] },
      { label: 'team conventions', terms: ['team', 'training', 'guideline', 'convention', 'lint rule'] },
    ],
  },
  {
    id: 'angular-006',
    type: 'technical',
    skill: 'security',
    technologies: ['angular'],
    levels: ['mid', 'senior'],
    text: 'As a {role}, how does Angular help protect an application against cross-site scripting, and where can developers still introduce risks?',
    keyConcepts: [
      {
        label: 'automatic escaping and sanitization',
        terms: ['sanitize', 'sanitization', 'escape', 'interpolation', 'untrusted by default'],
      },
      { label: 'bypassing the sanitizer', terms: ['bypass security trust', 'dom sanitizer', 'trust html', 'bypass'] },
      { label: 'direct DOM access', terms: ['inner html', 'element ref', 'native element', 'direct dom', 'document'] },
      { label: 'content security policy', terms: ['content security policy', 'csp', 'trusted types', 'nonce'] },
      { label: 'CSRF and tokens', terms: ['xsrf', 'csrf', 'interceptor', 'token', 'cookie'] },
      {
        label: 'server-side validation',
        terms: ['server side', 'validate on the server', 'backend validation', 'never trust the client'],
      },
    ],
  },

  // HTML and CSS
  {
    id: 'html-css-001',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['html-css'],
    levels: ['junior'],
    text: 'Why does semantic HTML matter, and which elements would you use to structure a typical page?',
    keyConcepts: [
      { label: 'semantic elements', terms: ['semantic', 'header', 'nav', 'main element', 'article', 'footer'] },
      { label: 'accessibility', terms: ['accessibility', 'screen reader', 'assistive technology', 'landmark', 'a11y'] },
      { label: 'search engines', terms: ['seo', 'search engine', 'crawler', 'search ranking'] },
      {
        label: 'native elements over generic divs',
        terms: ['button', 'native element', 'built in behaviour', 'keyboard', 'div soup'],
      },
      { label: 'heading hierarchy', terms: ['heading', 'h1', 'heading level', 'document outline', 'heading one'] },
    ],
  },
  {
    id: 'html-css-002',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['html-css'],
    levels: ['junior'],
    text: 'Can you explain the CSS box model and how the box-sizing property changes the way widths are calculated?',
    keyConcepts: [
      { label: 'content, padding, border and margin', terms: ['content', 'padding', 'border', 'margin'] },
      { label: 'border-box sizing', terms: ['border box', 'box sizing', 'content box'] },
      { label: 'width calculation', terms: ['total width', 'width', 'added to the width', 'included in the width'] },
      { label: 'margin collapsing', terms: ['margin collapse', 'collapsing margin', 'vertical margin'] },
      { label: 'inspecting in devtools', terms: ['devtools', 'inspect', 'box model diagram', 'computed'] },
    ],
  },
  {
    id: 'html-css-003',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['html-css'],
    levels: ['junior', 'mid'],
    text: 'When would you use Flexbox and when would you use CSS Grid to build a layout?',
    keyConcepts: [
      {
        label: 'Flexbox is one-dimensional',
        terms: ['flexbox', 'flex', 'one dimensional', 'one dimension', 'single row', 'single axis'],
      },
      {
        label: 'Grid is two-dimensional',
        terms: ['grid', 'two dimensional', 'two dimension', 'rows and columns', 'grid template', 'grid area'],
      },
      {
        label: 'content-driven versus layout-driven',
        terms: ['content driven', 'layout driven', 'content out', 'layout in'],
      },
      { label: 'alignment and spacing', terms: ['justify content', 'align items', 'gap', 'alignment', 'wrap'] },
      { label: 'combining both', terms: ['combine', 'nest', 'together', 'page layout', 'component level'] },
    ],
  },
  {
    id: 'html-css-004',
    type: 'technical',
    skill: 'performance',
    technologies: ['html-css'],
    levels: ['mid'],
    text: 'How would you build a responsive page that looks good on phones and large screens and also loads quickly?',
    keyConcepts: [
      { label: 'media and container queries', terms: ['media query', 'breakpoint', 'container query'] },
      { label: 'mobile first', terms: ['mobile first', 'min width', 'small screen first'] },
      { label: 'fluid units', terms: ['relative unit', 'rem', 'percentage', 'viewport unit', 'clamp'] },
      {
        label: 'responsive images',
        terms: ['srcset', 'source set', 'responsive image', 'picture element', 'lazy loading', 'sizes attribute'],
      },
      { label: 'viewport meta tag', terms: ['viewport meta', 'meta viewport', 'viewport tag'] },
      {
        label: 'critical rendering path',
        terms: ['critical css', 'render blocking', 'minify', 'unused css', 'font display', 'preload'],
      },
    ],
  },
  {
    id: 'html-css-005',
    type: 'technical',
    skill: 'testing',
    technologies: ['html-css'],
    levels: ['mid', 'senior'],
    text: 'As a {role}, how do you make sure a web page works for keyboard and screen reader users, and how do you test it?',
    keyConcepts: [
      { label: 'semantic HTML and ARIA', terms: ['semantic html', 'aria', 'aria label', 'role', 'landmark'] },
      {
        label: 'keyboard navigation and focus',
        terms: ['keyboard', 'tab order', 'focus', 'focus visible', 'focus trap', 'skip link'],
      },
      {
        label: 'text alternatives and labels',
        terms: ['alt text', 'alt attribute', 'form label', 'accessible name', 'label'],
      },
      { label: 'contrast and WCAG guidelines', terms: ['contrast', 'color contrast', 'colour contrast', 'wcag'] },
      { label: 'automated checks', terms: ['axe', 'lighthouse', 'wave', 'automated', 'linter'] },
      {
        label: 'manual screen reader testing',
        terms: ['screen reader', 'voiceover', 'nvda', 'jaws', 'manual testing'],
      },
    ],
  },
  {
    id: 'html-css-006',
    type: 'technical',
    skill: 'architecture',
    technologies: ['html-css'],
    levels: ['senior'],
    text: 'How would you keep the CSS of a large application maintainable when many teams contribute to it?',
    keyConcepts: [
      {
        label: 'scoping styles',
        terms: ['css modules', 'scoped', 'bem', 'naming convention', 'css in js', 'shadow dom'],
      },
      {
        label: 'controlling specificity and the cascade',
        terms: ['specificity', 'cascade', 'cascade layer', 'bang important', 'override'],
      },
      {
        label: 'design tokens and variables',
        terms: ['design token', 'custom property', 'css variable', 'theme'],
      },
      { label: 'utility-first CSS', terms: ['tailwind', 'utility class', 'utility first', 'atomic css'] },
      {
        label: 'a shared design system',
        terms: ['design system', 'component library', 'storybook', 'shared component'],
      },
      { label: 'linting and dead code', terms: ['stylelint', 'lint', 'dead css', 'unused css', 'purge'] },
    ],
  },
  {
    id: 'html-css-007',
    type: 'technical',
    skill: 'debugging',
    technologies: ['html-css'],
    levels: ['junior', 'mid'],
    text: 'A CSS rule you wrote is not being applied in the browser. How would you work out why?',
    keyConcepts: [
      {
        label: 'inspecting with devtools',
        terms: ['devtools', 'inspect', 'computed style', 'elements panel', 'styles panel'],
      },
      {
        label: 'specificity and source order',
        terms: ['specificity', 'cascade', 'overridden', 'source order', 'later rule', 'bang important'],
      },
      {
        label: 'selector does not match',
        terms: ['selector', 'typo', 'class name', 'does not match', 'wrong element'],
      },
      { label: 'inheritance', terms: ['inherit', 'inheritance', 'initial', 'parent'] },
      { label: 'stylesheet not loaded', terms: ['network tab', 'not loaded', 'cache', 'file path', 'build step'] },
      {
        label: 'invalid or unsupported values',
        terms: ['invalid', 'unsupported', 'browser support', 'crossed out', 'strikethrough'],
      },
    ],
  },

  // Node.js
  {
    id: 'nodejs-001',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['nodejs'],
    levels: ['junior'],
    text: 'How does Node.js handle many concurrent requests on a single thread, and what kinds of work can block it?',
    keyConcepts: [
      { label: 'the event loop', terms: ['event loop', 'single thread', 'callback queue', 'event queue'] },
      {
        label: 'non-blocking input and output',
        terms: ['non blocking', 'asynchronous', 'async io', 'callback', 'promise'],
      },
      { label: 'libuv and the thread pool', terms: ['libuv', 'thread pool', 'operating system', 'kernel', 'epoll'] },
      {
        label: 'CPU-bound work blocks everything',
        terms: ['cpu bound', 'cpu intensive', 'block the event loop', 'synchronous', 'heavy computation', 'json parse'],
      },
      {
        label: 'offloading heavy work',
        terms: ['worker thread', 'child process', 'cluster', 'job queue', 'separate service'],
      },
    ],
  },
  {
    id: 'nodejs-002',
    type: 'technical',
    skill: 'frameworks',
    technologies: ['nodejs'],
    levels: ['junior', 'mid'],
    text: 'What is middleware in an Express application, and how does the order of middleware affect a request?',
    keyConcepts: [
      {
        label: 'request and response pipeline',
        terms: ['pipeline', 'chain', 'request and response', 'req and res', 'in sequence'],
      },
      { label: 'calling next', terms: ['next function', 'call next', 'pass control', 'end the response'] },
      { label: 'order of registration', terms: ['order', 'registered', 'top to bottom', 'before the route'] },
      {
        label: 'error-handling middleware',
        terms: ['error handler', 'error middleware', 'four arguments', 'error handling'],
      },
      {
        label: 'typical middleware',
        terms: ['authentication', 'logging', 'body parser', 'cors', 'parse json', 'rate limit'],
      },
    ],
  },
  {
    id: 'nodejs-003',
    type: 'technical',
    skill: 'language',
    technologies: ['nodejs'],
    levels: ['mid'],
    text: 'How do streams work in Node.js, and when would you use them instead of reading a whole file into memory?',
    keyConcepts: [
      { label: 'processing data in chunks', terms: ['chunk', 'piece by piece', 'incrementally', 'buffer'] },
      { label: 'constant memory for large data', terms: ['memory', 'large file', 'out of memory', 'constant memory'] },
      { label: 'stream types', terms: ['readable', 'writable', 'transform', 'duplex'] },
      { label: 'pipe and pipeline', terms: ['pipe', 'pipeline', 'stream pipeline'] },
      { label: 'backpressure', terms: ['backpressure', 'back pressure', 'high water mark', 'drain'] },
      { label: 'use cases', terms: ['upload', 'download', 'csv', 'log file', 'http response', 'compression'] },
    ],
  },
  {
    id: 'nodejs-004',
    type: 'technical',
    skill: 'debugging',
    technologies: ['nodejs'],
    levels: ['mid'],
    text: 'The memory of a Node.js service keeps climbing until the process crashes. How would you diagnose and fix the leak?',
    keyConcepts: [
      {
        label: 'heap snapshots',
        terms: ['heap snapshot', 'heap dump', 'chrome devtools', 'inspect flag', 'inspector'],
      },
      {
        label: 'monitoring memory over time',
        terms: ['memory usage', 'heap used', 'rss', 'metric', 'dashboard', 'graph'],
      },
      {
        label: 'common causes',
        terms: ['global variable', 'unbounded cache', 'event listener', 'closure', 'set interval', 'timer'],
      },
      {
        label: 'comparing snapshots and retainers',
        terms: ['compare snapshots', 'retainer', 'retained size', 'allocation timeline', 'diff'],
      },
      { label: 'fixing and verifying', terms: ['lru', 'size limit', 'remove listener', 'load test', 'reproduce'] },
    ],
  },
  {
    id: 'nodejs-005',
    type: 'technical',
    skill: 'testing',
    technologies: ['nodejs'],
    levels: ['mid'],
    text: 'How do you test a Node.js API that talks to a database and to third-party services?',
    keyConcepts: [
      { label: 'unit tests with test doubles', terms: ['unit test', 'mock', 'stub', 'spy', 'fake'] },
      {
        label: 'integration tests against a real database',
        terms: ['integration test', 'test database', 'testcontainers', 'docker', 'real database'],
      },
      { label: 'HTTP-level tests', terms: ['supertest', 'http request', 'endpoint', 'inject', 'status code'] },
      { label: 'isolating third-party services', terms: ['nock', 'msw', 'mock server', 'sandbox', 'contract test'] },
      { label: 'test data isolation', terms: ['isolation', 'seed', 'reset', 'transaction', 'rollback', 'clean up'] },
      { label: 'test framework', terms: ['jest', 'vitest', 'mocha', 'node test runner'] },
    ],
  },
  {
    id: 'nodejs-006',
    type: 'technical',
    skill: 'performance',
    technologies: ['nodejs'],
    levels: ['senior'],
    text: 'How would you scale a Node.js service so it uses every CPU core and handles far more traffic?',
    keyConcepts: [
      { label: 'multiple processes', terms: ['cluster', 'multiple processes', 'fork', 'process per core', 'pm2'] },
      { label: 'horizontal scaling', terms: ['horizontal', 'load balancer', 'container', 'kubernetes', 'replica'] },
      {
        label: 'stateless instances',
        terms: ['stateless', 'session store', 'redis', 'shared state', 'sticky session'],
      },
      {
        label: 'offloading CPU-heavy work',
        terms: ['worker thread', 'cpu bound', 'offload', 'job queue', 'background job'],
      },
      { label: 'caching', terms: ['cache', 'cdn', 'memoize', 'in memory cache'] },
      { label: 'measuring first', terms: ['profile', 'clinic', 'flame graph', 'benchmark', 'autocannon', 'load test'] },
    ],
  },
  {
    id: 'nodejs-007',
    type: 'technical',
    skill: 'security',
    technologies: ['nodejs'],
    levels: ['mid', 'senior'],
    text: 'As a {role}, what steps would you take to secure a Node.js backend and its dependencies?',
    keyConcepts: [
      {
        label: 'dependency and supply chain risk',
        terms: ['npm audit', 'dependabot', 'snyk', 'vulnerability', 'lock file', 'supply chain'],
      },
      { label: 'input validation', terms: ['validate', 'validation', 'sanitize', 'schema', 'zod', 'joi'] },
      {
        label: 'injection attacks',
        terms: ['injection', 'sql injection', 'parameterized query', 'prototype pollution', 'command injection'],
      },
      {
        label: 'secrets management',
        terms: ['secret', 'environment variable', 'vault', 'secret manager', 'do not commit'],
      },
      { label: 'HTTP hardening', terms: ['helmet', 'security header', 'rate limit', 'cors', 'https'] },
      {
        label: 'authentication and authorisation',
        terms: ['authentication', 'authorization', 'jwt', 'session', 'least privilege'],
      },
    ],
  },

  // Python
  {
    id: 'python-001',
    type: 'technical',
    skill: 'language',
    technologies: ['python'],
    levels: ['junior'],
    text: 'What is the difference between a list, a tuple, a set and a dictionary in Python, and when would you choose each one?',
    keyConcepts: [
      { label: 'lists are ordered and mutable', terms: ['list', 'ordered', 'mutable', 'append', 'index'] },
      { label: 'tuples are immutable', terms: ['tuple', 'immutable', 'fixed size', 'hashable', 'cannot change'] },
      {
        label: 'sets hold unique items',
        terms: ['set', 'unique', 'duplicate', 'membership', 'union and intersection'],
      },
      {
        label: 'dictionaries map keys to values',
        terms: ['dictionary', 'dict', 'key value', 'mapping', 'look up by key'],
      },
      { label: 'lookup cost', terms: ['constant time', 'hash', 'hash table', 'big o', 'linear time', 'linear search'] },
    ],
  },
  {
    id: 'python-002',
    type: 'technical',
    skill: 'language',
    technologies: ['python'],
    levels: ['junior', 'mid'],
    text: 'What is the difference between mutable and immutable objects in Python, and what bug can a mutable default argument cause?',
    keyConcepts: [
      { label: 'mutability', terms: ['mutable', 'immutable', 'change in place', 'modify in place'] },
      {
        label: 'names are references to objects',
        terms: ['reference', 'same object', 'alias', 'identity', 'points to'],
      },
      {
        label: 'default evaluated once',
        terms: [
          'default argument',
          'evaluated once',
          'definition time',
          'shared between calls',
          'persists between calls',
        ],
      },
      {
        label: 'using None as a sentinel',
        terms: ['none as default', 'default to none', 'sentinel', 'create a new list inside', 'is none'],
      },
    ],
  },
  {
    id: 'python-003',
    type: 'technical',
    skill: 'language',
    technologies: ['python'],
    levels: ['mid'],
    text: 'How do decorators work in Python, and can you describe one you have written or used in a real project?',
    keyConcepts: [
      {
        label: 'functions are first-class objects',
        terms: ['first class', 'higher order', 'takes a function', 'returns a function', 'function object'],
      },
      { label: 'wrapper functions and closures', terms: ['wrapper', 'wrap', 'inner function', 'closure'] },
      { label: 'preserving metadata', terms: ['functools wraps', 'functools', 'metadata', 'docstring', 'dunder name'] },
      {
        label: 'real use cases',
        terms: ['logging', 'caching', 'lru cache', 'retry', 'timing', 'authentication', 'route'],
      },
      {
        label: 'forwarding arguments',
        terms: ['args', 'kwargs', 'star args', 'keyword arguments', 'decorator factory'],
      },
    ],
  },
  {
    id: 'python-004',
    type: 'technical',
    skill: 'performance',
    technologies: ['python'],
    levels: ['mid', 'senior'],
    text: 'How does the global interpreter lock affect concurrency in Python, and how would you choose between threads, processes and asyncio?',
    keyConcepts: [
      {
        label: 'one thread runs Python bytecode at a time',
        terms: ['global interpreter lock', 'gil', 'one thread at a time', 'bytecode', 'cpython'],
      },
      {
        label: 'threads for IO-bound work',
        terms: ['threading', 'thread pool', 'io bound', 'network call', 'waiting on io'],
      },
      {
        label: 'processes for CPU-bound work',
        terms: ['multiprocessing', 'process pool', 'cpu bound', 'separate interpreter', 'separate process'],
      },
      { label: 'asyncio', terms: ['asyncio', 'async', 'await', 'event loop', 'coroutine'] },
      {
        label: 'native code and free-threaded builds',
        terms: ['numpy', 'c extension', 'release the gil', 'free threaded', 'no gil'],
      },
    ],
  },
  {
    id: 'python-005',
    type: 'technical',
    skill: 'testing',
    technologies: ['python'],
    levels: ['mid'],
    text: 'How do you structure tests for a Python project, and how do you use fixtures and mocking with pytest?',
    keyConcepts: [
      { label: 'pytest basics', terms: ['pytest', 'test function', 'plain assert', 'test discovery'] },
      { label: 'fixtures', terms: ['fixture', 'setup', 'teardown', 'conftest', 'fixture scope', 'yield fixture'] },
      { label: 'mocking', terms: ['mock', 'patch', 'monkeypatch', 'magic mock', 'unittest mock'] },
      { label: 'parametrized tests', terms: ['parametrize', 'parameterize', 'multiple inputs', 'test cases'] },
      { label: 'coverage and CI', terms: ['coverage', 'continuous integration', 'ci', 'pipeline'] },
      { label: 'levels of testing', terms: ['unit test', 'integration test', 'end to end', 'test pyramid'] },
    ],
  },
  {
    id: 'python-006',
    type: 'technical',
    skill: 'tooling',
    technologies: ['python'],
    levels: ['senior'],
    text: 'As a {role}, how would you manage dependencies, environments and code quality across several Python services?',
    keyConcepts: [
      { label: 'isolated environments', terms: ['virtual environment', 'venv', 'virtualenv', 'conda', 'isolated'] },
      {
        label: 'pinned dependencies and lock files',
        terms: ['lock file', 'pin', 'requirements file', 'poetry', 'uv', 'pip tools', 'pyproject'],
      },
      { label: 'linting and formatting', terms: ['ruff', 'black', 'flake8', 'linter', 'formatter', 'isort'] },
      { label: 'static type checking', terms: ['mypy', 'pyright', 'type hint', 'type checking', 'type checker'] },
      {
        label: 'automation in CI',
        terms: ['pre commit', 'continuous integration', 'ci', 'pipeline', 'shared template'],
      },
      { label: 'reproducible builds', terms: ['docker', 'container', 'reproducible', 'image', 'python version'] },
    ],
  },
  {
    id: 'python-007',
    type: 'technical',
    skill: 'architecture',
    technologies: ['python'],
    levels: ['senior'],
    text: 'How would you design a large Python codebase so it stays maintainable as the team grows, given that the language is dynamically typed?',
    keyConcepts: [
      {
        label: 'type hints with a checker',
        terms: ['type hint', 'type annotation', 'mypy', 'pyright', 'static checking'],
      },
      {
        label: 'clear package boundaries',
        terms: ['package', 'module boundary', 'layer', 'interface', 'protocol', 'abstract base class'],
      },
      {
        label: 'dependency injection for testability',
        terms: ['dependency injection', 'inject', 'testable', 'loose coupling'],
      },
      { label: 'shared conventions', terms: ['convention', 'style guide', 'pep 8', 'pep eight', 'lint', 'ruff'] },
      {
        label: 'explicit data structures and validation',
        terms: ['dataclass', 'data class', 'pydantic', 'validation', 'typed dict'],
      },
      { label: 'documentation', terms: ['docstring', 'documentation', 'architecture decision record', 'readme'] },
    ],
  },

  // Django
  {
    id: 'django-001',
    type: 'technical',
    skill: 'frameworks',
    technologies: ['django'],
    levels: ['junior'],
    text: 'How do models, views and templates fit together in Django, and what happens when a request comes in?',
    keyConcepts: [
      { label: 'URL routing', terms: ['url conf', 'urls', 'url pattern', 'path', 'route'] },
      {
        label: 'views handle the request',
        terms: ['view', 'function based view', 'class based view', 'http response', 'request object'],
      },
      { label: 'models and the ORM', terms: ['model', 'orm', 'query set', 'queryset', 'database table'] },
      { label: 'templates render HTML', terms: ['template', 'render', 'context', 'template language'] },
      { label: 'middleware', terms: ['middleware', 'request response cycle', 'wsgi', 'asgi'] },
    ],
  },
  {
    id: 'django-002',
    type: 'technical',
    skill: 'data',
    technologies: ['django'],
    levels: ['junior', 'mid'],
    text: 'How do Django migrations work, and how do you handle a migration conflict or a risky schema change?',
    keyConcepts: [
      {
        label: 'generating and applying migrations',
        terms: ['make migrations', 'makemigrations', 'migrate', 'migration file', 'schema change'],
      },
      {
        label: 'migrations as versioned history',
        terms: ['version control', 'history', 'dependency graph', 'depends on', 'commit'],
      },
      { label: 'resolving conflicts', terms: ['conflict', 'merge migration', 'two branches', 'merge flag'] },
      { label: 'data migrations', terms: ['data migration', 'run python', 'backfill'] },
      {
        label: 'zero-downtime changes',
        terms: ['zero downtime', 'table lock', 'large table', 'nullable column', 'two step', 'expand and contract'],
      },
      { label: 'rolling back', terms: ['rollback', 'roll back', 'reverse migration', 'backwards'] },
    ],
  },
  {
    id: 'django-003',
    type: 'technical',
    skill: 'performance',
    technologies: ['django'],
    levels: ['mid'],
    text: 'What is the N plus one query problem in the Django ORM, and how would you find and fix it?',
    keyConcepts: [
      {
        label: 'one extra query per row',
        terms: ['n plus one', 'n plus 1', 'one query per row', 'extra query', 'query in a loop'],
      },
      { label: 'select related for joins', terms: ['select related', 'join', 'foreign key', 'one to one'] },
      {
        label: 'prefetch related',
        terms: ['prefetch related', 'many to many', 'reverse relation', 'separate query', 'prefetch'],
      },
      {
        label: 'detecting the problem',
        terms: ['debug toolbar', 'django debug toolbar', 'silk', 'query log', 'assert num queries', 'apm'],
      },
      { label: 'fetching only what you need', terms: ['only method', 'values list', 'defer', 'annotate', 'aggregate'] },
    ],
  },
  {
    id: 'django-004',
    type: 'technical',
    skill: 'security',
    technologies: ['django'],
    levels: ['mid'],
    text: 'Which security protections does Django give you out of the box, and where do developers still make mistakes?',
    keyConcepts: [
      { label: 'CSRF protection', terms: ['csrf', 'cross site request forgery', 'csrf token', 'csrf exempt'] },
      {
        label: 'template auto-escaping',
        terms: ['auto escape', 'autoescape', 'escaping', 'cross site scripting', 'xss', 'mark safe'],
      },
      {
        label: 'SQL injection and raw queries',
        terms: ['sql injection', 'parameterized', 'raw sql', 'raw query', 'string formatting'],
      },
      {
        label: 'production settings',
        terms: ['debug false', 'debug mode', 'secret key', 'allowed hosts', 'security middleware', 'hsts'],
      },
      {
        label: 'authentication and password hashing',
        terms: ['password hashing', 'hashed', 'authentication', 'permission', 'pbkdf2', 'argon2'],
      },
      { label: 'clickjacking protection', terms: ['clickjacking', 'x frame options', 'frame'] },
    ],
  },
  {
    id: 'django-005',
    type: 'technical',
    skill: 'architecture',
    technologies: ['django'],
    levels: ['senior'],
    text: 'As a {role}, how would you structure a large Django project with many apps so that business logic stays clean and testable?',
    keyConcepts: [
      { label: 'apps organised by domain', terms: ['django app', 'domain', 'bounded context', 'boundary', 'modular'] },
      {
        label: 'where business logic lives',
        terms: ['service layer', 'services module', 'fat model', 'thin view', 'business logic'],
      },
      { label: 'controlling coupling', terms: ['circular import', 'coupling', 'signal', 'dependency direction'] },
      { label: 'testing strategy', terms: ['pytest django', 'factory boy', 'factory', 'fixture', 'test client'] },
      { label: 'API layer', terms: ['django rest framework', 'drf', 'serializer', 'viewset', 'api'] },
      {
        label: 'settings per environment',
        terms: ['settings module', 'environment variable', 'twelve factor', 'per environment'],
      },
    ],
  },
  {
    id: 'django-006',
    type: 'technical',
    skill: 'operations',
    technologies: ['django'],
    levels: ['senior'],
    text: 'How would you scale a Django application that is struggling under heavy traffic?',
    keyConcepts: [
      { label: 'measure before changing', terms: ['profile', 'measure', 'apm', 'bottleneck', 'sentry', 'new relic'] },
      {
        label: 'database tuning',
        terms: ['index', 'query optimization', 'read replica', 'connection pooling', 'pgbouncer'],
      },
      { label: 'caching', terms: ['cache', 'redis', 'memcached', 'per view cache', 'template fragment cache'] },
      { label: 'background work', terms: ['celery', 'background task', 'task queue', 'rq', 'worker'] },
      {
        label: 'application servers and horizontal scaling',
        terms: ['gunicorn', 'uwsgi', 'uvicorn', 'horizontal', 'load balancer', 'more instances'],
      },
      { label: 'static files on a CDN', terms: ['cdn', 'static files', 'whitenoise', 's3', 'collectstatic'] },
    ],
  },

  // Java
  {
    id: 'java-001',
    type: 'technical',
    skill: 'language',
    technologies: ['java'],
    levels: ['junior'],
    text: 'What is the difference between an abstract class and an interface in Java, and how have default methods changed that choice?',
    keyConcepts: [
      {
        label: 'abstract classes hold state',
        terms: ['abstract class', 'field', 'state', 'constructor', 'partial implementation'],
      },
      { label: 'interfaces define a contract', terms: ['interface', 'contract', 'implements', 'capability'] },
      {
        label: 'single versus multiple inheritance',
        terms: [
          'multiple interfaces',
          'implement many',
          'single inheritance',
          'extend only one',
          'multiple inheritance',
        ],
      },
      {
        label: 'default methods',
        terms: ['default method', 'java eight', 'java 8', 'backward compatible', 'evolve the interface'],
      },
      { label: 'choosing between them', terms: ['relationship', 'composition', 'shared code'] },
    ],
  },
  {
    id: 'java-002',
    type: 'technical',
    skill: 'language',
    technologies: ['java'],
    levels: ['junior', 'mid'],
    text: 'Why must equals and hashCode be overridden together in Java, and what goes wrong in a HashMap if they are not?',
    keyConcepts: [
      {
        label: 'the equals and hash code contract',
        terms: ['contract', 'equal objects', 'same hash code', 'hash code', 'consistent'],
      },
      { label: 'hash buckets', terms: ['bucket', 'hash map', 'hash set', 'lookup'] },
      { label: 'broken lookups', terms: ['duplicate', 'cannot find', 'not found', 'returns null', 'lost entry'] },
      { label: 'mutable keys', terms: ['mutable key', 'immutable', 'change after insert', 'modify the key'] },
      {
        label: 'generating them safely',
        terms: ['record', 'lombok', 'ide generate', 'objects hash', 'objects equals'],
      },
    ],
  },
  {
    id: 'java-003',
    type: 'technical',
    skill: 'language',
    technologies: ['java'],
    levels: ['mid'],
    text: 'How do Java streams and lambdas change the way you process collections, and when would a plain loop be better?',
    keyConcepts: [
      { label: 'lambdas and functional interfaces', terms: ['lambda', 'functional interface', 'method reference'] },
      { label: 'stream pipelines', terms: ['stream', 'map', 'filter', 'collect', 'reduce', 'collectors'] },
      { label: 'lazy evaluation', terms: ['lazy', 'terminal operation', 'intermediate operation', 'short circuit'] },
      {
        label: 'readability and debugging trade-offs',
        terms: ['readability', 'debug', 'stack trace', 'plain loop', 'side effect', 'checked exception'],
      },
      { label: 'parallel streams', terms: ['parallel stream', 'fork join', 'common pool', 'thread safety'] },
    ],
  },
  {
    id: 'java-004',
    type: 'technical',
    skill: 'performance',
    technologies: ['java'],
    levels: ['mid', 'senior'],
    text: 'How does garbage collection work in the JVM, and how would you investigate long garbage collection pauses in production?',
    keyConcepts: [
      {
        label: 'generational heap',
        terms: ['generation', 'young generation', 'old generation', 'eden', 'heap', 'survivor'],
      },
      { label: 'choice of collector', terms: ['g1', 'zgc', 'shenandoah', 'parallel collector', 'collector'] },
      { label: 'pauses versus throughput', terms: ['pause', 'stop the world', 'latency', 'throughput'] },
      {
        label: 'GC logs and profiling tools',
        terms: ['gc log', 'flight recorder', 'jfr', 'visualvm', 'jstat', 'heap dump'],
      },
      { label: 'tuning and allocation', terms: ['heap size', 'xmx', 'tuning', 'allocation rate', 'object churn'] },
      { label: 'memory leaks', terms: ['memory leak', 'retained', 'static collection', 'unbounded cache'] },
    ],
  },
  {
    id: 'java-005',
    type: 'technical',
    skill: 'language',
    technologies: ['java'],
    levels: ['mid'],
    text: 'How do you make shared data thread-safe in Java, and which tools beyond the synchronized keyword would you use?',
    keyConcepts: [
      {
        label: 'race conditions and visibility',
        terms: ['race condition', 'thread safe', 'shared mutable state', 'visibility', 'happens before'],
      },
      { label: 'locks', terms: ['synchronized', 'reentrant lock', 'lock', 'monitor', 'read write lock'] },
      {
        label: 'volatile and atomics',
        terms: ['volatile', 'atomic', 'atomic integer', 'compare and swap', 'atomic reference'],
      },
      {
        label: 'concurrent collections',
        terms: ['concurrent hash map', 'concurrent collection', 'blocking queue', 'copy on write'],
      },
      {
        label: 'executors and futures',
        terms: ['executor', 'executor service', 'thread pool', 'completable future', 'virtual thread'],
      },
      { label: 'immutability', terms: ['immutable', 'immutability', 'final field', 'record'] },
    ],
  },
  {
    id: 'java-006',
    type: 'technical',
    skill: 'architecture',
    technologies: ['java'],
    levels: ['senior'],
    text: 'As a {role}, how would you plan upgrading a large Java application from an old long-term support release such as Java 8 to a current one?',
    keyConcepts: [
      {
        label: 'dependencies and build plugins',
        terms: ['dependency', 'library upgrade', 'maven', 'gradle', 'plugin', 'bill of materials'],
      },
      {
        label: 'removed and encapsulated APIs',
        terms: ['removed api', 'java ee module', 'jaxb', 'module system', 'illegal access', 'internal api'],
      },
      {
        label: 'stepping through LTS releases',
        terms: [
          'lts',
          'long term support',
          'java 11',
          'java eleven',
          'java 17',
          'java seventeen',
          'java 21',
          'step by step',
        ],
      },
      { label: 'tests and CI', terms: ['test suite', 'continuous integration', 'ci', 'regression', 'coverage'] },
      {
        label: 'runtime flags and garbage collector changes',
        terms: ['jvm flag', 'jvm option', 'garbage collector', 'g1', 'performance test'],
      },
      {
        label: 'adopting new language features',
        terms: ['record', 'var', 'switch expression', 'virtual thread', 'text block', 'sealed'],
      },
    ],
  },
  {
    id: 'java-007',
    type: 'technical',
    skill: 'debugging',
    technologies: ['java'],
    levels: ['mid', 'senior'],
    text: 'A Java service becomes unresponsive under load, but its CPU usage is low. How would you find out what is going on?',
    keyConcepts: [
      { label: 'thread dumps', terms: ['thread dump', 'jstack', 'jcmd', 'stack trace'] },
      {
        label: 'deadlocks and lock contention',
        terms: ['deadlock', 'lock contention', 'blocked thread', 'waiting', 'monitor'],
      },
      { label: 'exhausted pools', terms: ['thread pool', 'exhausted', 'connection pool', 'saturated', 'queue'] },
      { label: 'slow downstream calls', terms: ['downstream', 'database', 'network', 'slow query', 'external call'] },
      { label: 'observability', terms: ['metrics', 'apm', 'tracing', 'flight recorder', 'logs'] },
      { label: 'protective fixes', terms: ['timeout', 'bulkhead', 'circuit breaker', 'pool size', 'backpressure'] },
    ],
  },

  // Spring
  {
    id: 'spring-001',
    type: 'technical',
    skill: 'frameworks',
    technologies: ['spring'],
    levels: ['junior'],
    text: 'What is dependency injection in Spring, and how does the application context create and wire beans together?',
    keyConcepts: [
      {
        label: 'inversion of control container',
        terms: ['inversion of control', 'ioc', 'container', 'application context'],
      },
      {
        label: 'beans and component scanning',
        terms: ['bean', 'component scan', 'component annotation', 'service annotation', 'configuration class'],
      },
      {
        label: 'constructor injection',
        terms: ['constructor injection', 'autowired', 'field injection', 'final field'],
      },
      { label: 'bean scopes', terms: ['singleton', 'scope', 'prototype', 'request scope'] },
      {
        label: 'loose coupling and testability',
        terms: ['loose coupling', 'loosely coupled', 'mock', 'testable', 'interface'],
      },
    ],
  },
  {
    id: 'spring-002',
    type: 'technical',
    skill: 'frameworks',
    technologies: ['spring'],
    levels: ['junior', 'mid'],
    text: 'What does Spring Boot auto-configuration do for you, and how would you override it when the defaults are wrong?',
    keyConcepts: [
      {
        label: 'conditional configuration from the classpath',
        terms: ['auto configuration', 'classpath', 'conditional', 'conditional on class'],
      },
      { label: 'starters', terms: ['starter', 'starter dependency', 'spring boot starter'] },
      {
        label: 'externalised properties',
        terms: ['application properties', 'application yaml', 'property', 'profile', 'configuration properties'],
      },
      {
        label: 'overriding with your own beans',
        terms: ['your own bean', 'override', 'conditional on missing bean', 'exclude', 'back off'],
      },
      {
        label: 'seeing what was applied',
        terms: ['condition evaluation report', 'debug flag', 'actuator', 'conditions endpoint'],
      },
    ],
  },
  {
    id: 'spring-003',
    type: 'technical',
    skill: 'data',
    technologies: ['spring'],
    levels: ['mid'],
    text: 'How does the Transactional annotation work in Spring, and what are the common ways it silently fails to apply?',
    keyConcepts: [
      { label: 'proxy-based AOP', terms: ['proxy', 'aop', 'aspect', 'wrapped', 'interceptor'] },
      {
        label: 'self-invocation bypasses the proxy',
        terms: ['self invocation', 'same class', 'internal call', 'calling this'],
      },
      { label: 'method visibility', terms: ['public method', 'private method', 'final method'] },
      {
        label: 'rollback rules',
        terms: ['rollback', 'checked exception', 'runtime exception', 'rollback for', 'swallow the exception'],
      },
      {
        label: 'propagation and isolation',
        terms: ['propagation', 'requires new', 'isolation level', 'nested transaction', 'read only'],
      },
      {
        label: 'lazy loading outside a transaction',
        terms: ['lazy loading', 'lazy initialization exception', 'open session in view', 'session closed'],
      },
    ],
  },
  {
    id: 'spring-004',
    type: 'technical',
    skill: 'testing',
    technologies: ['spring'],
    levels: ['mid'],
    text: 'How do you test a Spring Boot application at different levels, from plain unit tests to full integration tests?',
    keyConcepts: [
      { label: 'plain unit tests', terms: ['unit test', 'junit', 'mockito', 'mock', 'without spring'] },
      { label: 'slice tests', terms: ['web mvc test', 'data jpa test', 'slice test', 'mock mvc', 'web test client'] },
      {
        label: 'full context tests',
        terms: ['spring boot test', 'full context', 'application context', 'integration test'],
      },
      {
        label: 'real dependencies in containers',
        terms: ['testcontainers', 'test container', 'docker', 'real database'],
      },
      { label: 'replacing beans', terms: ['mock bean', 'mockito bean', 'test configuration', 'override bean'] },
      {
        label: 'keeping tests fast',
        terms: ['context caching', 'slow', 'reuse context', 'dirties context'],
      },
    ],
  },
  {
    id: 'spring-005',
    type: 'technical',
    skill: 'architecture',
    technologies: ['spring'],
    levels: ['senior'],
    text: 'As a {role}, how would you decide whether to break a large Spring Boot monolith into services, and how would you go about it?',
    keyConcepts: [
      {
        label: 'modular monolith first',
        terms: ['modular monolith', 'spring modulith', 'module boundary', 'package structure'],
      },
      {
        label: 'domain boundaries',
        terms: ['bounded context', 'domain driven design', 'ddd', 'domain', 'business capability'],
      },
      {
        label: 'communication between services',
        terms: ['rest api', 'http call', 'messaging', 'kafka', 'event driven', 'asynchronous', 'feign'],
      },
      {
        label: 'data ownership',
        terms: ['database per service', 'data ownership', 'shared database', 'eventual consistency', 'saga'],
      },
      {
        label: 'operational cost',
        terms: [
          'operational overhead',
          'complexity',
          'observability',
          'deployment',
          'network latency',
          'team structure',
        ],
      },
      { label: 'incremental extraction', terms: ['strangler', 'incremental', 'extract', 'one at a time'] },
    ],
  },
  {
    id: 'spring-006',
    type: 'technical',
    skill: 'security',
    technologies: ['spring'],
    levels: ['mid', 'senior'],
    text: 'How would you secure a REST API built with Spring Security, including authentication and method-level authorization?',
    keyConcepts: [
      {
        label: 'the security filter chain',
        terms: ['filter chain', 'security filter chain', 'filter', 'security configuration'],
      },
      {
        label: 'token-based authentication',
        terms: ['jwt', 'oauth', 'oauth2', 'oauth two', 'resource server', 'openid connect'],
      },
      {
        label: 'roles and method security',
        terms: ['role', 'authority', 'pre authorize', 'method security', 'authorization'],
      },
      { label: 'CSRF, CORS and stateless sessions', terms: ['csrf', 'cors', 'stateless', 'session creation policy'] },
      { label: 'password storage', terms: ['bcrypt', 'password encoder', 'hashing', 'argon2'] },
      {
        label: 'testing security rules',
        terms: ['with mock user', 'security test', 'least privilege', 'deny by default'],
      },
    ],
  },

  // Kotlin
  {
    id: 'kotlin-001',
    type: 'technical',
    skill: 'language',
    technologies: ['kotlin'],
    levels: ['junior'],
    text: 'How does null safety work in Kotlin, and how do you deal with values coming from Java code that might be null?',
    keyConcepts: [
      {
        label: 'nullable and non-null types',
        terms: ['nullable', 'nullable type', 'non null', 'question mark', 'type system'],
      },
      {
        label: 'safe calls and the Elvis operator',
        terms: ['safe call', 'elvis', 'elvis operator', 'let block', 'default value'],
      },
      {
        label: 'risks of the not-null assertion',
        terms: ['not null assertion', 'double bang', 'bang bang', 'null pointer exception'],
      },
      {
        label: 'platform types from Java',
        terms: [
          'platform type',
          'java interop',
          'nullability annotation',
          'nullable annotation',
          'jetbrains annotation',
        ],
      },
      { label: 'smart casts', terms: ['smart cast', 'null check', 'if not null'] },
    ],
  },
  {
    id: 'kotlin-002',
    type: 'technical',
    skill: 'language',
    technologies: ['kotlin'],
    levels: ['junior', 'mid'],
    text: 'What are data classes, sealed classes and object declarations in Kotlin, and when would you use each?',
    keyConcepts: [
      {
        label: 'data classes generate boilerplate',
        terms: ['data class', 'equals', 'hash code', 'to string', 'copy', 'destructuring'],
      },
      {
        label: 'sealed hierarchies',
        terms: ['sealed class', 'sealed interface', 'restricted hierarchy', 'closed set', 'known subclasses'],
      },
      {
        label: 'exhaustive when expressions',
        terms: ['when expression', 'exhaustive', 'no else branch', 'compiler checks'],
      },
      {
        label: 'object declarations',
        terms: ['object declaration', 'object keyword', 'singleton', 'companion object'],
      },
      {
        label: 'modelling state and results',
        terms: ['ui state', 'result type', 'success and error', 'loading state'],
      },
    ],
  },
  {
    id: 'kotlin-003',
    type: 'technical',
    skill: 'language',
    technologies: ['kotlin'],
    levels: ['mid'],
    text: 'How do coroutines work in Kotlin, and what does structured concurrency protect you from?',
    keyConcepts: [
      { label: 'suspending functions', terms: ['suspend', 'suspending function', 'suspension point', 'non blocking'] },
      {
        label: 'scopes tied to a lifecycle',
        terms: ['coroutine scope', 'view model scope', 'lifecycle scope', 'job', 'launch'],
      },
      {
        label: 'structured concurrency and cancellation',
        terms: ['structured concurrency', 'cancel', 'cancellation', 'child coroutine', 'parent'],
      },
      {
        label: 'dispatchers',
        terms: ['dispatcher', 'dispatchers io', 'main dispatcher', 'default dispatcher', 'with context'],
      },
      { label: 'avoiding leaked work', terms: ['leak', 'global scope', 'orphan', 'outlive'] },
      { label: 'exception handling', terms: ['exception', 'supervisor job', 'supervisor scope', 'exception handler'] },
    ],
  },
  {
    id: 'kotlin-004',
    type: 'technical',
    skill: 'frameworks',
    technologies: ['kotlin'],
    levels: ['mid'],
    text: 'On Android, how do you keep UI state correct across configuration changes such as screen rotation and across process death?',
    keyConcepts: [
      {
        label: 'activities are recreated',
        terms: ['configuration change', 'recreate', 'destroyed', 'activity', 'lifecycle'],
      },
      {
        label: 'ViewModel survives configuration changes',
        terms: ['view model', 'viewmodel', 'survive', 'outlive the activity'],
      },
      { label: 'observable state', terms: ['state flow', 'live data', 'flow', 'observe', 'collect'] },
      {
        label: 'surviving process death',
        terms: ['saved state handle', 'process death', 'saved instance state', 'bundle', 'persist'],
      },
      { label: 'state in Compose', terms: ['remember saveable', 'remember', 'compose', 'state hoisting'] },
    ],
  },
  {
    id: 'kotlin-005',
    type: 'technical',
    skill: 'architecture',
    technologies: ['kotlin'],
    levels: ['senior'],
    text: 'As a {role}, how would you introduce Kotlin into an existing Java codebase, and what would you watch out for?',
    keyConcepts: [
      {
        label: 'Java interoperability',
        terms: ['interop', 'interoperability', 'call java', 'side by side', 'mixed codebase'],
      },
      {
        label: 'incremental adoption',
        terms: ['incremental', 'gradual', 'new code first', 'tests first', 'one module'],
      },
      {
        label: 'nullability at the boundary',
        terms: ['platform type', 'nullability annotation', 'nullable', 'null safety'],
      },
      { label: 'build tooling', terms: ['gradle', 'maven', 'kotlin plugin', 'build time', 'kapt', 'ksp'] },
      {
        label: 'team skills and style',
        terms: ['training', 'code style', 'idiomatic', 'ktlint', 'detekt', 'code review'],
      },
      { label: 'Java-friendly APIs', terms: ['jvm static', 'jvm overloads', 'jvm field', 'jvm name'] },
    ],
  },
  {
    id: 'kotlin-006',
    type: 'technical',
    skill: 'architecture',
    technologies: ['kotlin'],
    levels: ['senior'],
    text: 'When would you use Kotlin Multiplatform to share code between Android and iOS, and what trade-offs would you weigh?',
    keyConcepts: [
      {
        label: 'sharing business logic',
        terms: ['shared module', 'business logic', 'common code', 'expect and actual', 'networking layer'],
      },
      {
        label: 'native or shared UI',
        terms: ['native ui', 'swiftui', 'compose multiplatform', 'platform look and feel'],
      },
      { label: 'interop with Swift', terms: ['swift interop', 'objective c', 'framework', 'xcode'] },
      {
        label: 'tooling and ecosystem maturity',
        terms: ['tooling', 'maturity', 'build time', 'library support', 'ecosystem'],
      },
      {
        label: 'team and hiring trade-offs',
        terms: ['trade off', 'ios developers', 'hiring', 'learning curve', 'ownership'],
      },
    ],
  },
  {
    id: 'kotlin-007',
    type: 'technical',
    skill: 'testing',
    technologies: ['kotlin'],
    levels: ['mid'],
    text: 'How do you test Kotlin code that uses coroutines and flows without making the tests slow or flaky?',
    keyConcepts: [
      { label: 'the coroutine test library', terms: ['run test', 'runtest', 'kotlinx coroutines test', 'test scope'] },
      { label: 'virtual time', terms: ['virtual time', 'advance time by', 'advance until idle', 'skip delay'] },
      {
        label: 'injecting test dispatchers',
        terms: [
          'test dispatcher',
          'inject the dispatcher',
          'standard test dispatcher',
          'unconfined test dispatcher',
          'set main',
        ],
      },
      { label: 'testing flows', terms: ['turbine', 'flow', 'collect', 'emission'] },
      { label: 'test doubles', terms: ['mockk', 'mock', 'fake', 'stub'] },
    ],
  },

  // Go
  {
    id: 'go-001',
    type: 'technical',
    skill: 'language',
    technologies: ['go'],
    levels: ['junior'],
    text: 'How do goroutines and channels work in Go, and how do they differ from threads and shared memory?',
    keyConcepts: [
      { label: 'lightweight goroutines', terms: ['goroutine', 'lightweight', 'go keyword', 'small stack', 'cheap'] },
      { label: 'the Go scheduler', terms: ['scheduler', 'runtime', 'multiplexed', 'os thread', 'm to n'] },
      { label: 'channels', terms: ['channel', 'send', 'receive', 'buffered', 'unbuffered'] },
      {
        label: 'share memory by communicating',
        terms: ['share memory by communicating', 'communicate', 'ownership', 'message passing'],
      },
      {
        label: 'synchronisation tools',
        terms: ['wait group', 'waitgroup', 'mutex', 'select statement', 'sync package'],
      },
    ],
  },
  {
    id: 'go-002',
    type: 'technical',
    skill: 'language',
    technologies: ['go'],
    levels: ['junior', 'mid'],
    text: 'How does error handling work in Go, and how do you add context to errors while still being able to check what went wrong?',
    keyConcepts: [
      { label: 'errors are values', terms: ['error value', 'return an error', 'if err', 'err not nil', 'explicit'] },
      { label: 'wrapping errors', terms: ['wrap', 'fmt errorf', 'percent w', 'add context'] },
      {
        label: 'inspecting wrapped errors',
        terms: ['errors is', 'errors as', 'sentinel error', 'unwrap', 'custom error type'],
      },
      { label: 'panic is for the unrecoverable', terms: ['panic', 'recover', 'unrecoverable', 'programmer error'] },
      { label: 'handle each error once', terms: ['handle once', 'log and return', 'log once', 'double logging'] },
    ],
  },
  {
    id: 'go-003',
    type: 'technical',
    skill: 'language',
    technologies: ['go'],
    levels: ['mid'],
    text: 'How do interfaces work in Go, and why do people often say you should accept interfaces and return concrete types?',
    keyConcepts: [
      {
        label: 'implicit satisfaction',
        terms: ['implicit', 'implicitly', 'no implements keyword', 'duck typing', 'structural typing'],
      },
      { label: 'small interfaces', terms: ['small interface', 'single method', 'io reader', 'io writer', 'stringer'] },
      { label: 'defined by the consumer', terms: ['consumer', 'where it is used', 'caller defines', 'decouple'] },
      { label: 'easy substitution in tests', terms: ['mock', 'fake', 'substitute', 'test double'] },
      {
        label: 'returning concrete structs',
        terms: ['concrete type', 'return a struct', 'struct', 'flexibility for callers'],
      },
      { label: 'nil interface pitfalls', terms: ['nil interface', 'typed nil', 'nil pointer'] },
    ],
  },
  {
    id: 'go-004',
    type: 'technical',
    skill: 'debugging',
    technologies: ['go'],
    levels: ['mid'],
    text: 'How would you find and fix a goroutine leak or a data race in a Go service?',
    keyConcepts: [
      { label: 'the race detector', terms: ['race detector', 'race flag', 'dash race', 'data race'] },
      {
        label: 'profiling goroutines',
        terms: ['pprof', 'goroutine profile', 'goroutine count', 'stack dump', 'runtime num goroutine'],
      },
      {
        label: 'cancellation with context',
        terms: ['context', 'cancel', 'cancellation', 'timeout', 'deadline', 'done channel'],
      },
      {
        label: 'blocked channels',
        terms: ['blocked', 'never closed', 'no receiver', 'close the channel', 'blocked forever'],
      },
      { label: 'proper synchronisation', terms: ['mutex', 'wait group', 'atomic', 'errgroup'] },
      { label: 'leak tests', terms: ['goleak', 'leak test', 'go test'] },
    ],
  },
  {
    id: 'go-005',
    type: 'technical',
    skill: 'performance',
    technologies: ['go'],
    levels: ['mid', 'senior'],
    text: 'How do you profile and optimise a Go program that uses too much CPU or memory?',
    keyConcepts: [
      { label: 'profiling with pprof', terms: ['pprof', 'cpu profile', 'heap profile', 'flame graph', 'profiling'] },
      { label: 'benchmarks', terms: ['benchmark', 'go test bench', 'benchstat', 'testing b'] },
      {
        label: 'allocations and escape analysis',
        terms: ['allocation', 'escape analysis', 'escape to the heap', 'allocs', 'heap'],
      },
      { label: 'reusing memory', terms: ['sync pool', 'preallocate', 'capacity', 'reuse', 'buffer'] },
      { label: 'garbage collector settings', terms: ['garbage collector', 'gogc', 'memory limit', 'gomemlimit'] },
      { label: 'measure before and after', terms: ['measure', 'baseline', 'compare', 'hot path'] },
    ],
  },
  {
    id: 'go-006',
    type: 'technical',
    skill: 'architecture',
    technologies: ['go'],
    levels: ['senior'],
    text: 'As a {role}, how would you structure a large Go service or monorepo into packages and modules so it stays maintainable?',
    keyConcepts: [
      {
        label: 'packages by responsibility',
        terms: ['package', 'by domain', 'by feature', 'cohesive', 'responsibility'],
      },
      {
        label: 'internal packages and exports',
        terms: ['internal package', 'internal directory', 'unexported', 'exported', 'capital letter'],
      },
      { label: 'avoiding import cycles', terms: ['import cycle', 'circular dependency', 'dependency direction'] },
      {
        label: 'modules and versioning',
        terms: ['go module', 'go mod', 'semantic versioning', 'workspace', 'major version'],
      },
      {
        label: 'explicit dependency wiring',
        terms: ['dependency injection', 'constructor', 'interface', 'wire', 'main package'],
      },
      {
        label: 'avoiding global state',
        terms: ['global state', 'init function', 'global variable', 'package level variable'],
      },
    ],
  },
  {
    id: 'go-007',
    type: 'technical',
    skill: 'operations',
    technologies: ['go'],
    levels: ['senior'],
    text: 'How would you build a Go HTTP service that shuts down gracefully and behaves well in production?',
    keyConcepts: [
      {
        label: 'graceful shutdown',
        terms: ['graceful shutdown', 'shutdown', 'sigterm', 'signal', 'drain', 'in flight request'],
      },
      {
        label: 'timeouts and context propagation',
        terms: ['context', 'timeout', 'deadline', 'read timeout', 'write timeout'],
      },
      { label: 'health checks', terms: ['health check', 'readiness', 'liveness', 'probe'] },
      {
        label: 'observability',
        terms: ['structured logging', 'slog', 'metrics', 'prometheus', 'tracing', 'open telemetry'],
      },
      { label: 'configuration', terms: ['environment variable', 'config', 'flag'] },
      {
        label: 'protecting resources',
        terms: ['connection pool', 'rate limit', 'max connections', 'backpressure', 'limit'],
      },
    ],
  },

  // Rust
  {
    id: 'rust-001',
    type: 'technical',
    skill: 'language',
    technologies: ['rust'],
    levels: ['junior'],
    text: 'Can you explain ownership and borrowing in Rust, and what kinds of bugs they prevent?',
    keyConcepts: [
      {
        label: 'single ownership and moves',
        terms: ['ownership', 'single owner', 'owner', 'move', 'dropped'],
      },
      {
        label: 'borrowing with references',
        terms: ['borrow', 'reference', 'shared reference', 'mutable reference', 'ampersand'],
      },
      { label: 'borrowing rules', terms: ['one mutable', 'many immutable', 'aliasing', 'borrow checker'] },
      {
        label: 'bugs prevented',
        terms: ['use after free', 'data race', 'double free', 'dangling pointer', 'memory safety'],
      },
      {
        label: 'no garbage collector',
        terms: ['garbage collector', 'no gc', 'compile time', 'zero cost', 'deterministic'],
      },
    ],
  },
  {
    id: 'rust-002',
    type: 'technical',
    skill: 'language',
    technologies: ['rust'],
    levels: ['junior', 'mid'],
    text: 'How does Rust handle errors with the Result and Option types, and when is it acceptable to panic?',
    keyConcepts: [
      { label: 'the Result type', terms: ['result type', 'ok variant', 'err', 'error variant', 'recoverable error'] },
      { label: 'the Option type', terms: ['option type', 'option', 'some variant', 'none variant', 'no null'] },
      {
        label: 'the question mark operator',
        terms: ['question mark', 'question mark operator', 'propagate', 'early return'],
      },
      { label: 'unwrap and expect', terms: ['unwrap', 'dot expect', 'expect method', 'crash', 'unwrap or'] },
      { label: 'when to panic', terms: ['panic', 'unrecoverable', 'bug', 'invariant', 'prototype'] },
      {
        label: 'error libraries and custom errors',
        terms: ['thiserror', 'anyhow', 'custom error', 'from trait', 'error enum'],
      },
    ],
  },
  {
    id: 'rust-003',
    type: 'technical',
    skill: 'language',
    technologies: ['rust'],
    levels: ['mid'],
    text: 'What are lifetimes in Rust, and how do you approach a borrow checker error that you do not immediately understand?',
    keyConcepts: [
      {
        label: 'lifetimes describe how long references are valid',
        terms: ['lifetime', 'outlive', 'valid', 'lifetime annotation', 'dangling reference'],
      },
      { label: 'lifetime elision', terms: ['elision', 'elided', 'inferred', 'elision rules'] },
      {
        label: 'restructuring the code',
        terms: ['clone', 'owned value', 'restructure', 'smaller scope', 'shorter borrow'],
      },
      {
        label: 'shared ownership and interior mutability',
        terms: ['rc', 'arc', 'refcell', 'box', 'interior mutability'],
      },
      {
        label: 'reading compiler messages',
        terms: ['compiler message', 'error message', 'read the error', 'rust analyzer', 'compiler explains'],
      },
    ],
  },
  {
    id: 'rust-004',
    type: 'technical',
    skill: 'performance',
    technologies: ['rust'],
    levels: ['mid', 'senior'],
    text: 'How does async work in Rust with a runtime such as Tokio, and which mistakes can hurt performance?',
    keyConcepts: [
      { label: 'futures are lazy and polled', terms: ['future', 'lazy', 'poll', 'state machine', 'await'] },
      { label: 'the runtime executor', terms: ['runtime', 'tokio', 'executor', 'scheduler', 'work stealing'] },
      {
        label: 'blocking inside async code',
        terms: ['blocking', 'spawn blocking', 'block the executor', 'thread sleep', 'cpu heavy'],
      },
      { label: 'Send and Sync across tasks', terms: ['send', 'sync', 'arc', 'spawn', 'thread safe'] },
      {
        label: 'holding locks across await points',
        terms: ['lock across await', 'mutex guard', 'tokio mutex', 'await point'],
      },
      { label: 'cancellation', terms: ['cancellation', 'cancel', 'dropped future', 'select', 'timeout'] },
    ],
  },
  {
    id: 'rust-005',
    type: 'technical',
    skill: 'architecture',
    technologies: ['rust'],
    levels: ['senior'],
    text: 'As a {role}, when would you choose Rust over languages such as Go, Java or C++ for a new system, and what costs would you weigh?',
    keyConcepts: [
      {
        label: 'performance and control',
        terms: ['performance', 'predictable latency', 'no garbage collector', 'low level', 'zero cost abstraction'],
      },
      {
        label: 'safety guarantees',
        terms: ['memory safety', 'thread safety', 'fearless concurrency', 'undefined behavior', 'undefined behaviour'],
      },
      {
        label: 'learning curve and hiring',
        terms: ['learning curve', 'hiring', 'onboarding', 'team experience', 'productivity'],
      },
      { label: 'compile times and ecosystem', terms: ['compile time', 'ecosystem', 'crate', 'library maturity'] },
      {
        label: 'fitting use cases',
        terms: ['ffi', 'webassembly', 'embedded', 'command line tool', 'systems programming'],
      },
      { label: 'long-term maintenance', terms: ['maintenance', 'refactor', 'confidence', 'type system'] },
    ],
  },
  {
    id: 'rust-006',
    type: 'technical',
    skill: 'security',
    technologies: ['rust'],
    levels: ['senior'],
    text: 'How do you use unsafe Rust responsibly, and how would you review or audit unsafe code in a codebase?',
    keyConcepts: [
      { label: 'what unsafe allows', terms: ['raw pointer', 'dereference', 'ffi', 'unsafe block', 'unsafe function'] },
      {
        label: 'small, encapsulated unsafe code',
        terms: ['minimize', 'encapsulate', 'safe abstraction', 'safe wrapper'],
      },
      { label: 'documented invariants', terms: ['safety comment', 'invariant', 'precondition', 'document'] },
      { label: 'verification tools', terms: ['miri', 'sanitizer', 'address sanitizer', 'fuzz', 'fuzz testing'] },
      {
        label: 'dependency audits and review',
        terms: ['cargo audit', 'cargo geiger', 'cargo vet', 'code review', 'dependency'],
      },
    ],
  },
  {
    id: 'rust-007',
    type: 'technical',
    skill: 'testing',
    technologies: ['rust'],
    levels: ['junior', 'mid'],
    text: 'How do you organise and run tests in a Rust project with Cargo, and which tools help keep the code quality high?',
    keyConcepts: [
      {
        label: 'unit tests next to the code',
        terms: ['unit test', 'test module', 'cfg test', 'same file', 'test attribute'],
      },
      { label: 'integration tests', terms: ['integration test', 'tests directory', 'tests folder', 'public api'] },
      { label: 'documentation tests', terms: ['doc test', 'documentation test', 'example in the docs'] },
      { label: 'running tests', terms: ['cargo test', 'cargo nextest', 'nextest'] },
      { label: 'linting and formatting', terms: ['clippy', 'rustfmt', 'cargo fmt', 'continuous integration', 'ci'] },
      { label: 'property tests and mocking', terms: ['proptest', 'quickcheck', 'property based', 'mockall', 'trait'] },
    ],
  },

  // C# and .NET
  {
    id: 'csharp-001',
    type: 'technical',
    skill: 'language',
    technologies: ['csharp'],
    levels: ['junior'],
    text: 'What is the difference between value types and reference types in C sharp, and how does it affect passing them to methods?',
    keyConcepts: [
      { label: 'value types are copied', terms: ['value type', 'struct', 'copy', 'copied', 'stack'] },
      {
        label: 'reference types share an object',
        terms: ['reference type', 'class', 'reference', 'heap', 'same object'],
      },
      {
        label: 'parameter passing',
        terms: ['pass by value', 'pass by reference', 'ref keyword', 'out parameter', 'in parameter'],
      },
      {
        label: 'null and nullable types',
        terms: ['null', 'nullable', 'nullable reference types', 'nullable value type'],
      },
      { label: 'boxing', terms: ['boxing', 'unboxing', 'box an object'] },
    ],
  },
  {
    id: 'csharp-002',
    type: 'technical',
    skill: 'language',
    technologies: ['csharp'],
    levels: ['junior', 'mid'],
    text: 'How do async and await work in C sharp, and why is blocking on a task with Result or Wait dangerous?',
    keyConcepts: [
      { label: 'tasks', terms: ['task', 'task of t', 'value task', 'asynchronous'] },
      {
        label: 'await frees the thread',
        terms: ['await', 'free the thread', 'thread pool', 'non blocking', 'continuation'],
      },
      { label: 'compiler state machine', terms: ['state machine', 'compiler generates', 'synchronization context'] },
      {
        label: 'deadlocks from sync over async',
        terms: ['deadlock', 'dot result', 'dot wait', 'sync over async', 'thread pool starvation'],
      },
      { label: 'async all the way', terms: ['async all the way', 'configure await', 'async void'] },
      { label: 'cancellation tokens', terms: ['cancellation token', 'cancellation', 'cancel'] },
    ],
  },
  {
    id: 'csharp-003',
    type: 'technical',
    skill: 'data',
    technologies: ['csharp'],
    levels: ['mid'],
    text: 'How does LINQ work with Entity Framework, and how can a harmless-looking query cause serious performance problems?',
    keyConcepts: [
      { label: 'translation to SQL', terms: ['linq', 'expression tree', 'translate', 'generated sql', 'iqueryable'] },
      { label: 'deferred execution', terms: ['deferred execution', 'deferred', 'lazy', 'enumerate', 'to list'] },
      {
        label: 'N plus one and loading strategy',
        terms: ['n plus one', 'lazy loading', 'include', 'eager loading', 'split query'],
      },
      {
        label: 'client-side evaluation',
        terms: ['ienumerable', 'client side', 'in memory', 'all rows', 'whole table'],
      },
      { label: 'change tracking cost', terms: ['as no tracking', 'no tracking', 'change tracker', 'tracking'] },
      {
        label: 'inspecting the generated SQL',
        terms: ['logging', 'to query string', 'sql profiler', 'execution plan'],
      },
    ],
  },
  {
    id: 'csharp-004',
    type: 'technical',
    skill: 'testing',
    technologies: ['csharp'],
    levels: ['mid'],
    text: 'How do you structure unit tests and integration tests for an ASP.NET Core application?',
    keyConcepts: [
      { label: 'test frameworks', terms: ['xunit', 'nunit', 'mstest'] },
      { label: 'mocking dependencies', terms: ['moq', 'nsubstitute', 'mock', 'fake', 'interface'] },
      {
        label: 'in-memory test server',
        terms: ['web application factory', 'test server', 'in memory server', 'http client'],
      },
      {
        label: 'replacing services in the container',
        terms: ['dependency injection', 'service collection', 'replace the service', 'configure test services'],
      },
      {
        label: 'realistic test databases',
        terms: ['testcontainers', 'in memory database', 'sqlite', 'test database', 'docker'],
      },
      { label: 'readable assertions', terms: ['fluent assertions', 'assert', 'arrange act assert'] },
    ],
  },
  {
    id: 'csharp-005',
    type: 'technical',
    skill: 'architecture',
    technologies: ['csharp'],
    levels: ['senior'],
    text: 'As a {role}, how would you plan the migration of a legacy .NET Framework application to modern .NET?',
    keyConcepts: [
      {
        label: 'assessing compatibility',
        terms: ['upgrade assistant', 'api analyzer', 'assessment', 'compatibility', 'portability'],
      },
      {
        label: 'incremental migration',
        terms: ['incremental', 'strangler', 'side by side', 'yarp', 'reverse proxy', 'one project at a time'],
      },
      {
        label: 'shared libraries first',
        terms: ['net standard', 'dotnet standard', 'shared library', 'multi target', 'class library'],
      },
      { label: 'unsupported technologies', terms: ['web forms', 'wcf', 'system web', 'app domain', 'remoting'] },
      { label: 'dependencies', terms: ['nuget', 'package', 'third party', 'dependency'] },
      {
        label: 'testing and new deployment options',
        terms: ['regression', 'test', 'container', 'linux', 'deployment'],
      },
    ],
  },
  {
    id: 'csharp-006',
    type: 'technical',
    skill: 'performance',
    technologies: ['csharp'],
    levels: ['mid', 'senior'],
    text: 'How would you diagnose and reduce memory allocations and garbage collection pressure in a high-throughput .NET service?',
    keyConcepts: [
      {
        label: 'profiling and counters',
        terms: ['dotnet trace', 'dotnet counters', 'perfview', 'profiler', 'benchmarkdotnet', 'benchmark'],
      },
      {
        label: 'GC generations and the large object heap',
        terms: ['generation', 'gen 0', 'gen zero', 'gen 2', 'large object heap', 'loh'],
      },
      { label: 'avoiding allocations', terms: ['allocation', 'span', 'stackalloc', 'struct', 'value type'] },
      { label: 'pooling', terms: ['array pool', 'object pool', 'pooling', 'reuse'] },
      { label: 'hidden allocations', terms: ['boxing', 'linq', 'closure', 'string concatenation', 'string builder'] },
      { label: 'GC configuration', terms: ['server gc', 'workstation gc', 'gc mode', 'concurrent gc'] },
    ],
  },
  {
    id: 'csharp-007',
    type: 'technical',
    skill: 'frameworks',
    technologies: ['csharp'],
    levels: ['junior', 'mid'],
    text: 'What are the transient, scoped and singleton service lifetimes in ASP.NET Core, and what bug appears when you mix them up?',
    keyConcepts: [
      { label: 'transient', terms: ['transient', 'new instance every time', 'every time it is requested'] },
      { label: 'scoped to a request', terms: ['scoped', 'per request', 'per scope', 'http request'] },
      {
        label: 'singleton for the app lifetime',
        terms: ['singleton', 'one instance', 'application lifetime', 'shared instance'],
      },
      {
        label: 'captive dependencies',
        terms: ['captive dependency', 'scoped inside a singleton', 'scope validation', 'lives too long'],
      },
      { label: 'DbContext lifetime', terms: ['db context', 'dbcontext', 'not thread safe', 'entity framework'] },
    ],
  },

  // C++
  {
    id: 'cpp-001',
    type: 'technical',
    skill: 'language',
    technologies: ['cpp'],
    levels: ['junior'],
    text: 'What is RAII in C++, and how does it help you manage resources safely?',
    keyConcepts: [
      {
        label: 'acquire in the constructor, release in the destructor',
        terms: ['constructor', 'destructor', 'acquire', 'release', 'resource acquisition is initialization', 'raii'],
      },
      { label: 'scope-based cleanup', terms: ['scope', 'out of scope', 'automatic', 'stack object', 'deterministic'] },
      { label: 'exception safety', terms: ['exception', 'exception safety', 'leak', 'early return'] },
      {
        label: 'everyday examples',
        terms: ['file handle', 'lock guard', 'mutex', 'socket', 'unique pointer', 'smart pointer'],
      },
    ],
  },
  {
    id: 'cpp-002',
    type: 'technical',
    skill: 'language',
    technologies: ['cpp'],
    levels: ['junior', 'mid'],
    text: 'When would you use a unique pointer, a shared pointer or a weak pointer in modern C++?',
    keyConcepts: [
      {
        label: 'unique pointer for exclusive ownership',
        terms: ['unique pointer', 'unique ptr', 'exclusive ownership', 'single owner', 'move only'],
      },
      {
        label: 'shared pointer and reference counting',
        terms: ['shared pointer', 'shared ptr', 'reference count', 'shared ownership'],
      },
      {
        label: 'weak pointer breaks cycles',
        terms: ['weak pointer', 'weak ptr', 'cycle', 'circular reference', 'observer'],
      },
      { label: 'factory functions', terms: ['make unique', 'make shared', 'factory function'] },
      { label: 'raw pointers as non-owning', terms: ['raw pointer', 'non owning', 'new and delete', 'manual memory'] },
    ],
  },
  {
    id: 'cpp-003',
    type: 'technical',
    skill: 'language',
    technologies: ['cpp'],
    levels: ['mid'],
    text: 'Can you explain move semantics in C++, and when the compiler will move an object rather than copy it?',
    keyConcepts: [
      { label: 'rvalues and rvalue references', terms: ['rvalue', 'rvalue reference', 'lvalue', 'temporary'] },
      {
        label: 'move constructor and move assignment',
        terms: ['move constructor', 'move assignment', 'steal', 'transfer ownership'],
      },
      { label: 'std move is only a cast', terms: ['std move', 'cast', 'does not move anything'] },
      { label: 'copy elision', terms: ['copy elision', 'return value optimization', 'rvo', 'nrvo'] },
      { label: 'rule of five or zero', terms: ['rule of five', 'rule of zero', 'rule of three', 'special member'] },
      { label: 'noexcept moves', terms: ['noexcept', 'no except', 'vector reallocation', 'strong guarantee'] },
    ],
  },
  {
    id: 'cpp-004',
    type: 'technical',
    skill: 'debugging',
    technologies: ['cpp'],
    levels: ['mid'],
    text: 'How would you track down a crash caused by undefined behaviour or memory corruption in a C++ program?',
    keyConcepts: [
      {
        label: 'sanitizers',
        terms: ['address sanitizer', 'asan', 'undefined behavior sanitizer', 'ubsan', 'sanitizer'],
      },
      { label: 'memory checking tools', terms: ['valgrind', 'memcheck', 'memory checker', 'dr memory'] },
      {
        label: 'debuggers and core dumps',
        terms: ['gdb', 'lldb', 'debugger', 'core dump', 'backtrace', 'stack trace'],
      },
      {
        label: 'common causes',
        terms: [
          'use after free',
          'buffer overflow',
          'dangling pointer',
          'uninitialized',
          'out of bounds',
          'double free',
        ],
      },
      { label: 'reproducing and narrowing down', terms: ['reproduce', 'minimal example', 'bisect', 'fuzz'] },
      {
        label: 'warnings and static analysis',
        terms: ['compiler warning', 'wall', 'werror', 'static analysis', 'clang tidy'],
      },
    ],
  },
  {
    id: 'cpp-005',
    type: 'technical',
    skill: 'performance',
    technologies: ['cpp'],
    levels: ['senior'],
    text: 'As a {role}, how would you approach optimising a performance-critical C++ component?',
    keyConcepts: [
      { label: 'profile first', terms: ['profile', 'profiler', 'perf', 'vtune', 'flame graph', 'measure'] },
      {
        label: 'cache-friendly data layout',
        terms: ['cache friendly', 'cache miss', 'data layout', 'locality', 'contiguous', 'structure of arrays'],
      },
      { label: 'fewer allocations', terms: ['allocation', 'allocator', 'reserve', 'memory pool', 'arena'] },
      { label: 'algorithmic complexity', terms: ['algorithm', 'complexity', 'big o', 'data structure'] },
      {
        label: 'compiler optimisations',
        terms: ['optimization flag', 'inline', 'link time optimization', 'vectorization', 'simd', 'profile guided'],
      },
      {
        label: 'benchmarks to guard gains',
        terms: ['benchmark', 'google benchmark', 'microbenchmark', 'performance regression'],
      },
    ],
  },
  {
    id: 'cpp-006',
    type: 'technical',
    skill: 'architecture',
    technologies: ['cpp'],
    levels: ['senior'],
    text: 'How would you modernise a large legacy C++ codebase and its build system without destabilising it?',
    keyConcepts: [
      {
        label: 'build system and package management',
        terms: ['cmake', 'build system', 'bazel', 'conan', 'vcpkg', 'package manager'],
      },
      {
        label: 'incremental modernisation',
        terms: ['incremental', 'gradual', 'module by module', 'boy scout rule', 'new code first'],
      },
      {
        label: 'modern language features',
        terms: ['smart pointer', 'standard library', 'constexpr', 'range based', 'auto', 'modern standard'],
      },
      {
        label: 'tests as a safety net',
        terms: ['unit test', 'characterization test', 'regression', 'coverage', 'safety net'],
      },
      {
        label: 'static analysis and tooling',
        terms: ['clang tidy', 'static analysis', 'sanitizer', 'clang format', 'compiler warning'],
      },
      {
        label: 'ABI and compatibility',
        terms: ['abi', 'binary compatibility', 'compiler version', 'language standard version'],
      },
    ],
  },
  {
    id: 'cpp-007',
    type: 'technical',
    skill: 'language',
    technologies: ['cpp'],
    levels: ['mid', 'senior'],
    text: 'How do you avoid data races in multithreaded C++ code, and when would you use atomics instead of a mutex?',
    keyConcepts: [
      {
        label: 'data races are undefined behaviour',
        terms: ['data race', 'undefined behavior', 'undefined behaviour', 'race condition', 'shared data'],
      },
      { label: 'mutexes and lock guards', terms: ['mutex', 'lock guard', 'scoped lock', 'unique lock'] },
      {
        label: 'atomics and memory ordering',
        terms: ['atomic', 'lock free', 'compare exchange', 'memory order', 'single variable'],
      },
      { label: 'avoiding deadlocks', terms: ['deadlock', 'lock ordering', 'same order', 'std lock'] },
      { label: 'condition variables', terms: ['condition variable', 'notify', 'spurious wakeup'] },
      { label: 'finding races', terms: ['thread sanitizer', 'tsan', 'stress test'] },
    ],
  },

  // PHP
  {
    id: 'php-001',
    type: 'technical',
    skill: 'language',
    technologies: ['php'],
    levels: ['junior', 'mid'],
    text: 'How has PHP changed in recent versions, and which modern language features do you rely on to write safer code?',
    keyConcepts: [
      {
        label: 'type declarations',
        terms: ['type declaration', 'type hint', 'strict types', 'return type', 'union type'],
      },
      { label: 'enums and readonly properties', terms: ['enum', 'readonly', 'read only property'] },
      { label: 'match and nullsafe operator', terms: ['match expression', 'nullsafe', 'null safe operator'] },
      {
        label: 'more expressive syntax',
        terms: ['named argument', 'constructor property promotion', 'attribute', 'arrow function'],
      },
      { label: 'performance improvements', terms: ['jit', 'opcache', 'faster', 'performance'] },
      { label: 'Composer and standards', terms: ['composer', 'autoload', 'psr', 'php fig'] },
    ],
  },
  {
    id: 'php-002',
    type: 'technical',
    skill: 'security',
    technologies: ['php'],
    levels: ['junior'],
    text: 'How do you prevent SQL injection and cross-site scripting in a PHP application?',
    keyConcepts: [
      {
        label: 'prepared statements',
        terms: ['prepared statement', 'pdo', 'parameterized', 'bind param', 'placeholder'],
      },
      { label: 'ORMs and query builders', terms: ['eloquent', 'doctrine', 'query builder', 'orm'] },
      {
        label: 'escaping output',
        terms: ['escape', 'htmlspecialchars', 'html special chars', 'encode output', 'blade', 'twig'],
      },
      { label: 'validating input', terms: ['validate', 'validation', 'filter input', 'allow list', 'whitelist'] },
      { label: 'content security policy', terms: ['content security policy', 'csp', 'security header'] },
    ],
  },
  {
    id: 'php-003',
    type: 'technical',
    skill: 'frameworks',
    technologies: ['php'],
    levels: ['mid'],
    text: 'In Laravel, how do the service container and service providers work, and how do they help with testing?',
    keyConcepts: [
      {
        label: 'the service container',
        terms: ['service container', 'container', 'inversion of control', 'resolve', 'dependency injection'],
      },
      {
        label: 'bindings',
        terms: ['bind', 'singleton', 'interface to implementation', 'contextual binding'],
      },
      { label: 'service providers', terms: ['service provider', 'register method', 'boot method', 'register'] },
      {
        label: 'automatic resolution',
        terms: ['constructor injection', 'type hint', 'auto wiring', 'autowiring', 'reflection'],
      },
      { label: 'swapping implementations in tests', terms: ['mock', 'fake', 'swap', 'test double', 'facade fake'] },
    ],
  },
  {
    id: 'php-004',
    type: 'technical',
    skill: 'performance',
    technologies: ['php'],
    levels: ['mid'],
    text: 'A PHP web page has become slow as the database grew. How would you find the cause and speed it up?',
    keyConcepts: [
      { label: 'profiling', terms: ['profile', 'xdebug', 'blackfire', 'tideways', 'apm', 'new relic'] },
      {
        label: 'slow queries and indexes',
        terms: ['slow query', 'slow query log', 'explain plan', 'query plan', 'index', 'missing index'],
      },
      { label: 'N plus one queries', terms: ['n plus one', 'n plus 1', 'eager loading', 'lazy loading'] },
      { label: 'caching', terms: ['cache', 'redis', 'memcached', 'opcache'] },
      { label: 'moving work to queues', terms: ['queue', 'background job', 'worker', 'asynchronous'] },
      { label: 'pagination', terms: ['pagination', 'paginate', 'chunk', 'limit'] },
    ],
  },
  {
    id: 'php-005',
    type: 'technical',
    skill: 'architecture',
    technologies: ['php'],
    levels: ['senior'],
    text: 'As a {role}, how would you gradually modernise a large legacy PHP application that has no framework and very few tests?',
    keyConcepts: [
      {
        label: 'characterization tests first',
        terms: ['characterization test', 'phpunit', 'safety net', 'end to end test', 'golden master'],
      },
      { label: 'Composer and autoloading', terms: ['composer', 'autoload', 'psr 4', 'psr four', 'namespace'] },
      {
        label: 'strangler pattern',
        terms: ['strangler', 'incremental', 'route by route', 'front controller', 'gradual'],
      },
      { label: 'static analysis and automated refactoring', terms: ['phpstan', 'psalm', 'static analysis', 'rector'] },
      {
        label: 'introducing framework components',
        terms: ['symfony component', 'laravel', 'framework', 'dependency injection', 'router'],
      },
      { label: 'upgrading the PHP version', terms: ['php version', 'upgrade', 'deprecated', 'deprecation'] },
    ],
  },
  {
    id: 'php-006',
    type: 'technical',
    skill: 'operations',
    technologies: ['php'],
    levels: ['senior'],
    text: 'How would you deploy and scale a PHP application running on PHP-FPM behind a web server, and which settings matter most?',
    keyConcepts: [
      { label: 'FPM process manager', terms: ['php fpm', 'fpm', 'process manager', 'max children', 'worker pool'] },
      { label: 'web server in front', terms: ['nginx', 'apache', 'fastcgi', 'reverse proxy'] },
      { label: 'opcode cache', terms: ['opcache', 'bytecode cache', 'preload', 'jit'] },
      {
        label: 'stateless application servers',
        terms: ['session storage', 'redis', 'stateless', 'shared storage', 'sticky session'],
      },
      { label: 'horizontal scaling', terms: ['horizontal', 'load balancer', 'container', 'autoscale', 'more servers'] },
      {
        label: 'zero-downtime deploys',
        terms: ['zero downtime', 'atomic deploy', 'symlink', 'blue green', 'migration'],
      },
    ],
  },

  // Ruby on Rails
  {
    id: 'ruby-rails-001',
    type: 'technical',
    skill: 'frameworks',
    technologies: ['ruby-rails'],
    levels: ['junior'],
    text: 'What does convention over configuration mean in Ruby on Rails, and how does it show up in a typical app?',
    keyConcepts: [
      {
        label: 'naming conventions',
        terms: ['naming convention', 'plural table', 'table name', 'file location', 'model name'],
      },
      { label: 'MVC structure', terms: ['model', 'view', 'controller', 'mvc'] },
      { label: 'Active Record mapping', terms: ['active record', 'orm', 'column', 'attribute'] },
      {
        label: 'generators and resourceful routes',
        terms: ['generator', 'scaffold', 'resources', 'restful route', 'routes file'],
      },
      { label: 'less boilerplate', terms: ['boilerplate', 'productivity', 'less configuration', 'sensible default'] },
    ],
  },
  {
    id: 'ruby-rails-002',
    type: 'technical',
    skill: 'language',
    technologies: ['ruby-rails'],
    levels: ['junior', 'mid'],
    text: 'What are blocks, procs and lambdas in Ruby, and how do they differ from each other?',
    keyConcepts: [
      { label: 'blocks passed to methods', terms: ['block', 'yield', 'do end', 'each method', 'iterator'] },
      { label: 'procs are objects', terms: ['proc', 'proc new', 'proc object', 'stored in a variable'] },
      { label: 'lambdas check arguments', terms: ['lambda', 'arity', 'argument count', 'strict'] },
      {
        label: 'return behaviour',
        terms: ['return', 'return from the method', 'return from the lambda', 'local jump error'],
      },
      { label: 'closures', terms: ['closure', 'capture', 'binding', 'surrounding scope'] },
    ],
  },
  {
    id: 'ruby-rails-003',
    type: 'technical',
    skill: 'data',
    technologies: ['ruby-rails'],
    levels: ['mid'],
    text: 'How do you avoid N plus one queries and other performance problems with Active Record?',
    keyConcepts: [
      { label: 'eager loading', terms: ['includes', 'preload', 'eager load', 'load associations'] },
      { label: 'detecting problems', terms: ['bullet', 'bullet gem', 'strict loading', 'query log', 'n plus one'] },
      { label: 'database indexes', terms: ['index', 'database index', 'query plan', 'add index', 'migration'] },
      { label: 'loading less data', terms: ['counter cache', 'select', 'pluck', 'specific columns'] },
      { label: 'batch processing', terms: ['find each', 'in batches', 'find in batches', 'batch'] },
      { label: 'caching', terms: ['cache', 'russian doll', 'fragment cache', 'low level cache'] },
    ],
  },
  {
    id: 'ruby-rails-004',
    type: 'technical',
    skill: 'testing',
    technologies: ['ruby-rails'],
    levels: ['mid'],
    text: 'How do you test a Rails application, and how do you keep the test suite fast as it grows?',
    keyConcepts: [
      { label: 'test frameworks', terms: ['rspec', 'minitest', 'test unit', 'capybara'] },
      {
        label: 'kinds of tests',
        terms: ['model spec', 'request spec', 'system test', 'feature spec', 'unit test', 'integration test'],
      },
      { label: 'factories and fixtures', terms: ['factory bot', 'factory', 'fixture'] },
      { label: 'speed', terms: ['parallel', 'parallelize', 'build stubbed', 'avoid the database', 'slow test'] },
      { label: 'stubbing external services', terms: ['vcr', 'webmock', 'stub', 'mock'] },
      { label: 'continuous integration', terms: ['continuous integration', 'ci', 'flaky', 'split'] },
    ],
  },
  {
    id: 'ruby-rails-005',
    type: 'technical',
    skill: 'architecture',
    technologies: ['ruby-rails'],
    levels: ['senior'],
    text: 'As a {role}, how would you keep a large Rails monolith maintainable as more teams work on it?',
    keyConcepts: [
      {
        label: 'objects for domain logic',
        terms: ['service object', 'interactor', 'form object', 'query object', 'fat model', 'concern'],
      },
      {
        label: 'modular boundaries',
        terms: ['engine', 'packwerk', 'component', 'modular monolith', 'bounded context'],
      },
      { label: 'background jobs', terms: ['sidekiq', 'active job', 'background job', 'queue'] },
      { label: 'tests and CI', terms: ['test suite', 'continuous integration', 'ci', 'coverage'] },
      { label: 'code ownership', terms: ['code owner', 'ownership', 'owning team'] },
      {
        label: 'extracting services only when needed',
        terms: ['extract', 'microservice', 'separate service', 'trade off'],
      },
    ],
  },
  {
    id: 'ruby-rails-006',
    type: 'technical',
    skill: 'operations',
    technologies: ['ruby-rails'],
    levels: ['senior'],
    text: 'How would you upgrade a large application to a new major version of Rails with minimal risk?',
    keyConcepts: [
      {
        label: 'one version at a time',
        terms: ['one version at a time', 'minor version', 'step by step', 'incremental'],
      },
      { label: 'fixing deprecation warnings', terms: ['deprecation', 'deprecation warning', 'deprecated'] },
      { label: 'dual booting', terms: ['dual boot', 'next gemfile', 'bootboot', 'two gemfiles'] },
      { label: 'gem compatibility', terms: ['gem', 'dependency', 'bundle update', 'gemfile', 'compatibility'] },
      { label: 'test coverage', terms: ['test suite', 'coverage', 'continuous integration', 'ci'] },
      {
        label: 'new framework defaults',
        terms: ['load defaults', 'new framework defaults', 'configuration', 'config'],
      },
    ],
  },
  {
    id: 'ruby-rails-007',
    type: 'technical',
    skill: 'security',
    technologies: ['ruby-rails'],
    levels: ['junior', 'mid'],
    text: 'What are strong parameters in Rails, and which other built-in protections help keep a Rails app secure?',
    keyConcepts: [
      { label: 'strong parameters', terms: ['strong parameters', 'strong params', 'permit', 'mass assignment'] },
      {
        label: 'CSRF protection',
        terms: ['csrf', 'authenticity token', 'forgery protection', 'cross site request forgery'],
      },
      {
        label: 'SQL injection',
        terms: ['sql injection', 'parameterized', 'placeholder', 'hash conditions', 'string interpolation'],
      },
      {
        label: 'output escaping',
        terms: ['escape', 'html safe', 'raw helper', 'cross site scripting', 'xss', 'sanitize'],
      },
      { label: 'encrypted credentials', terms: ['credentials', 'encrypted credentials', 'master key', 'secret'] },
      { label: 'security scanners', terms: ['brakeman', 'bundler audit', 'security scan'] },
    ],
  },

  // Swift
  {
    id: 'swift-001',
    type: 'technical',
    skill: 'language',
    technologies: ['swift'],
    levels: ['junior'],
    text: 'What is the difference between a struct and a class in Swift, and how do you decide which one to use?',
    keyConcepts: [
      {
        label: 'value versus reference semantics',
        terms: ['value type', 'reference type', 'copy', 'copied', 'value semantics'],
      },
      { label: 'inheritance', terms: ['inheritance', 'subclass', 'inherit'] },
      { label: 'mutation rules', terms: ['mutating', 'immutable', 'let constant', 'mutating keyword'] },
      {
        label: 'identity and reference counting',
        terms: ['identity', 'deinit', 'reference counting', 'arc', 'shared instance'],
      },
      { label: 'prefer structs by default', terms: ['prefer struct', 'default to struct', 'swiftui', 'protocol'] },
    ],
  },
  {
    id: 'swift-002',
    type: 'technical',
    skill: 'language',
    technologies: ['swift'],
    levels: ['junior'],
    text: 'How do optionals work in Swift, and what are the safe ways to unwrap them?',
    keyConcepts: [
      { label: 'optional values', terms: ['optional', 'nil', 'absence of a value', 'question mark', 'no value'] },
      { label: 'optional binding', terms: ['if let', 'guard let', 'optional binding', 'early exit'] },
      { label: 'nil coalescing', terms: ['nil coalescing', 'default value', 'double question mark'] },
      { label: 'optional chaining', terms: ['optional chaining', 'chain', 'question mark dot', 'chained call'] },
      {
        label: 'risks of force unwrapping',
        terms: ['force unwrap', 'crash', 'exclamation mark', 'implicitly unwrapped'],
      },
    ],
  },
  {
    id: 'swift-003',
    type: 'technical',
    skill: 'debugging',
    technologies: ['swift'],
    levels: ['mid'],
    text: 'How does automatic reference counting work in Swift, and how would you find and fix a retain cycle?',
    keyConcepts: [
      {
        label: 'reference counting',
        terms: ['automatic reference counting', 'arc', 'reference count', 'retain count', 'deallocate'],
      },
      {
        label: 'strong reference cycles',
        terms: ['retain cycle', 'strong reference cycle', 'reference cycle', 'memory leak', 'never deallocated'],
      },
      { label: 'weak and unowned references', terms: ['weak', 'unowned', 'weak self', 'capture list'] },
      { label: 'closures and delegates', terms: ['closure', 'capture self', 'escaping closure', 'delegate'] },
      {
        label: 'finding leaks',
        terms: ['memory graph', 'memory graph debugger', 'instruments', 'leaks instrument', 'deinit'],
      },
    ],
  },
  {
    id: 'swift-004',
    type: 'technical',
    skill: 'language',
    technologies: ['swift'],
    levels: ['mid', 'senior'],
    text: 'How does Swift concurrency, with async and await, tasks and actors, help you avoid data races?',
    keyConcepts: [
      { label: 'async and await', terms: ['async', 'await', 'suspension point', 'suspend'] },
      {
        label: 'tasks and structured concurrency',
        terms: ['task', 'task group', 'async let', 'structured concurrency', 'cancellation'],
      },
      {
        label: 'actors isolate mutable state',
        terms: ['actor', 'isolation', 'actor isolated', 'serial access', 'mutable state'],
      },
      { label: 'the main actor for UI', terms: ['main actor', 'main thread', 'ui update'] },
      {
        label: 'Sendable and strict checking',
        terms: ['sendable', 'strict concurrency', 'swift 6', 'swift six', 'data race safety', 'compile time'],
      },
    ],
  },
  {
    id: 'swift-005',
    type: 'technical',
    skill: 'architecture',
    technologies: ['swift'],
    levels: ['senior'],
    text: 'As a {role}, how would you structure a large iOS app so that features can be developed and tested independently?',
    keyConcepts: [
      {
        label: 'modularisation',
        terms: ['module', 'swift package', 'swift package manager', 'feature module', 'modularize', 'framework'],
      },
      {
        label: 'architecture pattern',
        terms: ['mvvm', 'view model', 'composable architecture', 'tca', 'clean architecture', 'viper'],
      },
      { label: 'dependency injection with protocols', terms: ['dependency injection', 'protocol', 'inject', 'mock'] },
      { label: 'navigation', terms: ['coordinator', 'navigation', 'router', 'navigation stack', 'deep link'] },
      { label: 'build times', terms: ['build time', 'compile time', 'incremental build'] },
      { label: 'testing', terms: ['unit test', 'xctest', 'snapshot test', 'ui test', 'swift testing'] },
    ],
  },
  {
    id: 'swift-006',
    type: 'technical',
    skill: 'frameworks',
    technologies: ['swift'],
    levels: ['mid', 'senior'],
    text: 'How would you decide whether to build new screens in SwiftUI or UIKit in an existing app, and how would the two work together?',
    keyConcepts: [
      { label: 'SwiftUI is declarative', terms: ['swiftui', 'declarative', 'state', 'binding', 'less code'] },
      {
        label: 'UIKit is mature and imperative',
        terms: ['uikit', 'imperative', 'mature', 'fine grained control', 'view controller'],
      },
      {
        label: 'interoperability',
        terms: [
          'hosting controller',
          'ui hosting controller',
          'view representable',
          'ui view representable',
          'interoperability',
        ],
      },
      {
        label: 'minimum iOS version',
        terms: ['minimum ios version', 'deployment target', 'ios version', 'availability'],
      },
      { label: 'gradual adoption', terms: ['gradual', 'incremental', 'new screens', 'team experience'] },
      { label: 'limitations', terms: ['limitation', 'missing api', 'complex layout', 'performance', 'workaround'] },
    ],
  },
  {
    id: 'swift-007',
    type: 'technical',
    skill: 'testing',
    technologies: ['swift'],
    levels: ['mid'],
    text: 'How do you write unit and UI tests for an iOS app, and how do you test code that depends on the network?',
    keyConcepts: [
      { label: 'test frameworks', terms: ['xctest', 'swift testing', 'test case', 'assert', 'expect macro'] },
      { label: 'protocols and test doubles', terms: ['protocol', 'mock', 'stub', 'fake', 'dependency injection'] },
      {
        label: 'stubbing the network layer',
        terms: ['url protocol', 'stub the network', 'url session', 'network layer', 'recorded response'],
      },
      { label: 'UI tests', terms: ['ui test', 'xcuitest', 'accessibility identifier', 'launch argument'] },
      { label: 'async tests', terms: ['async test', 'expectation', 'await', 'wait for expectation'] },
      { label: 'snapshot tests', terms: ['snapshot test', 'snapshot', 'screenshot'] },
    ],
  },
];
