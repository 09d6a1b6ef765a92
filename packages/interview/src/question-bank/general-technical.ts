import type { TechnicalQuestion } from './types.ts';

/**
 * General technical questions any software engineer can answer whatever their stack. Used when the
 * candidate's technologies are unknown or their technology questions run out.
 */
export const GENERAL_TECHNICAL_QUESTIONS: readonly TechnicalQuestion[] = [
  // ---------------------------------------------------------------- fundamentals
  {
    id: 'gen-fundamentals-001',
    type: 'technical',
    skill: 'fundamentals',
    technologies: [],
    levels: ['junior', 'mid'],
    text: 'What is the difference between an array and a linked list, and when would you pick one over the other?',
    keyConcepts: [
      {
        label: 'access by index',
        terms: ['index', 'random access', 'constant time', 'o of one', 'position', 'direct access'],
      },
      { label: 'insertion and deletion cost', terms: ['insert', 'delete', 'remove', 'shift', 'pointer', 'node'] },
      {
        label: 'memory layout',
        terms: ['contiguous', 'memory', 'cache', 'locality', 'next to each other', 'overhead'],
      },
      { label: 'time complexity', terms: ['big o', 'o of n', 'complexity', 'linear', 'traverse', 'walk the list'] },
    ],
  },
  {
    id: 'gen-fundamentals-002',
    type: 'technical',
    skill: 'fundamentals',
    technologies: [],
    levels: ['junior'],
    text: 'Explain big O notation in your own words, and give an example of something that runs in linear time and something that runs in quadratic time.',
    keyConcepts: [
      {
        label: 'growth with input size',
        terms: ['input size', 'grow', 'scale', 'number of element', 'size of the input', 'as n'],
      },
      {
        label: 'worst case upper bound',
        terms: ['worst case', 'upper bound', 'asymptotic', 'average case', 'ignore constant'],
      },
      {
        label: 'linear example',
        terms: ['single loop', 'one loop', 'single pass', 'o of n', 'iterate', 'linear search', 'go through each'],
      },
      {
        label: 'quadratic example',
        terms: ['nested loop', 'n squared', 'o of n squared', 'every pair', 'bubble sort', 'loop inside a loop'],
      },
    ],
  },
  {
    id: 'gen-fundamentals-003',
    type: 'technical',
    skill: 'fundamentals',
    technologies: [],
    levels: ['junior', 'mid'],
    text: 'How does a hash map work under the hood, and what happens when two keys end up in the same bucket?',
    keyConcepts: [
      {
        label: 'hash function',
        terms: ['hash function', 'hash code', 'compute an index', 'bucket index', 'modulo', 'hash the key'],
      },
      {
        label: 'collision handling',
        terms: ['collision', 'chaining', 'linked list', 'open addressing', 'probing', 'probe'],
      },
      {
        label: 'average constant time lookup',
        terms: ['constant time', 'o of one', 'average', 'lookup', 'fast access'],
      },
      { label: 'resizing', terms: ['resize', 'load factor', 'rehash', 'grow', 'double the size'] },
    ],
  },
  {
    id: 'gen-fundamentals-004',
    type: 'technical',
    skill: 'fundamentals',
    technologies: [],
    levels: ['junior', 'mid'],
    text: 'Walk me through what happens, step by step, when you type a web address into a browser and press enter.',
    keyConcepts: [
      { label: 'DNS lookup', terms: ['dns', 'domain name', 'resolve', 'ip address', 'name server'] },
      { label: 'TCP and TLS connection', terms: ['tcp', 'handshake', 'tls', 'ssl', 'secure connection', 'connection'] },
      {
        label: 'HTTP request and response',
        terms: ['http', 'request', 'response', 'get request', 'status code', 'header'],
      },
      { label: 'rendering the page', terms: ['render', 'html', 'parse', 'dom', 'css', 'javascript'] },
      { label: 'caching along the way', terms: ['cache', 'cdn', 'browser cache', 'cached'] },
    ],
  },
  {
    id: 'gen-fundamentals-005',
    type: 'technical',
    skill: 'fundamentals',
    technologies: [],
    levels: ['junior'],
    text: 'What do the main groups of HTTP status codes mean, and can you give an example from each group?',
    keyConcepts: [
      { label: 'success codes', terms: ['200', '201', 'two hundred', 'success', 'created', 'no content'] },
      { label: 'redirects', terms: ['300', '301', '302', 'three hundred', 'redirect', 'moved permanently'] },
      {
        label: 'client errors',
        terms: ['400', '401', '404', 'four hundred', 'four oh four', 'not found', 'client error', 'bad request'],
      },
      {
        label: 'server errors',
        terms: ['500', '503', 'five hundred', 'server error', 'internal server error', 'service unavailable'],
      },
    ],
  },
  {
    id: 'gen-fundamentals-006',
    type: 'technical',
    skill: 'fundamentals',
    technologies: [],
    levels: ['junior', 'mid'],
    text: 'What is the difference between a process and a thread, and why would a program use more than one of either?',
    keyConcepts: [
      {
        label: 'separate memory for processes',
        terms: ['address space', 'isolate', 'isolation', 'separate memory', 'own memory'],
      },
      {
        label: 'threads share memory',
        terms: ['share memory', 'shared memory', 'same process', 'heap', 'share the same'],
      },
      {
        label: 'cost of switching and creation',
        terms: ['context switch', 'overhead', 'lightweight', 'heavyweight', 'expensive', 'cheaper'],
      },
      {
        label: 'parallelism',
        terms: ['parallel', 'concurrent', 'multiple core', 'cpu', 'throughput', 'at the same time'],
      },
    ],
  },
  {
    id: 'gen-fundamentals-007',
    type: 'technical',
    skill: 'fundamentals',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'What is a race condition, and what techniques do you use to prevent one?',
    keyConcepts: [
      {
        label: 'shared mutable state',
        terms: ['shared state', 'shared resource', 'mutable', 'same variable', 'shared memory'],
      },
      {
        label: 'timing dependent result',
        terms: ['timing', 'order', 'interleave', 'nondeterministic', 'unpredictable', 'intermittent'],
      },
      { label: 'locking', terms: ['lock', 'mutex', 'semaphore', 'synchronize', 'critical section'] },
      { label: 'atomic operations', terms: ['atomic', 'compare and swap', 'transaction', 'atomically'] },
      {
        label: 'avoiding shared state',
        terms: ['immutable', 'message passing', 'queue', 'actor', 'single thread', 'channel'],
      },
    ],
  },
  {
    id: 'gen-fundamentals-008',
    type: 'technical',
    skill: 'fundamentals',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'What is a deadlock, and how would you prevent one or detect it when it happens?',
    keyConcepts: [
      {
        label: 'circular wait',
        terms: ['circular', 'each other', 'cycle', 'hold and wait', 'waiting on', 'both waiting'],
      },
      {
        label: 'consistent lock ordering',
        terms: ['lock order', 'ordering', 'same order', 'consistent order', 'hierarchy'],
      },
      { label: 'timeouts', terms: ['timeout', 'try lock', 'give up', 'back off', 'time out'] },
      { label: 'detection', terms: ['detection', 'thread dump', 'wait for graph', 'hang', 'stuck', 'watchdog'] },
    ],
  },
  {
    id: 'gen-fundamentals-009',
    type: 'technical',
    skill: 'fundamentals',
    technologies: [],
    levels: ['junior'],
    text: 'Compare a stack and a queue, and give a real situation where you would use each one.',
    keyConcepts: [
      { label: 'last in first out', terms: ['last in first out', 'lifo', 'push', 'pop', 'top of the stack'] },
      {
        label: 'first in first out',
        terms: ['first in first out', 'fifo', 'enqueue', 'dequeue', 'front of the queue', 'back of the queue'],
      },
      { label: 'stack use case', terms: ['call stack', 'undo', 'recursion', 'backtrack', 'bracket', 'depth first'] },
      {
        label: 'queue use case',
        terms: ['job queue', 'task queue', 'message queue', 'breadth first', 'buffer', 'print queue', 'scheduler'],
      },
    ],
  },

  // ---------------------------------------------------------------- language
  {
    id: 'gen-language-001',
    type: 'technical',
    skill: 'language',
    technologies: [],
    levels: ['junior', 'mid'],
    text: 'What is the difference between static typing and dynamic typing, and what trade-offs come with each?',
    keyConcepts: [
      {
        label: 'checks before running',
        terms: ['compile time', 'compiler', 'before running', 'static analysis', 'type checker', 'catch early'],
      },
      {
        label: 'errors at runtime',
        terms: ['runtime', 'run time', 'while running', 'crash', 'type error', 'in production'],
      },
      {
        label: 'tooling and refactoring',
        terms: ['autocomplete', 'refactor', 'ide', 'editor', 'tooling', 'documentation'],
      },
      {
        label: 'flexibility and speed of writing',
        terms: ['flexible', 'flexibility', 'prototype', 'verbose', 'boilerplate', 'script'],
      },
    ],
  },
  {
    id: 'gen-language-002',
    type: 'technical',
    skill: 'language',
    technologies: [],
    levels: ['junior', 'mid'],
    text: 'How does garbage collection work in general terms, and can a garbage collected program still leak memory?',
    keyConcepts: [
      {
        label: 'reachability',
        terms: ['reachable', 'unreachable', 'reference', 'root', 'no longer used', 'nothing points to'],
      },
      {
        label: 'collection strategies',
        terms: ['mark and sweep', 'reference counting', 'generational', 'generation', 'tracing'],
      },
      { label: 'pauses and overhead', terms: ['pause', 'stop the world', 'latency', 'overhead', 'cpu'] },
      {
        label: 'leaks through lingering references',
        terms: ['still referenced', 'global', 'listener', 'cache', 'hold onto', 'keep a reference'],
      },
    ],
  },
  {
    id: 'gen-language-003',
    type: 'technical',
    skill: 'language',
    technologies: [],
    levels: ['junior'],
    text: 'What is the difference between passing a value and passing a reference to a function, and why does it matter?',
    keyConcepts: [
      { label: 'copying the value', terms: ['copy', 'duplicate', 'by value', 'independent copy', 'separate copy'] },
      {
        label: 'reference to the same object',
        terms: ['pointer', 'address', 'same object', 'alias', 'points to', 'memory location'],
      },
      {
        label: 'side effects',
        terms: ['mutate', 'modify', 'side effect', 'change the original', 'caller', 'unexpected change'],
      },
      { label: 'cost of copying', terms: ['large object', 'expensive', 'performance', 'memory', 'big object'] },
    ],
  },
  {
    id: 'gen-language-004',
    type: 'technical',
    skill: 'language',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'As a {role}, how do you decide between throwing exceptions and returning error values, and what makes error handling good?',
    keyConcepts: [
      {
        label: 'how exceptions travel',
        terms: ['catch', 'try catch', 'unwind', 'propagate', 'bubble up', 'call stack'],
      },
      {
        label: 'errors as return values',
        terms: ['return value', 'result type', 'error code', 'result object', 'explicit', 'forced to handle'],
      },
      {
        label: 'expected versus unexpected failures',
        terms: ['expected failure', 'unexpected', 'recoverable', 'exceptional', 'programming error', 'bug'],
      },
      {
        label: 'context for diagnosis',
        terms: ['context', 'error message', 'log', 'wrap', 'stack trace', 'root cause'],
      },
      { label: 'never swallow errors', terms: ['swallow', 'ignore', 'silent', 'silently', 'empty catch'] },
    ],
  },
  {
    id: 'gen-language-005',
    type: 'technical',
    skill: 'language',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'Explain how asynchronous programming differs from using multiple threads, and when each one is the better fit.',
    keyConcepts: [
      {
        label: 'non-blocking waiting',
        terms: ['non blocking', 'nonblocking', 'blocking', 'event loop', 'callback', 'waiting on'],
      },
      { label: 'async constructs', terms: ['async', 'await', 'promise', 'future', 'coroutine'] },
      {
        label: 'input and output bound work',
        terms: ['input and output', 'io bound', 'network call', 'disk', 'database call'],
      },
      {
        label: 'CPU bound work',
        terms: ['cpu bound', 'cpu intensive', 'computation', 'heavy calculation', 'number crunching'],
      },
      {
        label: 'threads run in parallel',
        terms: ['parallel', 'core', 'thread pool', 'multiple processor', 'true parallelism'],
      },
    ],
  },
  {
    id: 'gen-language-006',
    type: 'technical',
    skill: 'language',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'Why do many teams favour immutable data, and what does immutability cost you?',
    keyConcepts: [
      {
        label: 'predictability',
        terms: ['predictable', 'reason about', 'side effect', 'surprise', 'pure function', 'easier to debug'],
      },
      {
        label: 'safe sharing across threads',
        terms: ['thread safe', 'concurrency', 'concurrent', 'race condition', 'share safely', 'no lock'],
      },
      { label: 'copying cost', terms: ['copy', 'allocation', 'allocate', 'memory', 'garbage', 'overhead'] },
      {
        label: 'efficient immutable structures',
        terms: ['structural sharing', 'persistent data structure', 'persistent', 'immutable collection'],
      },
    ],
  },
  {
    id: 'gen-language-007',
    type: 'technical',
    skill: 'language',
    technologies: [],
    levels: ['junior', 'mid'],
    text: 'What is a closure, and where have you found closures useful in real code?',
    keyConcepts: [
      {
        label: 'captures surrounding variables',
        terms: ['capture', 'outer', 'enclosing', 'scope', 'environment', 'remember'],
      },
      {
        label: 'function created inside a function',
        terms: ['inner function', 'return a function', 'lambda', 'anonymous function', 'nested function'],
      },
      {
        label: 'practical uses',
        terms: ['callback', 'event handler', 'factory', 'private state', 'partial application', 'memoize'],
      },
      { label: 'pitfalls', terms: ['loop variable', 'memory leak', 'stale', 'hold a reference', 'unexpected value'] },
    ],
  },

  // ---------------------------------------------------------------- architecture
  {
    id: 'gen-architecture-001',
    type: 'technical',
    skill: 'architecture',
    technologies: [],
    levels: ['junior', 'mid'],
    text: 'What makes a REST API well designed, from the point of view of the developers who have to call it?',
    keyConcepts: [
      { label: 'resource oriented URLs', terms: ['resource', 'noun', 'url', 'endpoint', 'path'] },
      {
        label: 'HTTP methods',
        terms: ['http method', 'http verb', 'get request', 'post', 'put request', 'patch', 'delete'],
      },
      {
        label: 'meaningful status codes and errors',
        terms: ['status code', '404', '400', '201', 'error response', 'error message'],
      },
      {
        label: 'consistency and documentation',
        terms: ['consistent', 'naming', 'documentation', 'predictable', 'convention', 'openapi'],
      },
      { label: 'versioning', terms: ['version', 'backward compatible', 'backwards compatible', 'breaking change'] },
      {
        label: 'pagination and filtering',
        terms: ['pagination', 'paginate', 'page size', 'limit', 'cursor', 'filter', 'offset'],
      },
    ],
  },
  {
    id: 'gen-architecture-002',
    type: 'technical',
    skill: 'architecture',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'How would you evolve an API so that you can change it without breaking the clients that already depend on it?',
    keyConcepts: [
      {
        label: 'backward compatible changes',
        terms: [
          'backward compatible',
          'backwards compatible',
          'additive',
          'optional field',
          'non breaking',
          'add a field',
        ],
      },
      { label: 'explicit versioning', terms: ['version', 'v1', 'v2', 'version one', 'version two', 'header'] },
      {
        label: 'deprecation process',
        terms: ['deprecate', 'deprecation', 'sunset', 'deprecation notice', 'timeline', 'migration guide'],
      },
      {
        label: 'knowing who calls it',
        terms: ['usage', 'metric', 'who is calling', 'traffic', 'analytics', 'consumer'],
      },
      { label: 'contract testing', terms: ['contract test', 'consumer driven', 'schema', 'compatibility test'] },
    ],
  },
  {
    id: 'gen-architecture-003',
    type: 'technical',
    skill: 'architecture',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'If you had to build a small URL shortening service, how would you design it, and what questions would you ask first?',
    keyConcepts: [
      {
        label: 'requirements and scale',
        terms: ['requirement', 'read heavy', 'traffic', 'how many users', 'scale', 'per second'],
      },
      {
        label: 'generating short keys',
        terms: ['hash', 'unique id', 'counter', 'base sixty two', 'base 62', 'collision', 'encode'],
      },
      { label: 'storage', terms: ['database', 'key value', 'table', 'data store', 'mapping'] },
      { label: 'redirect', terms: ['redirect', '301', '302', 'lookup', 'look up'] },
      { label: 'caching hot links', terms: ['cache', 'hot', 'popular', 'cdn'] },
      { label: 'abuse and expiry', terms: ['rate limit', 'abuse', 'expire', 'expiry', 'spam', 'malicious'] },
    ],
  },
  {
    id: 'gen-architecture-004',
    type: 'technical',
    skill: 'architecture',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'When would you split a monolith into separate services, and when would you argue against doing it?',
    keyConcepts: [
      {
        label: 'independent teams and deploys',
        terms: ['independent', 'deploy', 'separate team', 'ownership', 'autonomy', 'release separately'],
      },
      {
        label: 'scaling parts separately',
        terms: ['scale independently', 'scale separately', 'scaling', 'load', 'resource'],
      },
      {
        label: 'operational complexity',
        terms: ['complexity', 'network', 'latency', 'distributed', 'overhead', 'harder to debug'],
      },
      {
        label: 'data consistency',
        terms: ['consistency', 'transaction', 'shared database', 'data ownership', 'eventual'],
      },
      { label: 'modular monolith', terms: ['modular monolith', 'module', 'boundary', 'well structured', 'domain'] },
    ],
  },
  {
    id: 'gen-architecture-005',
    type: 'technical',
    skill: 'architecture',
    technologies: [],
    levels: ['senior'],
    text: 'How do you decide between a direct synchronous call and an asynchronous message queue for communication between two services?',
    keyConcepts: [
      {
        label: 'coupling and availability',
        terms: ['coupling', 'decouple', 'available', 'availability', 'goes down', 'dependency'],
      },
      {
        label: 'need for an immediate answer',
        terms: ['immediate', 'right away', 'latency', 'real time', 'user waiting', 'response'],
      },
      { label: 'absorbing load', terms: ['buffer', 'spike', 'backpressure', 'smooth', 'burst', 'peak'] },
      {
        label: 'delivery guarantees',
        terms: ['at least once', 'exactly once', 'duplicate', 'idempotent', 'retry', 'dead letter'],
      },
      {
        label: 'eventual consistency',
        terms: ['eventual consistency', 'eventually consistent', 'delay', 'lag', 'out of order'],
      },
    ],
  },
  {
    id: 'gen-architecture-006',
    type: 'technical',
    skill: 'architecture',
    technologies: [],
    levels: ['senior'],
    text: 'Imagine you are the {role} leading a decision and the team is split between two designs. How do you reach a decision everyone can commit to?',
    keyConcepts: [
      { label: 'agreed criteria', terms: ['criteria', 'requirement', 'constraint', 'goal', 'trade off', 'tradeoff'] },
      {
        label: 'written proposal',
        terms: ['design document', 'design doc', 'write up', 'proposal', 'rfc', 'decision record'],
      },
      {
        label: 'evidence from experiments',
        terms: ['prototype', 'spike', 'proof of concept', 'benchmark', 'experiment', 'evidence'],
      },
      {
        label: 'reversibility',
        terms: ['reversible', 'two way door', 'one way door', 'undo', 'cost of change', 'easy to change'],
      },
      {
        label: 'deciding and committing',
        terms: ['disagree and commit', 'consensus', 'final call', 'make the call', 'move forward'],
      },
    ],
  },
  {
    id: 'gen-architecture-007',
    type: 'technical',
    skill: 'architecture',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'What does it mean for an operation to be idempotent, and why does that matter when clients retry requests?',
    keyConcepts: [
      {
        label: 'same effect when repeated',
        terms: ['same result', 'same effect', 'repeat', 'multiple times', 'more than once', 'same outcome'],
      },
      {
        label: 'retries create duplicates',
        terms: ['duplicate', 'timeout', 'network failure', 'double charge', 'twice', 'processed again'],
      },
      {
        label: 'idempotency key',
        terms: ['idempotency key', 'request id', 'unique id', 'dedupe', 'deduplicate', 'deduplication'],
      },
      {
        label: 'HTTP method semantics',
        terms: ['put request', 'delete request', 'get request', 'post request', 'safe method', 'http method'],
      },
    ],
  },
  {
    id: 'gen-architecture-008',
    type: 'technical',
    skill: 'architecture',
    technologies: [],
    levels: ['senior'],
    text: 'Before a new service launches, how would you estimate the number of servers and the amount of storage it will need?',
    keyConcepts: [
      {
        label: 'traffic estimate',
        terms: ['requests per second', 'traffic', 'daily active', 'users', 'qps', 'per second'],
      },
      { label: 'storage growth', terms: ['disk space', 'gigabyte', 'terabyte', 'per record', 'growth', 'retention'] },
      { label: 'peak and headroom', terms: ['peak', 'average', 'headroom', 'margin', 'safety factor', 'buffer'] },
      {
        label: 'rough calculation',
        terms: ['back of the envelope', 'rough', 'order of magnitude', 'rough estimate', 'assumption', 'ballpark'],
      },
      { label: 'validate by load testing', terms: ['load test', 'benchmark', 'measure', 'validate', 'per server'] },
    ],
  },
  {
    id: 'gen-architecture-009',
    type: 'technical',
    skill: 'architecture',
    technologies: [],
    levels: ['junior', 'mid'],
    text: 'What is the difference between horizontal and vertical scaling, and what does a service need in order to scale horizontally?',
    keyConcepts: [
      {
        label: 'bigger machines',
        terms: ['bigger machine', 'more cpu', 'more memory', 'scale up', 'upgrade', 'bigger server'],
      },
      {
        label: 'more machines',
        terms: ['more instances', 'scale out', 'add servers', 'more servers', 'multiple copies', 'replicas'],
      },
      { label: 'stateless instances', terms: ['stateless', 'session', 'shared store', 'no local state', 'state'] },
      { label: 'load balancing', terms: ['load balancer', 'distribute', 'route', 'balance', 'round robin'] },
      { label: 'limits of each', terms: ['limit', 'ceiling', 'cost', 'single point of failure', 'expensive'] },
    ],
  },
  {
    id: 'gen-architecture-010',
    type: 'technical',
    skill: 'architecture',
    technologies: [],
    levels: ['senior'],
    text: 'When a legacy system is painful to work with, how do you decide between refactoring it gradually and rewriting it from scratch?',
    keyConcepts: [
      {
        label: 'risk of a full rewrite',
        terms: ['risk', 'hidden behaviour', 'hidden behavior', 'edge case', 'underestimate', 'second system'],
      },
      {
        label: 'incremental replacement',
        terms: ['strangler', 'strangler fig', 'incremental', 'piece by piece', 'step by step', 'one module at a time'],
      },
      {
        label: 'business value',
        terms: ['business value', 'opportunity cost', 'cost', 'roadmap', 'stakeholder', 'feature work'],
      },
      {
        label: 'measuring the pain',
        terms: ['pain point', 'bug rate', 'velocity', 'hot spot', 'change frequency', 'metric'],
      },
      {
        label: 'running both during migration',
        terms: ['in parallel', 'migrate', 'migration', 'both system', 'feature parity', 'side by side'],
      },
    ],
  },

  // ---------------------------------------------------------------- data
  {
    id: 'gen-data-001',
    type: 'technical',
    skill: 'data',
    technologies: [],
    levels: ['junior', 'mid'],
    text: 'Imagine a query that looks up users by email address has become slow on a large table. How would an index help, and what are its downsides?',
    keyConcepts: [
      {
        label: 'avoids a full scan',
        terms: ['full table scan', 'scan', 'lookup', 'b tree', 'b-tree', 'sorted', 'seek'],
      },
      { label: 'slower writes', terms: ['write', 'insert', 'update', 'overhead', 'maintain'] },
      { label: 'storage cost', terms: ['storage', 'disk', 'space', 'memory'] },
      { label: 'checking the query plan', terms: ['explain', 'query plan', 'execution plan', 'analyze', 'analyse'] },
      { label: 'unique constraint', terms: ['unique', 'constraint', 'duplicate'] },
    ],
  },
  {
    id: 'gen-data-002',
    type: 'technical',
    skill: 'data',
    technologies: [],
    levels: ['junior', 'mid'],
    text: 'What is a database transaction, and what does each letter of ACID stand for?',
    keyConcepts: [
      { label: 'atomicity', terms: ['atomic', 'atomicity', 'all or nothing', 'rollback', 'roll back', 'commit'] },
      { label: 'consistency', terms: ['consistent', 'consistency', 'constraint', 'valid state', 'rule'] },
      { label: 'isolation', terms: ['isolation', 'isolated', 'concurrent', 'at the same time', 'interfere'] },
      { label: 'durability', terms: ['durable', 'durability', 'persist', 'survive', 'crash', 'power failure'] },
    ],
  },
  {
    id: 'gen-data-003',
    type: 'technical',
    skill: 'data',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'What problems can the different transaction isolation levels cause or prevent, such as dirty reads or lost updates?',
    keyConcepts: [
      {
        label: 'seeing uncommitted data',
        terms: ['uncommitted', 'read uncommitted', 'not yet committed', 'rolled back later', 'weakest level'],
      },
      {
        label: 'non-repeatable and phantom reads',
        terms: ['non repeatable', 'phantom', 'read committed', 'repeatable read', 'snapshot'],
      },
      {
        label: 'serializable trade-off',
        terms: ['serializable', 'strictest', 'slower', 'contention', 'throughput', 'lock'],
      },
      {
        label: 'concurrent overwrites',
        terms: [
          'overwrite',
          'select for update',
          'optimistic locking',
          'version number',
          'last write wins',
          'row lock',
        ],
      },
    ],
  },
  {
    id: 'gen-data-004',
    type: 'technical',
    skill: 'data',
    technologies: [],
    levels: ['junior', 'mid'],
    text: 'When would you choose a relational database over a document or key value store, and when would you go the other way?',
    keyConcepts: [
      {
        label: 'relational model and joins',
        terms: ['join', 'schema', 'foreign key', 'sql', 'table', 'relationships'],
      },
      {
        label: 'transactions and integrity',
        terms: ['transaction', 'acid', 'integrity', 'constraint', 'strong consistency'],
      },
      {
        label: 'flexible documents',
        terms: ['flexible', 'schemaless', 'schema less', 'semi structured', 'json', 'nested'],
      },
      {
        label: 'access patterns and scale',
        terms: ['access pattern', 'scale', 'horizontal', 'shard', 'high throughput', 'simple lookup'],
      },
    ],
  },
  {
    id: 'gen-data-005',
    type: 'technical',
    skill: 'data',
    technologies: [],
    levels: ['mid'],
    text: 'What is the N plus one query problem, how do you spot it, and how do you fix it?',
    keyConcepts: [
      {
        label: 'one query per item',
        terms: ['one query per', 'each row', 'many queries', 'in a loop', 'hundreds of queries', 'extra query'],
      },
      {
        label: 'detection',
        terms: ['query log', 'profiler', 'count the queries', 'trace', 'slow query log', 'monitoring'],
      },
      { label: 'batching or joining', terms: ['join', 'eager loading', 'eager', 'batch', 'preload', 'in clause'] },
      { label: 'ORM lazy loading', terms: ['orm', 'lazy loading', 'lazy load', 'object relational'] },
    ],
  },
  {
    id: 'gen-data-006',
    type: 'technical',
    skill: 'data',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'How would you change the schema of a busy production database table without causing downtime?',
    keyConcepts: [
      {
        label: 'backward compatible steps',
        terms: [
          'backward compatible',
          'backwards compatible',
          'additive',
          'nullable',
          'add a column',
          'expand and contract',
        ],
      },
      { label: 'phased migration', terms: ['phase', 'dual write', 'backfill', 'in batches', 'batch', 'step by step'] },
      {
        label: 'deploy order',
        terms: ['old code', 'new code', 'deploy order', 'both versions', 'before the deploy', 'after the deploy'],
      },
      { label: 'table locks', terms: ['lock', 'large table', 'online migration', 'long running', 'blocking'] },
      { label: 'rollback plan', terms: ['rollback', 'roll back', 'revert', 'backup', 'staging', 'rehearse'] },
    ],
  },
  {
    id: 'gen-data-007',
    type: 'technical',
    skill: 'data',
    technologies: [],
    levels: ['senior'],
    text: 'When would you reach for database replication and when for sharding, and what new problems does each one bring?',
    keyConcepts: [
      { label: 'read replicas', terms: ['replica', 'read replica', 'follower', 'secondary', 'copy of the data'] },
      { label: 'replication lag', terms: ['lag', 'stale', 'eventual consistency', 'delay', 'read your own writes'] },
      {
        label: 'partitioning data',
        terms: ['partition', 'shard key', 'partition key', 'split the data', 'horizontal partitioning'],
      },
      {
        label: 'cross-shard difficulties',
        terms: ['cross shard', 'rebalance', 'hot spot', 'hot shard', 'resharding', 'cross partition'],
      },
      { label: 'failover', terms: ['failover', 'fail over', 'primary', 'leader', 'promote', 'availability'] },
    ],
  },
  {
    id: 'gen-data-008',
    type: 'technical',
    skill: 'data',
    technologies: [],
    levels: ['junior', 'mid'],
    text: 'What is database normalisation, and when might you deliberately denormalise?',
    keyConcepts: [
      {
        label: 'reducing duplication',
        terms: ['duplicate', 'duplication', 'redundant', 'redundancy', 'single place', 'one place'],
      },
      { label: 'separate related tables', terms: ['normal form', 'foreign key', 'separate table', 'relation', 'join'] },
      { label: 'update anomalies', terms: ['anomaly', 'anomalies', 'inconsistent', 'integrity', 'out of sync'] },
      {
        label: 'denormalising for reads',
        terms: ['read performance', 'fewer joins', 'faster reads', 'precompute', 'reporting', 'denormalize'],
      },
    ],
  },

  // ---------------------------------------------------------------- debugging
  {
    id: 'gen-debugging-001',
    type: 'technical',
    skill: 'debugging',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'As a {role}, how would you investigate an error that only happens for a small fraction of users in production?',
    keyConcepts: [
      {
        label: 'finding what affected users share',
        terms: ['pattern', 'in common', 'browser', 'region', 'account', 'which users'],
      },
      {
        label: 'logs and error tracking',
        terms: ['log', 'trace', 'error tracking', 'stack trace', 'monitoring', 'dashboard'],
      },
      { label: 'reproducing it', terms: ['reproduce', 'replicate', 'same conditions', 'test account', 'staging'] },
      { label: 'narrowing hypotheses', terms: ['hypothesis', 'narrow down', 'isolate', 'eliminate', 'rule out'] },
      { label: 'fixing and verifying', terms: ['fix', 'verify', 'regression test', 'confirm', 'deploy the fix'] },
    ],
  },
  {
    id: 'gen-debugging-002',
    type: 'technical',
    skill: 'debugging',
    technologies: [],
    levels: ['junior', 'mid'],
    text: 'As a {role}, describe your process for tracking down a bug that you can reproduce on your own machine.',
    keyConcepts: [
      {
        label: 'reliable reproduction',
        terms: ['reliably', 'consistent', 'steps to reproduce', 'minimal example', 'smallest case'],
      },
      { label: 'debugger', terms: ['debugger', 'breakpoint', 'step through', 'inspect', 'watch expression'] },
      { label: 'logging and printing', terms: ['log', 'print statement', 'print', 'console'] },
      {
        label: 'narrowing down',
        terms: ['isolate', 'narrow', 'binary search', 'bisect', 'comment out', 'divide and conquer'],
      },
      { label: 'test to prevent regression', terms: ['failing test', 'regression', 'unit test', 'write a test'] },
    ],
  },
  {
    id: 'gen-debugging-003',
    type: 'technical',
    skill: 'debugging',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'Imagine you are the {role} on call and a service that was fine yesterday starts returning errors right after a deploy. What do you do in the first fifteen minutes?',
    keyConcepts: [
      { label: 'assessing impact', terms: ['impact', 'how many users', 'severity', 'scope', 'error rate'] },
      { label: 'rolling back first', terms: ['rollback', 'roll back', 'revert', 'previous version', 'last good'] },
      {
        label: 'communicating',
        terms: ['communicate', 'incident channel', 'stakeholder', 'status page', 'let people know', 'announce'],
      },
      {
        label: 'checking what changed',
        terms: ['diff', 'what changed', 'changelog', 'commit', 'config', 'dependency'],
      },
      { label: 'logs and metrics', terms: ['log', 'metric', 'dashboard', 'alert', 'trace'] },
    ],
  },
  {
    id: 'gen-debugging-004',
    type: 'technical',
    skill: 'debugging',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'How would you investigate a service whose memory use slowly climbs until it crashes every few days?',
    keyConcepts: [
      { label: 'memory leak', terms: ['leak', 'memory leak', 'not freed', 'retain', 'never released'] },
      { label: 'heap analysis', terms: ['heap dump', 'heap snapshot', 'profiler', 'memory profiler', 'allocation'] },
      { label: 'comparing over time', terms: ['compare', 'over time', 'two snapshots', 'trend', 'graph', 'metric'] },
      { label: 'common causes', terms: ['cache', 'unbounded', 'listener', 'global', 'connection', 'collection'] },
      { label: 'short term mitigation', terms: ['restart', 'memory limit', 'alert', 'mitigate', 'workaround'] },
    ],
  },
  {
    id: 'gen-debugging-005',
    type: 'technical',
    skill: 'debugging',
    technologies: [],
    levels: ['senior'],
    text: 'How would you debug an intermittent failure in a distributed system where no single log shows the whole picture?',
    keyConcepts: [
      {
        label: 'correlating requests',
        terms: ['trace', 'tracing', 'correlation id', 'request id', 'span', 'trace id'],
      },
      {
        label: 'centralised logs',
        terms: ['centralized', 'centralised', 'aggregate', 'log aggregation', 'one place', 'search the logs'],
      },
      { label: 'time and ordering', terms: ['clock', 'timestamp', 'ordering', 'clock skew', 'sequence'] },
      { label: 'partial failures', terms: ['timeout', 'retry', 'network', 'partial failure', 'partition', 'dropped'] },
      { label: 'provoking the failure', terms: ['load', 'chaos', 'fault injection', 'reproduce', 'stress test'] },
    ],
  },
  {
    id: 'gen-debugging-006',
    type: 'technical',
    skill: 'debugging',
    technologies: [],
    levels: ['junior'],
    text: 'What is a stack trace, and how do you use one to find the cause of an error?',
    keyConcepts: [
      {
        label: 'chain of calls',
        terms: ['call stack', 'function call', 'frame', 'stack frame', 'sequence of calls', 'nested call'],
      },
      {
        label: 'where it started',
        terms: ['top of the trace', 'first line', 'origin', 'root cause', 'caused by', 'line number'],
      },
      { label: 'own code versus libraries', terms: ['my code', 'own code', 'library', 'framework', 'third party'] },
      { label: 'error message and type', terms: ['error message', 'exception', 'error type', 'exception type'] },
    ],
  },
  {
    id: 'gen-debugging-007',
    type: 'technical',
    skill: 'debugging',
    technologies: [],
    levels: ['mid'],
    text: 'A bug appeared sometime in the last two hundred commits and nobody knows which one. How would you find the change that caused it?',
    keyConcepts: [
      {
        label: 'binary search through history',
        terms: ['binary search', 'bisect', 'halve', 'half', 'middle', 'divide'],
      },
      {
        label: 'known good and bad points',
        terms: ['known good', 'good commit', 'bad commit', 'last working', 'version'],
      },
      { label: 'automated check', terms: ['script', 'automated test', 'automate', 'reproduce', 'test case'] },
      { label: 'reading the culprit change', terms: ['diff', 'read the commit', 'review', 'author', 'culprit'] },
    ],
  },

  // ---------------------------------------------------------------- testing
  {
    id: 'gen-testing-001',
    type: 'technical',
    skill: 'testing',
    technologies: [],
    levels: ['junior', 'mid'],
    text: 'What is the difference between unit tests, integration tests and end to end tests, and how do you balance them?',
    keyConcepts: [
      {
        label: 'small isolated pieces',
        terms: ['single function', 'in isolation', 'one class', 'smallest piece', 'mock'],
      },
      {
        label: 'components working together',
        terms: ['work together', 'database', 'real dependency', 'boundary', 'two components'],
      },
      {
        label: 'whole user journeys',
        terms: ['whole system', 'user flow', 'browser', 'user interface', 'like a user', 'full stack'],
      },
      {
        label: 'test pyramid',
        terms: ['pyramid', 'trophy', 'more unit tests', 'fewer end to end', 'mostly unit', 'handful of'],
      },
      {
        label: 'speed and reliability trade-off',
        terms: ['slow', 'fast', 'flaky', 'brittle', 'maintenance', 'confidence'],
      },
    ],
  },
  {
    id: 'gen-testing-002',
    type: 'technical',
    skill: 'testing',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'When do you use mocks or fakes in tests, and what can go wrong if you use too many of them?',
    keyConcepts: [
      {
        label: 'isolating dependencies',
        terms: ['isolate', 'dependency', 'external', 'network', 'third party', 'database'],
      },
      { label: 'fast and deterministic', terms: ['fast', 'deterministic', 'reliable', 'repeatable', 'no network'] },
      {
        label: 'coupling to implementation',
        terms: ['implementation detail', 'brittle', 'coupled', 'refactor', 'fragile'],
      },
      {
        label: 'false confidence',
        terms: ['false confidence', 'not real', 'diverge', 'drift', 'fail in production', 'contract'],
      },
      { label: 'kinds of test doubles', terms: ['stub', 'spy', 'in memory', 'test double', 'dummy'] },
    ],
  },
  {
    id: 'gen-testing-003',
    type: 'technical',
    skill: 'testing',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'As a {role}, how do you deal with a test that passes most of the time but fails now and then in continuous integration?',
    keyConcepts: [
      {
        label: 'finding the root cause',
        terms: ['root cause', 'investigate', 'reproduce', 'run it many times', 'in a loop'],
      },
      { label: 'typical causes', terms: ['timing issue', 'sleep', 'race', 'test order', 'shared state', 'random'] },
      { label: 'quarantining', terms: ['quarantine', 'skip', 'disable', 'ticket', 'tracking issue'] },
      { label: 'not just retrying', terms: ['retry', 'rerun', 'ignore', 'trust', 'erode', 'hide'] },
    ],
  },
  {
    id: 'gen-testing-004',
    type: 'technical',
    skill: 'testing',
    technologies: [],
    levels: ['junior', 'mid'],
    text: 'What makes a unit test genuinely good, as opposed to one that only pushes the coverage number up?',
    keyConcepts: [
      {
        label: 'tests behaviour not implementation',
        terms: ['behaviour', 'behavior', 'outcome', 'public interface', 'not implementation', 'contract'],
      },
      {
        label: 'readable and well named',
        terms: ['readable', 'descriptive name', 'arrange act assert', 'given when then', 'test name'],
      },
      {
        label: 'independent and deterministic',
        terms: ['independent', 'deterministic', 'isolated', 'repeatable', 'no shared state'],
      },
      { label: 'edge cases', terms: ['edge case', 'boundary', 'empty', 'null', 'error case', 'failure case'] },
      { label: 'meaningful assertions', terms: ['assert', 'assertion', 'meaningful', 'catch a bug', 'would fail'] },
    ],
  },
  {
    id: 'gen-testing-005',
    type: 'technical',
    skill: 'testing',
    technologies: [],
    levels: ['senior'],
    text: 'As a {role}, how would you build a testing strategy for a team that has almost no automated tests today?',
    keyConcepts: [
      {
        label: 'start with the riskiest areas',
        terms: ['risk', 'critical path', 'most important', 'business critical', 'high value', 'prioritize'],
      },
      {
        label: 'tests with every change',
        terms: ['new code', 'bug fix', 'every change', 'boy scout', 'regression test'],
      },
      {
        label: 'automated gate',
        terms: ['continuous integration', 'pipeline', 'merge check', 'block the merge', 'every pull request'],
      },
      {
        label: 'broad safety net first',
        terms: ['smoke test', 'end to end', 'characterization', 'high level', 'happy path'],
      },
      { label: 'team habits', terms: ['culture', 'habit', 'buy in', 'code review', 'pairing', 'lead by example'] },
    ],
  },
  {
    id: 'gen-testing-006',
    type: 'technical',
    skill: 'testing',
    technologies: [],
    levels: ['mid'],
    text: 'What is test driven development, and when do you find it helpful or not so helpful?',
    keyConcepts: [
      {
        label: 'red green refactor',
        terms: ['red green refactor', 'test first', 'failing test', 'before the code', 'red green'],
      },
      { label: 'design feedback', terms: ['design', 'interface', 'small steps', 'feedback', 'simple design'] },
      { label: 'safety net', terms: ['confidence', 'safety net', 'regression', 'coverage'] },
      {
        label: 'when it fits less well',
        terms: ['prototype', 'exploratory', 'unclear requirement', 'spike', 'throwaway', 'user interface'],
      },
    ],
  },
  {
    id: 'gen-testing-007',
    type: 'technical',
    skill: 'testing',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'How would you test code that depends on the current time, on random numbers or on an external service?',
    keyConcepts: [
      {
        label: 'injecting dependencies',
        terms: ['inject', 'dependency injection', 'pass in', 'parameter', 'interface', 'abstraction'],
      },
      {
        label: 'controlling the clock',
        terms: ['fake clock', 'fixed time', 'freeze', 'mock the time', 'control the time', 'fake timer'],
      },
      { label: 'seeded randomness', terms: ['seed', 'deterministic', 'fixed value', 'predictable'] },
      { label: 'substituting the service', terms: ['stub', 'mock', 'fake', 'contract test', 'record', 'sandbox'] },
    ],
  },
  {
    id: 'gen-testing-008',
    type: 'technical',
    skill: 'testing',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'You inherit a large legacy codebase with no tests and need to change part of it. How do you make that change safely?',
    keyConcepts: [
      {
        label: 'characterisation tests',
        terms: [
          'characterization test',
          'characterisation test',
          'golden master',
          'snapshot',
          'current behaviour',
          'existing behavior',
        ],
      },
      {
        label: 'small steps',
        terms: ['small step', 'incremental', 'little by little', 'one at a time', 'small change'],
      },
      { label: 'seams and isolation', terms: ['seam', 'extract', 'wrap', 'isolate', 'interface'] },
      {
        label: 'understand before changing',
        terms: ['understand', 'explore', 'git history', 'original author', 'read the code', 'document'],
      },
      { label: 'safe release', terms: ['code review', 'revert', 'feature flag', 'monitor', 'rollback'] },
    ],
  },

  // ---------------------------------------------------------------- performance
  {
    id: 'gen-performance-001',
    type: 'technical',
    skill: 'performance',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'As a {role}, suppose a page in your application has become slow. How would you find out where the time is going before changing anything?',
    keyConcepts: [
      { label: 'measure first', terms: ['measure', 'baseline', 'benchmark', 'reproduce', 'measurement'] },
      { label: 'profiling', terms: ['profiler', 'profile', 'flame graph', 'sampling', 'trace', 'timer'] },
      { label: 'breaking it down by layer', terms: ['database', 'network', 'frontend', 'backend', 'query', 'server'] },
      { label: 'finding the bottleneck', terms: ['bottleneck', 'hot spot', 'slowest', 'biggest', 'critical path'] },
      { label: 'verifying the improvement', terms: ['verify', 'before and after', 'compare', 'regression', 'monitor'] },
    ],
  },
  {
    id: 'gen-performance-002',
    type: 'technical',
    skill: 'performance',
    technologies: [],
    levels: ['junior', 'mid'],
    text: 'What is caching, and why is deciding when to invalidate a cache so hard?',
    keyConcepts: [
      {
        label: 'reusing expensive results',
        terms: ['expensive', 'reuse', 'recompute', 'avoid recomputing', 'store the result', 'faster access'],
      },
      { label: 'hits and misses', terms: ['hit', 'miss', 'hit rate', 'hit ratio'] },
      { label: 'stale data', terms: ['stale', 'invalidation', 'outdated', 'out of date', 'wrong data'] },
      {
        label: 'expiry and eviction',
        terms: ['time to live', 'ttl', 'expire', 'expiry', 'evict', 'least recently used'],
      },
      {
        label: 'keeping copies consistent',
        terms: ['consistency', 'consistent', 'distributed', 'write through', 'multiple copies'],
      },
    ],
  },
  {
    id: 'gen-performance-003',
    type: 'technical',
    skill: 'performance',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'What are the different places you can cache data in a web application, and what trade-offs come with each?',
    keyConcepts: [
      {
        label: 'browser and HTTP caching',
        terms: ['browser', 'http cache', 'cache control', 'header', 'etag', 'client side'],
      },
      { label: 'content delivery network', terms: ['cdn', 'content delivery network', 'edge', 'static asset'] },
      { label: 'in-process cache', terms: ['in memory', 'in process', 'local cache', 'application cache'] },
      { label: 'shared cache', terms: ['redis', 'memcached', 'shared cache', 'distributed cache', 'cache server'] },
      {
        label: 'staleness and consistency',
        terms: ['stale', 'invalidate', 'consistency', 'memory', 'complexity', 'per instance'],
      },
    ],
  },
  {
    id: 'gen-performance-004',
    type: 'technical',
    skill: 'performance',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'Explain the difference between latency and throughput, and why looking only at average response time can mislead you.',
    keyConcepts: [
      { label: 'time per request', terms: ['how long', 'single request', 'one request', 'delay', 'millisecond'] },
      {
        label: 'work per unit of time',
        terms: ['requests per second', 'per second', 'volume', 'capacity', 'how many requests'],
      },
      { label: 'percentiles', terms: ['percentile', 'p99', 'p95', 'p ninety nine', 'ninety ninth', 'tail latency'] },
      { label: 'averages hide outliers', terms: ['outlier', 'hide', 'skew', 'spike', 'distribution', 'long tail'] },
    ],
  },
  {
    id: 'gen-performance-005',
    type: 'technical',
    skill: 'performance',
    technologies: [],
    levels: ['senior'],
    text: 'How would you plan and run a load test before a big launch, and what would you look for in the results?',
    keyConcepts: [
      {
        label: 'realistic traffic',
        terms: ['realistic', 'production like', 'traffic pattern', 'user behaviour', 'user behavior', 'scenario'],
      },
      {
        label: 'ramping to peak and beyond',
        terms: ['ramp', 'peak', 'gradually', 'expected load', 'spike', 'soak test'],
      },
      { label: 'key metrics', terms: ['latency', 'error rate', 'throughput', 'cpu', 'memory', 'percentile'] },
      {
        label: 'finding the breaking point',
        terms: ['bottleneck', 'breaking point', 'saturate', 'saturation', 'limit', 'degrade'],
      },
      { label: 'test environment', terms: ['staging', 'environment', 'same size', 'isolated', 'test data'] },
    ],
  },
  {
    id: 'gen-performance-006',
    type: 'technical',
    skill: 'performance',
    technologies: [],
    levels: ['junior', 'mid'],
    text: 'Roughly how do reading from memory, reading from disk and making a network call compare in speed, and how does that affect the way you write code?',
    keyConcepts: [
      {
        label: 'orders of magnitude',
        terms: ['order of magnitude', 'nanosecond', 'microsecond', 'millisecond', 'thousand times', 'much slower'],
      },
      { label: 'fewer round trips', terms: ['round trip', 'batch', 'fewer calls', 'chatty', 'bulk'] },
      { label: 'keeping hot data close', terms: ['cache', 'in memory', 'keep in memory', 'local', 'locality'] },
      { label: 'not waiting idly', terms: ['parallel', 'concurrent', 'async', 'non blocking', 'at the same time'] },
    ],
  },
  {
    id: 'gen-performance-007',
    type: 'technical',
    skill: 'performance',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'As a {role}, how do you decide whether a performance optimisation is worth the extra complexity it adds?',
    keyConcepts: [
      { label: 'measured impact', terms: ['measure', 'profile', 'benchmark', 'measurement', 'evidence'] },
      {
        label: 'user and business value',
        terms: ['user experience', 'business impact', 'cost', 'customer', 'revenue', 'conversion'],
      },
      {
        label: 'premature optimisation',
        terms: ['premature', 'readability', 'maintainability', 'simplicity', 'maintain', 'harder to read'],
      },
      { label: 'clear target', terms: ['goal', 'target', 'service level', 'budget', 'threshold', 'good enough'] },
    ],
  },

  // ---------------------------------------------------------------- security
  {
    id: 'gen-security-001',
    type: 'technical',
    skill: 'security',
    technologies: [],
    levels: ['junior', 'mid'],
    text: 'What is SQL injection, and how do you prevent it in the code you write?',
    keyConcepts: [
      {
        label: 'untrusted input in a query',
        terms: ['user input', 'untrusted', 'concatenate', 'string concatenation', 'malicious'],
      },
      {
        label: 'parameterised queries',
        terms: ['parameterized', 'parameterised', 'prepared statement', 'placeholder', 'bind', 'parameter'],
      },
      { label: 'safe query tools', terms: ['orm', 'query builder', 'escape', 'stored procedure'] },
      {
        label: 'least privilege',
        terms: ['least privilege', 'permission', 'database user', 'limit access', 'read only'],
      },
      {
        label: 'input validation',
        terms: ['validate', 'validation', 'allow list', 'allowlist', 'whitelist', 'sanitize'],
      },
    ],
  },
  {
    id: 'gen-security-002',
    type: 'technical',
    skill: 'security',
    technologies: [],
    levels: ['junior'],
    text: 'What is the difference between authentication and authorisation, and can you give an example of each?',
    keyConcepts: [
      {
        label: 'authentication proves identity',
        terms: ['who you are', 'identity', 'login', 'log in', 'password', 'credentials'],
      },
      {
        label: 'authorisation grants permission',
        terms: ['permission', 'allowed', 'what you can do', 'access', 'access control'],
      },
      { label: 'concrete example', terms: ['admin', 'role', 'token', 'session', 'two factor', 'resource'] },
    ],
  },
  {
    id: 'gen-security-003',
    type: 'technical',
    skill: 'security',
    technologies: [],
    levels: ['junior', 'mid'],
    text: 'As a {role}, how would you handle secrets such as database passwords and API keys in an application?',
    keyConcepts: [
      {
        label: 'never in source control',
        terms: ['source control', 'repository', 'commit', 'git', 'hard code', 'hardcode'],
      },
      {
        label: 'secret storage',
        terms: ['secret manager', 'secrets manager', 'vault', 'environment variable', 'key management'],
      },
      { label: 'rotation', terms: ['rotate', 'rotation', 'expire', 'revoke'] },
      { label: 'limited access', terms: ['least privilege', 'access control', 'permission', 'scope', 'audit'] },
      { label: 'keep out of logs', terms: ['log', 'mask', 'redact', 'print', 'error message'] },
    ],
  },
  {
    id: 'gen-security-004',
    type: 'technical',
    skill: 'security',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'How should an application store user passwords, and why is a plain fast hash not good enough?',
    keyConcepts: [
      { label: 'never plain text', terms: ['plain text', 'plaintext', 'never store', 'not reversible', 'one way'] },
      { label: 'unique salt', terms: ['salt', 'salted', 'unique per user', 'random'] },
      {
        label: 'slow password hashing',
        terms: ['bcrypt', 'scrypt', 'argon', 'argon2', 'work factor', 'cost factor', 'key stretching', 'slow'],
      },
      {
        label: 'offline guessing attacks',
        terms: ['rainbow table', 'brute force', 'dictionary attack', 'gpu', 'crack', 'guess'],
      },
    ],
  },
  {
    id: 'gen-security-005',
    type: 'technical',
    skill: 'security',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'What is cross site scripting, and what defences would you put in place against it?',
    keyConcepts: [
      {
        label: 'injected script runs in the browser',
        terms: ['inject', 'malicious script', 'javascript', 'malicious', 'execute', 'user content'],
      },
      {
        label: 'output encoding',
        terms: ['escape', 'encode', 'output encoding', 'html encode', 'sanitize', 'sanitise'],
      },
      {
        label: 'content security policy',
        terms: ['content security policy', 'csp', 'security header', 'inline script'],
      },
      { label: 'protecting sessions', terms: ['http only', 'httponly', 'cookie', 'session', 'steal', 'token'] },
    ],
  },
  {
    id: 'gen-security-006',
    type: 'technical',
    skill: 'security',
    technologies: [],
    levels: ['senior'],
    text: 'As a {role}, how would you build security into everyday development rather than leaving it to a review at the end?',
    keyConcepts: [
      {
        label: 'threat modelling',
        terms: ['threat model', 'threat modeling', 'threat modelling', 'attack surface', 'risk'],
      },
      {
        label: 'automated scanning',
        terms: ['scan', 'scanner', 'static analysis', 'dependency scan', 'vulnerability', 'audit'],
      },
      {
        label: 'security in code review',
        terms: ['code review', 'security review', 'checklist', 'second pair of eyes', 'reviewer'],
      },
      { label: 'keeping dependencies patched', terms: ['dependency', 'patch', 'upgrade', 'supply chain', 'update'] },
      { label: 'training and culture', terms: ['training', 'culture', 'awareness', 'champion', 'education'] },
    ],
  },
  {
    id: 'gen-security-007',
    type: 'technical',
    skill: 'security',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'What is the principle of least privilege, and how have you applied it in a system you worked on?',
    keyConcepts: [
      {
        label: 'minimum necessary access',
        terms: ['minimum', 'only what', 'necessary', 'only the permission', 'need to know', 'nothing more'],
      },
      { label: 'limiting blast radius', terms: ['blast radius', 'damage', 'compromise', 'breach', 'limit the impact'] },
      {
        label: 'scoped roles and accounts',
        terms: ['role', 'service account', 'scope', 'token', 'access control', 'policy'],
      },
      { label: 'reviewing and revoking', terms: ['review', 'revoke', 'audit', 'expire', 'remove access'] },
    ],
  },
  {
    id: 'gen-security-008',
    type: 'technical',
    skill: 'security',
    technologies: [],
    levels: ['junior', 'mid'],
    text: 'What does HTTPS protect against, and what kinds of attack does it not protect against?',
    keyConcepts: [
      { label: 'encryption in transit', terms: ['encrypt', 'encryption', 'in transit', 'eavesdrop', 'tls', 'ssl'] },
      {
        label: 'server identity',
        terms: ['certificate', 'identity', 'certificate authority', 'impersonate', 'man in the middle'],
      },
      { label: 'integrity', terms: ['tamper', 'integrity', 'modify', 'alter'] },
      {
        label: 'what it does not cover',
        terms: ['compromised server', 'injection', 'application bug', 'at rest', 'phishing', 'malware'],
      },
    ],
  },

  // ---------------------------------------------------------------- operations
  {
    id: 'gen-operations-001',
    type: 'technical',
    skill: 'operations',
    technologies: [],
    levels: ['junior', 'mid'],
    text: 'What is the difference between logs, metrics and traces, and when is each one most useful?',
    keyConcepts: [
      {
        label: 'logs record events',
        terms: ['event', 'log line', 'log entry', 'detailed record', 'timestamped', 'individual event'],
      },
      {
        label: 'metrics are numbers over time',
        terms: ['counter', 'gauge', 'aggregate', 'over time', 'dashboard', 'time series'],
      },
      {
        label: 'traces follow a request',
        terms: ['span', 'request path', 'across services', 'distributed', 'single request', 'follow a request'],
      },
      { label: 'alerting', terms: ['alert', 'threshold', 'paging', 'notify', 'on call'] },
    ],
  },
  {
    id: 'gen-operations-002',
    type: 'technical',
    skill: 'operations',
    technologies: [],
    levels: ['mid'],
    text: 'What makes a log line useful during an incident, and what should you avoid putting in logs?',
    keyConcepts: [
      { label: 'structured logging', terms: ['structured', 'json', 'key value', 'field', 'searchable', 'parse'] },
      { label: 'context and identifiers', terms: ['request id', 'correlation id', 'user id', 'context', 'timestamp'] },
      { label: 'log levels', terms: ['log level', 'error level', 'warning', 'info level', 'debug level', 'severity'] },
      {
        label: 'no sensitive data',
        terms: ['password', 'personal data', 'token', 'secret', 'sensitive', 'credit card'],
      },
      { label: 'volume and cost', terms: ['noise', 'volume', 'too many', 'cost', 'sample', 'sampling'] },
    ],
  },
  {
    id: 'gen-operations-003',
    type: 'technical',
    skill: 'operations',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'As a {role}, how would you roll out a risky change to production so that you can back out quickly if it goes wrong?',
    keyConcepts: [
      { label: 'feature flags', terms: ['feature flag', 'feature toggle', 'flag', 'toggle', 'kill switch'] },
      { label: 'gradual rollout', terms: ['canary', 'gradual', 'percentage', 'small subset', 'staged', 'progressive'] },
      { label: 'blue green deployment', terms: ['blue green', 'two environments', 'switch traffic', 'swap'] },
      { label: 'rollback', terms: ['rollback', 'roll back', 'revert', 'previous version'] },
      { label: 'watching the metrics', terms: ['monitor', 'metric', 'error rate', 'alert', 'dashboard'] },
    ],
  },
  {
    id: 'gen-operations-004',
    type: 'technical',
    skill: 'operations',
    technologies: [],
    levels: ['senior'],
    text: 'As a {role} sharing the on-call rotation, how would you decide which alerts should wake someone up at night, and how do you keep alert fatigue under control?',
    keyConcepts: [
      {
        label: 'alert on user impact',
        terms: ['user impact', 'symptom', 'customer', 'error rate', 'availability', 'affecting users'],
      },
      { label: 'actionable alerts', terms: ['actionable', 'runbook', 'something to do', 'can act on'] },
      { label: 'severity levels', terms: ['severity', 'urgent', 'ticket', 'business hours', 'priority', 'paging'] },
      { label: 'reducing noise', terms: ['noise', 'noisy', 'false positive', 'tune', 'threshold', 'delete alerts'] },
      { label: 'service level objectives', terms: ['service level objective', 'slo', 'error budget', 'burn rate'] },
    ],
  },
  {
    id: 'gen-operations-005',
    type: 'technical',
    skill: 'operations',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'What happens in a good post incident review, and how do you make sure it leads to real improvements?',
    keyConcepts: [
      { label: 'blameless', terms: ['blameless', 'blame', 'no fault', 'psychological safety', 'not about people'] },
      {
        label: 'timeline',
        terms: ['timeline', 'sequence of events', 'detection', 'time to detect', 'time to recover'],
      },
      {
        label: 'causes and contributing factors',
        terms: ['root cause', 'contributing factor', 'five whys', 'underlying cause'],
      },
      { label: 'owned action items', terms: ['action item', 'follow up', 'owner', 'ticket', 'deadline'] },
      {
        label: 'sharing the learning',
        terms: ['write up', 'lesson learned', 'lesson', 'learning', 'knowledge base', 'publish'],
      },
    ],
  },
  {
    id: 'gen-operations-006',
    type: 'technical',
    skill: 'operations',
    technologies: [],
    levels: ['junior', 'mid'],
    text: 'What do continuous integration and continuous delivery mean, and what does a typical pipeline do for a change?',
    keyConcepts: [
      {
        label: 'merging small changes often',
        terms: ['merge', 'frequent', 'small change', 'main branch', 'trunk', 'integrate'],
      },
      { label: 'automated build and tests', terms: ['build', 'automated test', 'test suite', 'lint', 'compile'] },
      { label: 'automated deployment', terms: ['deploy', 'release', 'automatic', 'production', 'staging'] },
      { label: 'fast feedback', terms: ['feedback', 'catch early', 'broken build', 'fail fast', 'red build'] },
    ],
  },
  {
    id: 'gen-operations-007',
    type: 'technical',
    skill: 'operations',
    technologies: [],
    levels: ['senior'],
    text: 'How do you design a service so that one failing dependency does not take the whole thing down with it?',
    keyConcepts: [
      { label: 'timeouts', terms: ['timeout', 'time out', 'deadline'] },
      { label: 'retries with backoff', terms: ['retry', 'backoff', 'back off', 'exponential', 'jitter'] },
      { label: 'circuit breaker', terms: ['circuit breaker', 'trip', 'fail fast', 'open circuit'] },
      {
        label: 'graceful degradation',
        terms: ['graceful degradation', 'degrade', 'fallback', 'fall back', 'default value', 'cached'],
      },
      { label: 'isolating resources', terms: ['bulkhead', 'isolate', 'separate pool', 'connection pool', 'queue'] },
    ],
  },
  {
    id: 'gen-operations-008',
    type: 'technical',
    skill: 'operations',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'What do availability targets, service level objectives and error budgets mean to you, and how do they guide engineering work?',
    keyConcepts: [
      { label: 'uptime as a percentage', terms: ['uptime', 'nines', 'percent', 'downtime', 'ninety nine point nine'] },
      {
        label: 'measurable indicators',
        terms: ['service level indicator', 'sli', 'measurable', 'success rate', 'latency target', 'user facing'],
      },
      { label: 'budget for failure', terms: ['allowed failure', 'spend', 'burn', 'remaining', 'run out', 'exhausted'] },
      {
        label: 'balancing features and reliability',
        terms: ['feature work', 'slow down', 'freeze', 'reliability work', 'velocity', 'prioritize'],
      },
    ],
  },
  {
    id: 'gen-operations-009',
    type: 'technical',
    skill: 'operations',
    technologies: [],
    levels: ['junior', 'mid'],
    text: 'What is a container, and how is it different from a virtual machine?',
    keyConcepts: [
      {
        label: 'packaged with dependencies',
        terms: ['package', 'dependency', 'image', 'same everywhere', 'works on my machine', 'environment'],
      },
      { label: 'shared host kernel', terms: ['kernel', 'host', 'operating system', 'shared kernel'] },
      {
        label: 'lightweight and fast to start',
        terms: ['lightweight', 'start quickly', 'fast startup', 'in seconds', 'overhead'],
      },
      {
        label: 'virtual machines run a full OS',
        terms: ['hypervisor', 'full operating system', 'guest', 'heavier', 'hardware', 'own kernel'],
      },
      { label: 'isolation', terms: ['isolate', 'isolation', 'sandbox', 'boundary', 'namespace'] },
    ],
  },

  // ---------------------------------------------------------------- tooling
  {
    id: 'gen-tooling-001',
    type: 'technical',
    skill: 'tooling',
    technologies: [],
    levels: ['junior', 'mid'],
    text: 'Describe a version control workflow you would expect to follow as a {role}, from starting a change to getting it merged.',
    keyConcepts: [
      { label: 'branching', terms: ['branch', 'feature branch', 'trunk', 'main branch'] },
      {
        label: 'small commits with clear messages',
        terms: ['commit', 'commit message', 'small commit', 'atomic', 'descriptive'],
      },
      { label: 'pull request and review', terms: ['pull request', 'merge request', 'review', 'approve', 'reviewer'] },
      { label: 'staying up to date', terms: ['rebase', 'conflict', 'resolve', 'up to date', 'pull the latest'] },
      {
        label: 'automated checks',
        terms: ['continuous integration', 'pipeline', 'status check', 'automated test', 'build'],
      },
    ],
  },
  {
    id: 'gen-tooling-002',
    type: 'technical',
    skill: 'tooling',
    technologies: [],
    levels: ['mid', 'senior'],
    text: "As a {role}, what do you look for when you review a teammate's code, and how do you give feedback that lands well?",
    keyConcepts: [
      { label: 'correctness', terms: ['correct', 'correctness', 'bug', 'edge case', 'logic', 'error handling'] },
      {
        label: 'readability and maintainability',
        terms: ['readable', 'readability', 'naming', 'maintainable', 'simplicity', 'understandable'],
      },
      { label: 'tests', terms: ['test', 'coverage', 'missing test', 'test case'] },
      { label: 'fit with the design', terms: ['design', 'architecture', 'consistent', 'pattern', 'convention'] },
      {
        label: 'constructive tone',
        terms: ['respectful', 'ask a question', 'suggestion', 'explain why', 'praise', 'tone'],
      },
    ],
  },
  {
    id: 'gen-tooling-003',
    type: 'technical',
    skill: 'tooling',
    technologies: [],
    levels: ['junior', 'mid'],
    text: 'In version control, what is the difference between merging a branch and rebasing it, and when would you use each?',
    keyConcepts: [
      {
        label: 'merge keeps history',
        terms: ['merge commit', 'preserve history', 'keep the history', 'true history', 'non destructive'],
      },
      {
        label: 'rebase rewrites onto the tip',
        terms: ['linear', 'replay', 'rewrite', 'clean history', 'on top', 'new base'],
      },
      {
        label: 'danger on shared branches',
        terms: ['shared branch', 'public branch', 'force push', 'rewrite history', 'other people', 'collaborator'],
      },
      { label: 'conflicts', terms: ['conflict', 'resolve', 'merge conflict'] },
      { label: 'squashing', terms: ['squash', 'single commit', 'squash and merge'] },
    ],
  },
  {
    id: 'gen-tooling-004',
    type: 'technical',
    skill: 'tooling',
    technologies: [],
    levels: ['junior', 'mid'],
    text: 'How do you manage third party dependencies in a project, and how do you keep them up to date safely?',
    keyConcepts: [
      { label: 'pinned versions', terms: ['lock file', 'lockfile', 'pin', 'exact version', 'reproducible'] },
      {
        label: 'semantic versioning',
        terms: ['semantic versioning', 'semver', 'major version', 'minor version', 'patch version', 'breaking'],
      },
      {
        label: 'regular automated updates',
        terms: ['automated', 'bot', 'dependabot', 'renovate', 'regular', 'pull request'],
      },
      { label: 'vulnerability checks', terms: ['vulnerability', 'security advisory', 'audit', 'scan', 'cve'] },
      { label: 'testing upgrades', terms: ['test', 'changelog', 'release notes', 'continuous integration'] },
    ],
  },
  {
    id: 'gen-tooling-005',
    type: 'technical',
    skill: 'tooling',
    technologies: [],
    levels: ['mid'],
    text: 'What kinds of automated checks do you like to run before code gets merged, and why those ones?',
    keyConcepts: [
      { label: 'linting and formatting', terms: ['lint', 'linter', 'format', 'formatter', 'style'] },
      {
        label: 'type checking and static analysis',
        terms: ['type check', 'static analysis', 'compiler', 'type checker'],
      },
      { label: 'tests', terms: ['unit test', 'test suite', 'integration test', 'coverage'] },
      { label: 'security scanning', terms: ['security', 'vulnerability', 'secret scan', 'dependency scan', 'audit'] },
      {
        label: 'fast feedback',
        terms: ['pre commit', 'hook', 'quick feedback', 'feedback', 'pipeline', 'continuous integration'],
      },
    ],
  },
  {
    id: 'gen-tooling-006',
    type: 'technical',
    skill: 'tooling',
    technologies: [],
    levels: ['mid', 'senior'],
    text: 'As a {role}, how do you estimate how long a piece of engineering work will take, and what do you do when the estimate turns out to be wrong?',
    keyConcepts: [
      {
        label: 'breaking the work down',
        terms: ['break down', 'break it down', 'smaller task', 'decompose', 'subtask', 'milestone'],
      },
      {
        label: 'uncertainty and ranges',
        terms: ['range', 'uncertainty', 'unknowns', 'confidence level', 'worst case', 'buffer'],
      },
      {
        label: 'learning from past work',
        terms: ['past project', 'historical', 'similar work', 'velocity', 'track record', 'story point'],
      },
      {
        label: 'reducing unknowns early',
        terms: ['spike', 'prototype', 'investigate', 'research', 'proof of concept'],
      },
      {
        label: 'communicating early',
        terms: ['communicate', 'raise it early', 'stakeholder', 'cut scope', 'reprioritize', 'expectation'],
      },
    ],
  },
  {
    id: 'gen-tooling-007',
    type: 'technical',
    skill: 'tooling',
    technologies: [],
    levels: ['junior'],
    text: 'Why is it worth writing good commit messages, and what does a good one contain?',
    keyConcepts: [
      { label: 'explains the reason', terms: ['reason', 'intent', 'motivation', 'why the change', 'context'] },
      {
        label: 'short summary line',
        terms: ['summary line', 'subject line', 'title', 'first line', 'imperative', 'fifty characters'],
      },
      {
        label: 'helps future readers',
        terms: ['history', 'git history', 'blame', 'future developer', 'six months', 'archaeology'],
      },
      { label: 'focused commits', terms: ['small commit', 'focused', 'one change', 'atomic', 'single purpose'] },
      {
        label: 'links to tickets',
        terms: ['ticket', 'issue number', 'link to the issue', 'reference', 'issue tracker'],
      },
    ],
  },
];
