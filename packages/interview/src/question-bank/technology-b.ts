import type { TechnicalQuestion } from './types.ts';

export const TECHNOLOGY_QUESTIONS_B: readonly TechnicalQuestion[] = [
  // SQL
  {
    id: 'sql-001',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['sql'],
    levels: ['junior'],
    text: 'Explain the difference between an inner join and a left join, and describe a situation where picking the wrong one would give you misleading results.',
    keyConcepts: [
      {
        label: 'inner join keeps only matching rows',
        terms: ['inner join', 'matching rows', 'only matches', 'both tables', 'intersection'],
      },
      {
        label: 'left join keeps every row from the left table',
        terms: ['left join', 'left outer join', 'every row from the left', 'all rows from the left', 'keep all rows'],
      },
      {
        label: 'nulls where there is no match',
        terms: ['null', 'no match', 'missing match', 'empty column', 'is null'],
      },
      {
        label: 'rows silently dropped or duplicated',
        terms: ['drop rows', 'lose rows', 'missing rows', 'duplicate', 'undercount', 'filtered out'],
      },
    ],
  },
  {
    id: 'sql-002',
    type: 'technical',
    skill: 'data',
    technologies: ['sql'],
    levels: ['junior'],
    text: 'What is the difference between the WHERE clause and the HAVING clause in a SQL query, and how does grouping with aggregate functions fit in?',
    keyConcepts: [
      {
        label: 'WHERE filters individual rows before grouping',
        terms: ['where clause', 'before grouping', 'individual rows', 'filter rows', 'before aggregation'],
      },
      { label: 'GROUP BY', terms: ['group by', 'grouping', 'group rows', 'bucket'] },
      { label: 'aggregate functions', terms: ['aggregate', 'count', 'sum', 'average', 'max', 'min'] },
      {
        label: 'HAVING filters groups after aggregation',
        terms: ['having', 'after grouping', 'after aggregation', 'filter groups', 'filter on the aggregate'],
      },
    ],
  },
  {
    id: 'sql-003',
    type: 'technical',
    skill: 'data',
    technologies: ['sql'],
    levels: ['junior', 'mid'],
    text: 'What is database normalization, and when might you deliberately denormalize part of a schema?',
    keyConcepts: [
      {
        label: 'removing redundancy and update anomalies',
        terms: ['redundancy', 'duplicate data', 'duplication', 'anomaly', 'update anomaly', 'single place'],
      },
      {
        label: 'normal forms',
        terms: ['normal form', 'first normal form', 'second normal form', 'third normal form', '3nf', 'atomic values'],
      },
      {
        label: 'related tables linked by foreign keys',
        terms: ['foreign key', 'separate table', 'relationship', 'reference', 'lookup table'],
      },
      {
        label: 'denormalizing for read performance',
        terms: ['denormalize', 'read performance', 'fewer joins', 'avoid joins', 'reporting', 'precompute'],
      },
      {
        label: 'cost of keeping copies consistent',
        terms: ['consistency', 'keep in sync', 'trade off', 'write cost', 'out of sync'],
      },
    ],
  },
  {
    id: 'sql-004',
    type: 'technical',
    skill: 'performance',
    technologies: ['sql'],
    levels: ['mid'],
    text: 'A query that used to take milliseconds now takes several seconds because the table has grown. Walk me through how you would diagnose and fix it.',
    keyConcepts: [
      {
        label: 'reading the execution plan',
        terms: ['explain', 'query plan', 'execution plan', 'explain analyze', 'plan'],
      },
      {
        label: 'spotting full table scans',
        terms: ['full table scan', 'sequential scan', 'table scan', 'scan every row', 'full scan'],
      },
      {
        label: 'adding the right index',
        terms: ['index', 'composite index', 'covering index', 'add an index', 'index on'],
      },
      {
        label: 'up-to-date statistics',
        terms: ['statistics', 'analyze', 'cardinality', 'row estimate', 'stale stats'],
      },
      {
        label: 'rewriting the query',
        terms: ['rewrite', 'only the columns', 'select star', 'pagination', 'limit', 'subquery'],
      },
    ],
  },
  {
    id: 'sql-005',
    type: 'technical',
    skill: 'data',
    technologies: ['sql'],
    levels: ['mid'],
    text: 'What does it mean for database transactions to be ACID, and how do isolation levels change what concurrent transactions can see?',
    keyConcepts: [
      { label: 'atomicity: all or nothing', terms: ['atomic', 'atomicity', 'all or nothing', 'rollback', 'commit'] },
      {
        label: 'durability after commit',
        terms: ['durability', 'durable', 'persisted', 'survive a crash', 'write ahead log'],
      },
      {
        label: 'isolation levels',
        terms: ['read committed', 'repeatable read', 'serializable', 'read uncommitted', 'isolation level'],
      },
      {
        label: 'concurrency anomalies',
        terms: ['dirty read', 'non repeatable read', 'phantom read', 'lost update', 'phantom', 'write skew'],
      },
      {
        label: 'locking versus throughput',
        terms: ['lock', 'locking', 'contention', 'throughput', 'mvcc', 'multi version'],
      },
    ],
  },
  {
    id: 'sql-006',
    type: 'technical',
    skill: 'security',
    technologies: ['sql'],
    levels: ['mid', 'senior'],
    text: 'How do SQL injection attacks work, and what would you put in place as a {role} to make sure they cannot happen anywhere in your codebase?',
    keyConcepts: [
      {
        label: 'untrusted input concatenated into the query',
        terms: [
          'concatenate',
          'string concatenation',
          'user input',
          'untrusted input',
          'build the query string',
          'interpolate',
        ],
      },
      {
        label: 'parameterized queries',
        terms: ['parameterized', 'prepared statement', 'bind parameter', 'placeholder', 'bind variable'],
      },
      { label: 'safe ORM or query builder', terms: ['orm', 'query builder', 'escape', 'escaping'] },
      {
        label: 'least-privilege database accounts',
        terms: ['least privilege', 'permission', 'read only user', 'restrict', 'grant'],
      },
      {
        label: 'review and automated checks',
        terms: ['code review', 'static analysis', 'linter', 'scanner', 'security testing', 'penetration test'],
      },
    ],
  },
  {
    id: 'sql-007',
    type: 'technical',
    skill: 'architecture',
    technologies: ['sql'],
    levels: ['senior'],
    text: 'Your main relational database is approaching the limits of a single machine. What options would you consider for scaling it, and what trade-offs come with each?',
    keyConcepts: [
      {
        label: 'vertical scaling',
        terms: ['vertical scaling', 'scale up', 'bigger machine', 'more memory', 'bigger instance'],
      },
      {
        label: 'read replicas and replication lag',
        terms: ['read replica', 'replica', 'replication', 'replication lag', 'stale read'],
      },
      { label: 'caching hot reads', terms: ['cache', 'redis', 'memcached', 'cache layer'] },
      {
        label: 'partitioning and sharding',
        terms: ['shard', 'sharding', 'partition', 'partition key', 'horizontal partitioning'],
      },
      { label: 'archiving cold data', terms: ['archive', 'cold data', 'move old data', 'retention', 'purge'] },
      {
        label: 'added complexity of distribution',
        terms: ['cross shard', 'distributed transaction', 'complexity', 'rebalance', 'consistency'],
      },
    ],
  },

  // PostgreSQL
  {
    id: 'postgresql-001',
    type: 'technical',
    skill: 'data',
    technologies: ['postgresql'],
    levels: ['junior', 'mid'],
    text: 'What is the difference between the JSON and JSONB types in PostgreSQL, and when would you store data as JSONB rather than in ordinary columns?',
    keyConcepts: [
      {
        label: 'JSONB is stored parsed in a binary form',
        terms: ['binary', 'parsed', 'decomposed', 'jsonb', 'faster to query'],
      },
      {
        label: 'JSON keeps the original text',
        terms: ['text', 'exact copy', 'preserve', 'whitespace', 'key order', 'duplicate keys'],
      },
      {
        label: 'GIN indexes on JSONB',
        terms: ['gin', 'gin index', 'containment', 'index the json', 'expression index'],
      },
      {
        label: 'flexible, semi-structured attributes',
        terms: ['flexible', 'schemaless', 'varying attributes', 'semi structured', 'metadata', 'optional fields'],
      },
      {
        label: 'real columns for constraints and frequent queries',
        terms: ['constraint', 'foreign key', 'type check', 'query often', 'relational column', 'not null'],
      },
    ],
  },
  {
    id: 'postgresql-002',
    type: 'technical',
    skill: 'tooling',
    technologies: ['postgresql'],
    levels: ['junior'],
    text: 'You have just been given access to a PostgreSQL database you have never seen before. How would you explore it to understand the schema and the data?',
    keyConcepts: [
      { label: 'a client such as psql', terms: ['psql', 'command line', 'pgadmin', 'dbeaver', 'datagrip', 'client'] },
      {
        label: 'listing and describing tables',
        terms: ['describe', 'list tables', 'backslash d', 'information schema', 'catalog', 'pg catalog'],
      },
      {
        label: 'keys and relationships',
        terms: ['foreign key', 'primary key', 'relationship', 'constraint', 'entity relationship diagram'],
      },
      { label: 'sampling the data safely', terms: ['limit', 'sample', 'row count', 'count', 'first few rows'] },
      { label: 'avoiding accidental changes', terms: ['read only', 'replica', 'no writes', 'careful', 'permission'] },
    ],
  },
  {
    id: 'postgresql-003',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['postgresql'],
    levels: ['mid', 'senior'],
    text: 'How does multi-version concurrency control work in PostgreSQL, and why does it make vacuuming necessary?',
    keyConcepts: [
      {
        label: 'updates create new row versions',
        terms: ['row version', 'tuple', 'new version', 'new copy', 'snapshot', 'xmin'],
      },
      {
        label: 'readers and writers do not block each other',
        terms: ['readers do not block', 'not block', 'no read lock', 'concurrent', 'consistent snapshot'],
      },
      { label: 'dead tuples and bloat', terms: ['dead tuple', 'dead row', 'bloat', 'old version', 'table bloat'] },
      { label: 'vacuum and autovacuum', terms: ['vacuum', 'autovacuum', 'reclaim', 'free space', 'vacuum full'] },
      { label: 'transaction ID wraparound', terms: ['wraparound', 'transaction id', 'freeze', 'xid'] },
    ],
  },
  {
    id: 'postgresql-004',
    type: 'technical',
    skill: 'performance',
    technologies: ['postgresql'],
    levels: ['mid'],
    text: 'Walk me through reading the output of EXPLAIN ANALYZE in PostgreSQL for a slow query. What are the first things you look for?',
    keyConcepts: [
      {
        label: 'estimated versus actual rows',
        terms: ['estimated rows', 'actual rows', 'estimate', 'misestimate', 'row count'],
      },
      { label: 'scan types', terms: ['sequential scan', 'seq scan', 'index scan', 'bitmap', 'index only scan'] },
      { label: 'join strategies', terms: ['nested loop', 'hash join', 'merge join', 'join type'] },
      { label: 'where the time goes', terms: ['actual time', 'cost', 'node', 'loops', 'slowest node'] },
      { label: 'stale statistics', terms: ['analyze', 'statistics', 'stale', 'outdated'] },
      { label: 'memory and disk spills', terms: ['buffers', 'spill to disk', 'work mem', 'external sort', 'disk'] },
    ],
  },
  {
    id: 'postgresql-005',
    type: 'technical',
    skill: 'debugging',
    technologies: ['postgresql'],
    levels: ['mid'],
    text: 'Your application starts failing with too many connections errors from PostgreSQL during traffic spikes. What is going on, and how would you fix it?',
    keyConcepts: [
      {
        label: 'each connection is a separate backend process',
        terms: ['process per connection', 'backend process', 'each connection', 'memory per connection', 'fork'],
      },
      { label: 'the max connections limit', terms: ['max connections', 'connection limit', 'limit'] },
      {
        label: 'connection pooling',
        terms: ['connection pool', 'pooling', 'pgbouncer', 'pool size', 'pooler', 'transaction pooling'],
      },
      {
        label: 'leaked or idle connections',
        terms: ['leak', 'idle connection', 'idle in transaction', 'not closed', 'release'],
      },
      { label: 'monitoring connections', terms: ['pg stat activity', 'monitor', 'metrics', 'dashboard', 'alert'] },
    ],
  },
  {
    id: 'postgresql-006',
    type: 'technical',
    skill: 'operations',
    technologies: ['postgresql'],
    levels: ['senior'],
    text: 'As a {role}, how would you add a new required column with an index to a large, busy PostgreSQL table without causing downtime?',
    keyConcepts: [
      {
        label: 'avoiding long exclusive locks',
        terms: ['lock', 'access exclusive', 'blocking', 'lock timeout', 'table rewrite'],
      },
      {
        label: 'building the index concurrently',
        terms: ['concurrently', 'create index concurrently', 'online index', 'non blocking'],
      },
      {
        label: 'add nullable, then backfill in batches',
        terms: ['nullable', 'backfill', 'batch', 'default', 'fast default'],
      },
      {
        label: 'add the not-null rule afterwards',
        terms: ['not valid', 'validate', 'check constraint', 'not null constraint', 'validate constraint'],
      },
      {
        label: 'backwards-compatible deploy steps',
        terms: ['expand and contract', 'two step', 'backwards compatible', 'old code', 'multiple deploys'],
      },
    ],
  },
  {
    id: 'postgresql-007',
    type: 'technical',
    skill: 'architecture',
    technologies: ['postgresql'],
    levels: ['senior'],
    text: 'How would you design high availability and backups for a production PostgreSQL database, and how would you know the backups actually work?',
    keyConcepts: [
      {
        label: 'streaming replication to standbys',
        terms: ['streaming replication', 'standby', 'hot standby', 'replica', 'synchronous replication'],
      },
      {
        label: 'automated failover',
        terms: ['failover', 'promote', 'patroni', 'automatic failover', 'managed service', 'rds'],
      },
      {
        label: 'point-in-time recovery from WAL archives',
        terms: ['point in time recovery', 'wal', 'write ahead log', 'wal archiving', 'base backup', 'pgbackrest'],
      },
      {
        label: 'regularly testing restores',
        terms: ['restore', 'test the restore', 'restore drill', 'verify', 'rehearse'],
      },
      {
        label: 'recovery point and time objectives',
        terms: ['recovery point objective', 'recovery time objective', 'rpo', 'rto', 'data loss'],
      },
    ],
  },

  // MySQL
  {
    id: 'mysql-001',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['mysql'],
    levels: ['junior'],
    text: 'What is a storage engine in MySQL, and why is InnoDB the usual choice over MyISAM?',
    keyConcepts: [
      { label: 'pluggable storage engines', terms: ['storage engine', 'pluggable', 'engine'] },
      { label: 'transactions', terms: ['transaction', 'acid', 'commit', 'rollback'] },
      {
        label: 'row-level versus table-level locking',
        terms: ['row level lock', 'row lock', 'table lock', 'table level lock', 'concurrency'],
      },
      { label: 'crash recovery', terms: ['crash recovery', 'crash safe', 'redo log', 'durability', 'corruption'] },
      { label: 'foreign keys', terms: ['foreign key', 'referential integrity', 'cascade', 'constraint'] },
    ],
  },
  {
    id: 'mysql-002',
    type: 'technical',
    skill: 'data',
    technologies: ['mysql'],
    levels: ['junior', 'mid'],
    text: 'How do primary keys work in InnoDB, and why does choosing between an auto-increment integer and a random UUID matter for performance?',
    keyConcepts: [
      {
        label: 'the primary key is the clustered index',
        terms: ['clustered index', 'clustered', 'ordered by primary key', 'stored in primary key order'],
      },
      {
        label: 'secondary indexes store the primary key',
        terms: ['secondary index', 'point to the primary key', 'key size', 'extra lookup'],
      },
      {
        label: 'sequential keys append at the end',
        terms: ['sequential', 'append', 'auto increment', 'monotonic', 'end of the index'],
      },
      {
        label: 'random keys cause page splits',
        terms: ['page split', 'fragmentation', 'random insert', 'random', 'buffer pool'],
      },
      {
        label: 'time-ordered identifiers',
        terms: ['uuid version seven', 'uuid v7', 'ordered uuid', 'time ordered', 'ulid', 'binary'],
      },
    ],
  },
  {
    id: 'mysql-003',
    type: 'technical',
    skill: 'performance',
    technologies: ['mysql'],
    levels: ['mid'],
    text: 'How would you find and fix the slowest queries in a MySQL database that backs a busy web application?',
    keyConcepts: [
      { label: 'slow query log', terms: ['slow query log', 'long query time', 'slow log'] },
      {
        label: 'query digest tooling',
        terms: ['performance schema', 'pt query digest', 'sys schema', 'digest', 'percona'],
      },
      {
        label: 'EXPLAIN and rows examined',
        terms: ['explain', 'query plan', 'rows examined', 'full scan', 'using filesort', 'using temporary'],
      },
      {
        label: 'composite indexes and the leftmost prefix',
        terms: ['composite index', 'leftmost prefix', 'covering index', 'index'],
      },
      {
        label: 'rewriting expensive patterns',
        terms: ['rewrite', 'pagination', 'offset', 'select star', 'n plus one'],
      },
    ],
  },
  {
    id: 'mysql-004',
    type: 'technical',
    skill: 'debugging',
    technologies: ['mysql'],
    levels: ['mid'],
    text: 'Your MySQL-backed application occasionally reports deadlock errors under load. What causes them, and how would you deal with them?',
    keyConcepts: [
      {
        label: 'locks taken in different orders',
        terms: ['lock order', 'different order', 'same order', 'consistent order', 'circular wait'],
      },
      {
        label: 'InnoDB picks a victim and rolls it back',
        terms: ['victim', 'roll back', 'rollback', 'deadlock detection', 'detect'],
      },
      { label: 'retrying the transaction', terms: ['retry', 'retry the transaction', 'backoff'] },
      {
        label: 'reading the deadlock report',
        terms: ['engine innodb status', 'latest detected deadlock', 'innodb status', 'print all deadlocks'],
      },
      {
        label: 'shorter transactions and better indexes',
        terms: ['short transaction', 'smaller transaction', 'index', 'gap lock', 'fewer rows locked'],
      },
    ],
  },
  {
    id: 'mysql-005',
    type: 'technical',
    skill: 'operations',
    technologies: ['mysql'],
    levels: ['mid', 'senior'],
    text: 'How does MySQL replication work, and what problems can replication lag cause for an application that reads from replicas?',
    keyConcepts: [
      { label: 'the binary log', terms: ['binary log', 'binlog', 'row based', 'statement based'] },
      {
        label: 'replicas apply the source changes',
        terms: ['replica', 'relay log', 'apply', 'source', 'primary', 'applier thread'],
      },
      {
        label: 'asynchronous and semi-synchronous modes',
        terms: ['asynchronous', 'semi synchronous', 'async', 'group replication'],
      },
      { label: 'stale reads', terms: ['stale read', 'read your writes', 'lag', 'out of date', 'old data'] },
      {
        label: 'routing reads that must be fresh',
        terms: ['read from the primary', 'route to primary', 'sticky', 'session consistency', 'gtid'],
      },
    ],
  },
  {
    id: 'mysql-006',
    type: 'technical',
    skill: 'operations',
    technologies: ['mysql'],
    levels: ['senior'],
    text: 'As a {role}, how would you plan a major MySQL version upgrade for a production database with minimal downtime?',
    keyConcepts: [
      {
        label: 'checking compatibility',
        terms: ['compatibility', 'deprecated', 'release notes', 'sql mode', 'upgrade checker', 'test environment'],
      },
      {
        label: 'upgrading a replica first',
        terms: ['upgrade a replica', 'replica first', 'new version replica', 'blue green'],
      },
      { label: 'switching over to the new version', terms: ['switchover', 'failover', 'promote', 'cut over'] },
      { label: 'a rollback plan', terms: ['rollback', 'roll back', 'fall back', 'back out'] },
      { label: 'backups before the change', terms: ['backup', 'snapshot', 'restore'] },
      {
        label: 'performance testing',
        terms: ['benchmark', 'performance test', 'query plan', 'replay traffic', 'regression'],
      },
    ],
  },
  {
    id: 'mysql-007',
    type: 'technical',
    skill: 'architecture',
    technologies: ['mysql'],
    levels: ['senior'],
    text: 'Your MySQL data has grown beyond what one server can handle. How would you approach sharding it, and what would you watch out for?',
    keyConcepts: [
      {
        label: 'choosing a shard key',
        terms: ['shard key', 'sharding key', 'tenant id', 'customer id', 'partition key'],
      },
      { label: 'a routing layer', terms: ['routing', 'vitess', 'proxy', 'lookup table', 'directory', 'proxysql'] },
      { label: 'cross-shard queries', terms: ['cross shard', 'join across', 'scatter gather', 'aggregation'] },
      { label: 'resharding and hotspots', terms: ['reshard', 'rebalance', 'split', 'move data', 'hotspot'] },
      {
        label: 'transactions that span shards',
        terms: ['distributed transaction', 'two phase commit', 'consistency', 'saga'],
      },
    ],
  },

  // MongoDB
  {
    id: 'mongodb-001',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['mongodb'],
    levels: ['junior'],
    text: 'How does storing data as documents in MongoDB differ from storing it in tables in a relational database?',
    keyConcepts: [
      { label: 'documents and collections', terms: ['document', 'collection', 'bson', 'json'] },
      {
        label: 'flexible schema',
        terms: ['flexible schema', 'schemaless', 'schema less', 'different fields', 'dynamic schema'],
      },
      { label: 'nested and embedded data', terms: ['embed', 'nested', 'subdocument', 'array'] },
      { label: 'fewer joins', terms: ['lookup', 'join', 'reference', 'denormalize'] },
      { label: 'scaling out', terms: ['sharding', 'scale out', 'horizontal scaling', 'replica set'] },
    ],
  },
  {
    id: 'mongodb-002',
    type: 'technical',
    skill: 'data',
    technologies: ['mongodb'],
    levels: ['junior', 'mid'],
    text: 'When modelling data in MongoDB, how do you decide whether to embed related data inside a document or reference it from another collection?',
    keyConcepts: [
      {
        label: 'data read together lives together',
        terms: ['read together', 'accessed together', 'single read', 'one query', 'access pattern'],
      },
      {
        label: 'relationship size and unbounded growth',
        terms: ['one to few', 'one to many', 'unbounded', 'grows without limit', 'many to many'],
      },
      {
        label: 'the document size limit',
        terms: ['sixteen megabyte', 'document size limit', 'size limit', '16mb', 'sixteen mb'],
      },
      {
        label: 'duplication and update cost',
        terms: ['duplicate', 'update in many places', 'consistency', 'denormalize', 'stale copy'],
      },
      { label: 'references and lookups', terms: ['reference', 'lookup', 'object id', 'populate', 'foreign'] },
    ],
  },
  {
    id: 'mongodb-003',
    type: 'technical',
    skill: 'performance',
    technologies: ['mongodb'],
    levels: ['mid'],
    text: 'How do indexes work in MongoDB, and how would you decide which indexes a particular collection needs?',
    keyConcepts: [
      { label: 'avoiding collection scans', terms: ['collection scan', 'collscan', 'b tree', 'index scan', 'ixscan'] },
      {
        label: 'compound index field order',
        terms: ['compound index', 'equality sort range', 'esr', 'field order', 'prefix'],
      },
      {
        label: 'checking with explain',
        terms: ['explain', 'execution stats', 'keys examined', 'docs examined', 'query planner'],
      },
      { label: 'the cost of indexes', terms: ['write cost', 'slower writes', 'working set', 'memory', 'storage'] },
      {
        label: 'special index types',
        terms: ['ttl index', 'text index', 'unique index', 'partial index', 'multikey', 'sparse index'],
      },
    ],
  },
  {
    id: 'mongodb-004',
    type: 'technical',
    skill: 'data',
    technologies: ['mongodb'],
    levels: ['mid'],
    text: 'How does the aggregation pipeline in MongoDB work, and how would you write one that performs well on a very large collection?',
    keyConcepts: [
      { label: 'a sequence of stages', terms: ['stage', 'pipeline', 'match', 'group', 'project', 'unwind'] },
      {
        label: 'filtering early',
        terms: ['match early', 'filter first', 'as early as possible', 'reduce the documents', 'fewer documents'],
      },
      { label: 'using indexes in the first stages', terms: ['index', 'sort on an index', 'first stage', 'covered'] },
      { label: 'memory limits', terms: ['memory limit', 'allow disk use', 'hundred megabytes', 'spill to disk'] },
      { label: 'expensive lookups', terms: ['lookup', 'join', 'expensive', 'unwind'] },
    ],
  },
  {
    id: 'mongodb-005',
    type: 'technical',
    skill: 'data',
    technologies: ['mongodb'],
    levels: ['mid', 'senior'],
    text: 'What guarantees do write concern and read concern give you in a MongoDB replica set, and how would you choose them for different operations?',
    keyConcepts: [
      { label: 'replica set roles', terms: ['replica set', 'primary', 'secondary', 'election'] },
      { label: 'write concern', terms: ['write concern', 'majority', 'acknowledge', 'w one', 'journal'] },
      { label: 'read concern', terms: ['read concern', 'local', 'majority read', 'linearizable', 'snapshot'] },
      { label: 'read preference and stale reads', terms: ['read preference', 'secondary read', 'stale', 'nearest'] },
      { label: 'rollback of unreplicated writes', terms: ['rollback', 'lost write', 'failover', 'durability'] },
      { label: 'latency trade-off', terms: ['latency', 'slower', 'trade off', 'performance cost'] },
    ],
  },
  {
    id: 'mongodb-006',
    type: 'technical',
    skill: 'architecture',
    technologies: ['mongodb'],
    levels: ['senior'],
    text: 'As a {role}, how would you choose a shard key for a large MongoDB collection, and what happens if you choose badly?',
    keyConcepts: [
      { label: 'high cardinality', terms: ['cardinality', 'high cardinality', 'many distinct values', 'distinct'] },
      {
        label: 'even distribution without hotspots',
        terms: ['hotspot', 'hot shard', 'even distribution', 'monotonically increasing', 'timestamp', 'jumbo chunk'],
      },
      {
        label: 'targeted versus scatter-gather queries',
        terms: ['targeted query', 'query isolation', 'scatter gather', 'broadcast', 'mongos'],
      },
      {
        label: 'hashed versus ranged sharding',
        terms: ['hashed', 'hash shard key', 'range', 'ranged sharding', 'zone'],
      },
      { label: 'fixing a bad key later', terms: ['reshard', 'refine shard key', 'balancer', 'chunk', 'migration'] },
    ],
  },
  {
    id: 'mongodb-007',
    type: 'technical',
    skill: 'data',
    technologies: ['mongodb'],
    levels: ['senior'],
    text: 'MongoDB supports multi-document transactions. When would you use them, and why might relying on them heavily point to a modelling problem?',
    keyConcepts: [
      {
        label: 'single-document writes are already atomic',
        terms: ['single document', 'atomic', 'atomicity', 'one document'],
      },
      {
        label: 'the cost of multi-document transactions',
        terms: ['performance', 'overhead', 'lock', 'time limit', 'sixty seconds', 'contention'],
      },
      {
        label: 'modelling to avoid them',
        terms: ['embed', 'schema design', 'model', 'denormalize', 'document boundary'],
      },
      {
        label: 'genuine cross-document cases',
        terms: ['money', 'transfer', 'inventory', 'across collections', 'ledger'],
      },
      { label: 'retrying transient errors', terms: ['retry', 'transient error', 'commit error', 'write conflict'] },
    ],
  },

  // Redis
  {
    id: 'redis-001',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['redis'],
    levels: ['junior'],
    text: 'Redis offers several data structures beyond plain strings. Describe a few of them and give a real use for each one.',
    keyConcepts: [
      { label: 'strings and counters', terms: ['string', 'counter', 'increment', 'incr'] },
      { label: 'hashes for objects', terms: ['hash', 'field', 'object', 'hset'] },
      { label: 'lists as queues', terms: ['list', 'queue', 'push', 'pop', 'lpush'] },
      { label: 'sets for unique members', terms: ['set', 'unique', 'membership', 'tag', 'intersection'] },
      { label: 'sorted sets for rankings', terms: ['sorted set', 'leaderboard', 'score', 'ranking', 'zset'] },
      { label: 'streams and pub sub', terms: ['stream', 'pub sub', 'publish', 'subscribe', 'hyperloglog'] },
    ],
  },
  {
    id: 'redis-002',
    type: 'technical',
    skill: 'performance',
    technologies: ['redis'],
    levels: ['junior', 'mid'],
    text: 'Why is Redis so fast even though it runs commands on a single thread, and what kind of command can slow things down for everyone sharing the instance?',
    keyConcepts: [
      { label: 'data held in memory', terms: ['in memory', 'ram', 'memory', 'no disk'] },
      {
        label: 'single-threaded event loop',
        terms: ['single thread', 'event loop', 'no locks', 'one command at a time', 'multiplexing', 'epoll'],
      },
      {
        label: 'slow commands block others',
        terms: ['block', 'keys command', 'big key', 'slow command', 'o of n', 'large collection'],
      },
      { label: 'incremental iteration instead', terms: ['scan', 'cursor', 'iterate', 'incremental', 'unlink'] },
      { label: 'finding slow commands', terms: ['slowlog', 'slow log', 'latency monitor', 'latency doctor'] },
    ],
  },
  {
    id: 'redis-003',
    type: 'technical',
    skill: 'data',
    technologies: ['redis'],
    levels: ['mid'],
    text: 'How would you implement rate limiting for an API using Redis, and how do you keep it correct when many requests arrive at the same moment?',
    keyConcepts: [
      { label: 'counters with expiry', terms: ['incr', 'increment', 'counter', 'expire', 'ttl'] },
      {
        label: 'a windowing algorithm',
        terms: ['fixed window', 'sliding window', 'token bucket', 'leaky bucket', 'window'],
      },
      { label: 'atomic updates', terms: ['atomic', 'lua script', 'multi', 'transaction', 'race condition'] },
      { label: 'a key per client', terms: ['per user', 'per client', 'api key', 'ip address', 'key per'] },
      { label: 'rejecting politely', terms: ['429', 'four twenty nine', 'too many requests', 'retry after', 'reject'] },
    ],
  },
  {
    id: 'redis-004',
    type: 'technical',
    skill: 'operations',
    technologies: ['redis'],
    levels: ['mid'],
    text: 'What options does Redis give you for persistence, and how would you configure it if losing data was not acceptable?',
    keyConcepts: [
      { label: 'RDB snapshots', terms: ['rdb', 'snapshot', 'point in time', 'fork', 'dump', 'bgsave'] },
      {
        label: 'the append-only file',
        terms: ['aof', 'append only file', 'append only', 'fsync', 'every second', 'rewrite'],
      },
      {
        label: 'durability versus performance',
        terms: ['data loss', 'lose', 'durability', 'performance', 'trade off'],
      },
      { label: 'replication and failover', terms: ['replica', 'replication', 'failover', 'sentinel'] },
      {
        label: 'not the source of truth',
        terms: ['source of truth', 'primary database', 'cache only', 'rebuild from'],
      },
    ],
  },
  {
    id: 'redis-005',
    type: 'technical',
    skill: 'debugging',
    technologies: ['redis'],
    levels: ['mid', 'senior'],
    text: 'Your Redis instance is running out of memory in production. How would you investigate, and what would you change?',
    keyConcepts: [
      {
        label: 'memory statistics',
        terms: ['info memory', 'memory usage', 'used memory', 'memory doctor', 'memory stats'],
      },
      { label: 'finding big keys', terms: ['big key', 'bigkeys', 'large key', 'memory analysis', 'rdb analysis'] },
      { label: 'keys without expiry', terms: ['ttl', 'expire', 'no expiry', 'expiry', 'never expire'] },
      {
        label: 'maxmemory and eviction policy',
        terms: ['maxmemory', 'eviction', 'allkeys lru', 'volatile lru', 'eviction policy', 'lfu'],
      },
      { label: 'fragmentation', terms: ['fragmentation', 'fragmentation ratio', 'defrag', 'jemalloc'] },
      {
        label: 'more compact structures',
        terms: ['compact encoding', 'listpack', 'ziplist', 'smaller structure', 'compress'],
      },
    ],
  },
  {
    id: 'redis-006',
    type: 'technical',
    skill: 'architecture',
    technologies: ['redis'],
    levels: ['senior'],
    text: 'As a {role}, how would you use Redis to build a distributed lock, and what are the weaknesses of that approach?',
    keyConcepts: [
      { label: 'set if not exists with an expiry', terms: ['set nx', 'not exists', 'setnx', 'expiry', 'ttl', 'px'] },
      {
        label: 'a unique token and safe release',
        terms: ['unique value', 'token', 'random value', 'compare and delete', 'lua script', 'owner'],
      },
      {
        label: 'the lock expiring while still held',
        terms: ['lease', 'expire while', 'pause', 'garbage collection', 'clock drift'],
      },
      { label: 'fencing tokens', terms: ['fencing token', 'fencing', 'monotonic', 'version number'] },
      {
        label: 'failover and Redlock concerns',
        terms: ['redlock', 'failover', 'replication', 'lost lock', 'majority'],
      },
      {
        label: 'consensus-based alternatives',
        terms: ['zookeeper', 'etcd', 'consensus', 'database lock', 'advisory lock'],
      },
    ],
  },
  {
    id: 'redis-007',
    type: 'technical',
    skill: 'architecture',
    technologies: ['redis'],
    levels: ['senior'],
    text: 'How do Redis Sentinel and Redis Cluster differ, and how would you decide which one a service needs?',
    keyConcepts: [
      {
        label: 'Sentinel provides monitoring and failover',
        terms: ['sentinel', 'failover', 'monitor', 'promote', 'high availability'],
      },
      {
        label: 'Cluster shards keys across hash slots',
        terms: ['hash slot', 'shard', 'sixteen thousand', '16384', 'partition'],
      },
      { label: 'multi-key operation limits', terms: ['multi key', 'cross slot', 'hash tag', 'same slot'] },
      { label: 'cluster-aware clients', terms: ['cluster aware', 'client', 'redirect', 'moved', 'ask redirect'] },
      { label: 'sizing the need', terms: ['dataset size', 'memory', 'throughput', 'scale out', 'write capacity'] },
    ],
  },

  // GraphQL
  {
    id: 'graphql-001',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['graphql'],
    levels: ['junior'],
    text: 'What problems does GraphQL solve compared with a typical REST API, and what new problems does it introduce?',
    keyConcepts: [
      {
        label: 'over-fetching and under-fetching',
        terms: [
          'over fetching',
          'under fetching',
          'overfetching',
          'exactly the fields',
          'only the data',
          'multiple round trips',
        ],
      },
      { label: 'a single endpoint', terms: ['single endpoint', 'one endpoint', 'one request'] },
      { label: 'a strongly typed schema', terms: ['schema', 'type system', 'strongly typed', 'introspection'] },
      { label: 'harder HTTP caching', terms: ['http caching', 'caching', 'cache', 'post request'] },
      { label: 'query cost and complexity', terms: ['complexity', 'expensive queries', 'query depth', 'n plus one'] },
    ],
  },
  {
    id: 'graphql-002',
    type: 'technical',
    skill: 'frameworks',
    technologies: ['graphql'],
    levels: ['junior'],
    text: 'Explain the difference between queries, mutations and subscriptions in GraphQL, and how resolvers fit into the picture.',
    keyConcepts: [
      { label: 'queries read data', terms: ['query', 'read', 'fetch'] },
      { label: 'mutations change data', terms: ['mutation', 'write', 'create', 'update', 'delete', 'side effect'] },
      { label: 'subscriptions push updates', terms: ['subscription', 'real time', 'websocket', 'push', 'live'] },
      { label: 'resolvers per field', terms: ['resolver', 'function per field', 'resolve', 'field'] },
      { label: 'the schema definition', terms: ['schema', 'type definition', 'sdl', 'schema definition'] },
    ],
  },
  {
    id: 'graphql-003',
    type: 'technical',
    skill: 'performance',
    technologies: ['graphql'],
    levels: ['mid'],
    text: 'What is the N plus one problem in GraphQL, and how would you solve it in a server you are building?',
    keyConcepts: [
      {
        label: 'nested resolvers query once per item',
        terms: ['nested', 'resolver', 'each item', 'per item', 'one query per', 'per parent'],
      },
      { label: 'batching with a data loader', terms: ['dataloader', 'data loader', 'batch', 'batching'] },
      { label: 'request-scoped caching', terms: ['per request', 'request scoped', 'deduplicate', 'memoize'] },
      { label: 'joins or look-ahead', terms: ['join', 'lookahead', 'look ahead', 'prefetch', 'eager load'] },
      { label: 'measuring query counts', terms: ['tracing', 'count queries', 'query log', 'monitor'] },
    ],
  },
  {
    id: 'graphql-004',
    type: 'technical',
    skill: 'security',
    technologies: ['graphql'],
    levels: ['mid'],
    text: 'How would you protect a public GraphQL API from clients sending extremely expensive or malicious queries?',
    keyConcepts: [
      { label: 'depth limiting', terms: ['depth limit', 'query depth', 'nesting', 'max depth'] },
      { label: 'cost or complexity analysis', terms: ['complexity', 'cost analysis', 'query cost', 'cost limit'] },
      {
        label: 'persisted queries and allow lists',
        terms: ['persisted query', 'allow list', 'allowlist', 'safelist', 'whitelist'],
      },
      { label: 'rate limiting', terms: ['rate limit', 'throttle', 'quota'] },
      {
        label: 'timeouts, pagination limits and introspection',
        terms: ['introspection', 'timeout', 'pagination', 'page size', 'first argument'],
      },
      { label: 'field-level authorization', terms: ['authorization', 'field level', 'permission', 'auth'] },
    ],
  },
  {
    id: 'graphql-005',
    type: 'technical',
    skill: 'architecture',
    technologies: ['graphql'],
    levels: ['mid', 'senior'],
    text: 'How do you evolve a GraphQL schema over time without breaking the mobile and web clients that depend on it?',
    keyConcepts: [
      {
        label: 'additive, non-breaking changes',
        terms: ['additive', 'add field', 'new field', 'backwards compatible', 'non breaking'],
      },
      { label: 'deprecating fields', terms: ['deprecate', 'deprecated', 'deprecation'] },
      { label: 'tracking field usage', terms: ['field usage', 'usage metrics', 'analytics', 'who uses', 'tracing'] },
      {
        label: 'automated breaking-change checks',
        terms: ['schema check', 'breaking change detection', 'schema registry', 'diff', 'validation'],
      },
      {
        label: 'old app versions in the wild',
        terms: ['old app version', 'mobile release', 'cannot force update', 'long tail', 'app store'],
      },
      { label: 'nullability choices', terms: ['nullable', 'non null', 'optional'] },
    ],
  },
  {
    id: 'graphql-006',
    type: 'technical',
    skill: 'architecture',
    technologies: ['graphql'],
    levels: ['senior'],
    text: 'As a {role}, how would you design a GraphQL layer for an organization with many backend teams that each own their own services?',
    keyConcepts: [
      {
        label: 'federation with a gateway',
        terms: ['federation', 'apollo federation', 'subgraph', 'supergraph', 'gateway', 'router'],
      },
      {
        label: 'schema stitching as an alternative',
        terms: ['stitching', 'schema stitching', 'merge schemas', 'graphql mesh'],
      },
      { label: 'team ownership of types', terms: ['ownership', 'team owns', 'domain', 'boundary'] },
      { label: 'composition checks and a registry', terms: ['composition', 'registry', 'schema check', 'contract'] },
      { label: 'query planning, latency and tracing', terms: ['query plan', 'latency', 'tracing', 'observability'] },
      { label: 'backend for frontend option', terms: ['backend for frontend', 'bff', 'monolithic graph'] },
    ],
  },

  // REST APIs
  {
    id: 'rest-api-001',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['rest-api'],
    levels: ['junior'],
    text: 'Explain the main HTTP methods used in a REST API, and what it means for a method to be safe or idempotent.',
    keyConcepts: [
      { label: 'the core methods', terms: ['get', 'post', 'put', 'patch', 'delete'] },
      { label: 'safe methods have no side effects', terms: ['safe', 'no side effect', 'read only', 'does not change'] },
      {
        label: 'idempotent methods can be repeated',
        terms: ['idempotent', 'same result', 'repeat', 'multiple times', 'retry'],
      },
      { label: 'resources identified by URLs', terms: ['resource', 'noun', 'uri', 'url', 'endpoint'] },
    ],
  },
  {
    id: 'rest-api-002',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['rest-api'],
    levels: ['junior'],
    text: 'Which HTTP status codes would you return from a REST API for common situations such as success, bad input, missing authentication and a server failure?',
    keyConcepts: [
      { label: 'success codes', terms: ['200', 'two hundred', '201', 'created', 'no content', '204'] },
      {
        label: 'client errors for bad input',
        terms: ['400', 'bad request', 'four hundred', '422', 'validation', 'unprocessable'],
      },
      {
        label: 'authentication versus authorization failures',
        terms: ['401', '403', 'unauthorized', 'forbidden', 'unauthenticated'],
      },
      { label: 'not found', terms: ['404', 'not found', 'four oh four'] },
      { label: 'server errors', terms: ['500', 'five hundred', 'internal server error', '503', 'service unavailable'] },
      {
        label: 'a consistent error body',
        terms: ['error message', 'error body', 'problem details', 'consistent format', 'error code'],
      },
    ],
  },
  {
    id: 'rest-api-003',
    type: 'technical',
    skill: 'debugging',
    technologies: ['rest-api'],
    levels: ['junior', 'mid'],
    text: 'A REST endpoint works in your automated tests but fails when it is called from a browser on another domain. How would you debug that?',
    keyConcepts: [
      { label: 'cross-origin resource sharing', terms: ['cors', 'cross origin', 'same origin policy', 'origin'] },
      { label: 'preflight requests', terms: ['preflight', 'options request', 'options'] },
      {
        label: 'the allow headers',
        terms: ['access control allow origin', 'allow headers', 'allow methods', 'allow credentials'],
      },
      { label: 'browser developer tools', terms: ['developer tools', 'dev tools', 'network tab', 'console'] },
      { label: 'credentials and cookies', terms: ['credentials', 'cookie', 'wildcard', 'same site'] },
    ],
  },
  {
    id: 'rest-api-004',
    type: 'technical',
    skill: 'architecture',
    technologies: ['rest-api'],
    levels: ['mid'],
    text: 'How would you design pagination for a REST endpoint that returns a large and frequently changing list of items?',
    keyConcepts: [
      { label: 'offset and limit', terms: ['offset', 'limit', 'page number', 'page size'] },
      { label: 'cursor or keyset pagination', terms: ['cursor', 'keyset', 'seek', 'next token', 'continuation token'] },
      {
        label: 'problems with offsets on changing data',
        terms: ['skip', 'duplicate', 'missing item', 'slow', 'deep page'],
      },
      { label: 'a stable sort order', terms: ['sort', 'order by', 'stable', 'tie breaker', 'unique'] },
      { label: 'links and metadata', terms: ['next link', 'link header', 'has more', 'total count'] },
    ],
  },
  {
    id: 'rest-api-005',
    type: 'technical',
    skill: 'security',
    technologies: ['rest-api'],
    levels: ['mid'],
    text: 'How would you handle authentication and authorization for a REST API that is used by both your own web app and third-party integrations?',
    keyConcepts: [
      { label: 'bearer tokens', terms: ['token', 'bearer', 'jwt', 'json web token', 'access token'] },
      {
        label: 'OAuth flows and scopes',
        terms: ['oauth', 'client credentials', 'authorization code', 'scope', 'pkce'],
      },
      { label: 'API keys for integrations', terms: ['api key', 'key rotation', 'revoke'] },
      {
        label: 'per-resource authorization checks',
        terms: ['authorization', 'permission', 'role', 'object level', 'ownership'],
      },
      {
        label: 'transport security and short-lived credentials',
        terms: ['https', 'tls', 'expiry', 'short lived', 'refresh token'],
      },
    ],
  },
  {
    id: 'rest-api-006',
    type: 'technical',
    skill: 'architecture',
    technologies: ['rest-api'],
    levels: ['mid', 'senior'],
    text: 'A client retries a payment request after a network timeout. How would you design your REST API so the customer is never charged twice?',
    keyConcepts: [
      { label: 'an idempotency key', terms: ['idempotency key', 'idempotency', 'unique key', 'request id'] },
      {
        label: 'storing and replaying the first result',
        terms: ['store the response', 'return the same', 'saved result', 'dedupe', 'deduplicate'],
      },
      {
        label: 'handling concurrent duplicates',
        terms: ['lock', 'unique constraint', 'concurrent', 'in progress', 'race'],
      },
      { label: 'key retention window', terms: ['expire', 'retention', 'window', 'ttl'] },
      { label: 'POST is not idempotent by default', terms: ['post', 'not idempotent', 'retry', 'timeout'] },
    ],
  },
  {
    id: 'rest-api-007',
    type: 'technical',
    skill: 'architecture',
    technologies: ['rest-api'],
    levels: ['senior'],
    text: 'As a {role}, how would you version a public REST API and retire old versions without breaking your customers?',
    keyConcepts: [
      {
        label: 'a versioning scheme',
        terms: ['version in the path', 'url version', 'header', 'media type', 'accept header', 'date based'],
      },
      {
        label: 'preferring backwards-compatible changes',
        terms: ['backwards compatible', 'additive', 'non breaking', 'breaking change'],
      },
      {
        label: 'deprecation and communication',
        terms: ['deprecation', 'sunset', 'notice', 'changelog', 'communicate', 'timeline'],
      },
      {
        label: 'monitoring who still uses old versions',
        terms: ['usage', 'metrics', 'which clients', 'analytics', 'traffic'],
      },
      { label: 'contracts and specifications', terms: ['openapi', 'contract test', 'specification', 'schema'] },
    ],
  },

  // AWS
  {
    id: 'aws-001',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['aws'],
    levels: ['junior'],
    text: 'What is the difference between running code on EC2, on Lambda and on a container service such as ECS with Fargate, and how would you choose between them?',
    keyConcepts: [
      {
        label: 'EC2 gives you virtual machines',
        terms: ['virtual machine', 'ec2', 'instance', 'full control', 'operating system'],
      },
      {
        label: 'Lambda is serverless and event driven',
        terms: ['lambda', 'serverless', 'function', 'event driven', 'pay per invocation', 'pay per request'],
      },
      { label: 'Lambda limits', terms: ['cold start', 'fifteen minutes', 'time limit', 'timeout', 'stateless'] },
      { label: 'containers on ECS or Fargate', terms: ['container', 'ecs', 'fargate', 'docker', 'task'] },
      {
        label: 'cost and operational effort',
        terms: ['cost', 'pricing', 'patching', 'operational overhead', 'management'],
      },
    ],
  },
  {
    id: 'aws-002',
    type: 'technical',
    skill: 'security',
    technologies: ['aws'],
    levels: ['junior', 'mid'],
    text: 'What is IAM in AWS, and how would you give an application running on EC2 permission to read files from an S3 bucket?',
    keyConcepts: [
      { label: 'users, roles and policies', terms: ['user', 'role', 'policy', 'group', 'iam'] },
      {
        label: 'an instance role instead of access keys',
        terms: ['instance profile', 'iam role', 'assume role', 'no access keys', 'hard coded credentials'],
      },
      { label: 'least privilege', terms: ['least privilege', 'specific bucket', 'only read', 'get object', 'minimal'] },
      { label: 'temporary credentials', terms: ['temporary credentials', 'sts', 'rotate', 'automatically'] },
      { label: 'bucket-side controls', terms: ['bucket policy', 'resource policy', 'block public access'] },
    ],
  },
  {
    id: 'aws-003',
    type: 'technical',
    skill: 'architecture',
    technologies: ['aws'],
    levels: ['mid'],
    text: 'How would you design the VPC for a typical web application that has a public load balancer and private databases?',
    keyConcepts: [
      { label: 'public and private subnets', terms: ['public subnet', 'private subnet', 'subnet'] },
      { label: 'multiple availability zones', terms: ['availability zone', 'multi az', 'two zones', 'three zones'] },
      {
        label: 'internet and NAT gateways with route tables',
        terms: ['internet gateway', 'nat gateway', 'nat', 'route table'],
      },
      {
        label: 'security groups and network ACLs',
        terms: ['security group', 'network acl', 'firewall', 'inbound', 'port'],
      },
      { label: 'the load balancer in front', terms: ['load balancer', 'alb', 'application load balancer'] },
    ],
  },
  {
    id: 'aws-004',
    type: 'technical',
    skill: 'debugging',
    technologies: ['aws'],
    levels: ['mid'],
    text: 'A Lambda function that handles API requests is sometimes slow and sometimes times out. How would you investigate and fix it?',
    keyConcepts: [
      { label: 'cold starts', terms: ['cold start', 'initialization', 'init', 'provisioned concurrency', 'warm'] },
      { label: 'logs, metrics and traces', terms: ['cloudwatch', 'logs', 'x ray', 'tracing', 'metrics'] },
      { label: 'memory and CPU sizing', terms: ['memory', 'cpu', 'memory size', 'more memory'] },
      {
        label: 'slow downstream calls',
        terms: ['downstream', 'database connection', 'connection reuse', 'rds proxy', 'timeout'],
      },
      { label: 'concurrency and throttling', terms: ['concurrency', 'throttle', 'reserved concurrency', 'limit'] },
    ],
  },
  {
    id: 'aws-005',
    type: 'technical',
    skill: 'data',
    technologies: ['aws'],
    levels: ['mid', 'senior'],
    text: 'When would you choose DynamoDB over a relational database on AWS, and how do you go about designing its keys?',
    keyConcepts: [
      {
        label: 'design from access patterns',
        terms: ['access pattern', 'query pattern', 'design around queries', 'single table'],
      },
      { label: 'partition and sort keys', terms: ['partition key', 'sort key', 'hash key', 'range key'] },
      { label: 'hot partitions', terms: ['hot partition', 'hot key', 'even distribution', 'throttling'] },
      {
        label: 'secondary indexes',
        terms: ['global secondary index', 'gsi', 'local secondary index', 'lsi', 'secondary index'],
      },
      { label: 'capacity and query limits', terms: ['on demand', 'provisioned', 'capacity', 'no joins', 'scan'] },
    ],
  },
  {
    id: 'aws-006',
    type: 'technical',
    skill: 'operations',
    technologies: ['aws'],
    levels: ['senior'],
    text: 'As a {role}, how would you design an AWS deployment to survive the failure of a whole availability zone, and what would change to survive losing a region?',
    keyConcepts: [
      {
        label: 'spreading across availability zones',
        terms: ['multi az', 'availability zone', 'auto scaling group', 'spread'],
      },
      { label: 'managed standby databases', terms: ['rds multi az', 'standby', 'failover', 'aurora'] },
      {
        label: 'multi-region replication',
        terms: ['multi region', 'cross region', 'replication', 'global table', 'global database'],
      },
      { label: 'DNS failover', terms: ['route 53', 'dns failover', 'health check', 'failover routing'] },
      {
        label: 'recovery objectives and cost',
        terms: ['recovery time objective', 'recovery point objective', 'rto', 'rpo', 'cost'],
      },
      { label: 'testing disaster recovery', terms: ['game day', 'chaos', 'disaster recovery drill', 'test failover'] },
    ],
  },
  {
    id: 'aws-007',
    type: 'technical',
    skill: 'performance',
    technologies: ['aws'],
    levels: ['mid', 'senior'],
    text: "Your team's AWS bill has doubled in six months. How would you find out why, and bring it down without hurting reliability?",
    keyConcepts: [
      { label: 'cost visibility with tags', terms: ['cost explorer', 'tag', 'cost allocation', 'billing', 'budget'] },
      {
        label: 'rightsizing',
        terms: ['right size', 'rightsizing', 'over provisioned', 'utilization', 'compute optimizer'],
      },
      {
        label: 'commitments and spot capacity',
        terms: ['savings plan', 'reserved instance', 'spot instance', 'spot', 'commitment'],
      },
      {
        label: 'storage lifecycle',
        terms: ['lifecycle', 'glacier', 'storage class', 'intelligent tiering', 'old snapshot'],
      },
      { label: 'data transfer costs', terms: ['data transfer', 'egress', 'nat gateway', 'cross az'] },
      { label: 'idle resources', terms: ['unused', 'idle', 'orphaned', 'unattached', 'zombie'] },
    ],
  },

  // Google Cloud
  {
    id: 'gcp-001',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['gcp'],
    levels: ['junior'],
    text: 'How are resources organized in Google Cloud, from the organization down to individual resources, and why does that structure matter?',
    keyConcepts: [
      { label: 'organization, folders and projects', terms: ['organization', 'folder', 'project', 'hierarchy'] },
      { label: 'IAM policies inherited down the tree', terms: ['inherit', 'inheritance', 'iam', 'policy', 'role'] },
      { label: 'billing accounts', terms: ['billing account', 'billing', 'budget'] },
      { label: 'isolation between environments', terms: ['isolation', 'separate project', 'environment', 'quota'] },
    ],
  },
  {
    id: 'gcp-002',
    type: 'technical',
    skill: 'frameworks',
    technologies: ['gcp'],
    levels: ['junior', 'mid'],
    text: 'Compare Cloud Run, App Engine and Google Kubernetes Engine for hosting a web service. Which would you start with, and why?',
    keyConcepts: [
      {
        label: 'Cloud Run runs containers serverlessly',
        terms: ['cloud run', 'serverless container', 'scale to zero', 'container'],
      },
      {
        label: 'App Engine as a platform service',
        terms: ['app engine', 'platform as a service', 'standard environment', 'flexible environment'],
      },
      { label: 'GKE for full control', terms: ['gke', 'kubernetes', 'node pool', 'autopilot', 'control'] },
      {
        label: 'cost and operational effort',
        terms: ['cost', 'operational overhead', 'pay per request', 'management'],
      },
      { label: 'limits of serverless hosting', terms: ['request timeout', 'stateless', 'cold start', 'concurrency'] },
    ],
  },
  {
    id: 'gcp-003',
    type: 'technical',
    skill: 'data',
    technologies: ['gcp'],
    levels: ['mid'],
    text: 'How does BigQuery differ from a traditional relational database, and how would you keep query costs under control?',
    keyConcepts: [
      { label: 'columnar storage', terms: ['columnar', 'column oriented', 'column store'] },
      {
        label: 'a serverless analytics warehouse',
        terms: ['analytics', 'olap', 'serverless', 'data warehouse', 'not transactional'],
      },
      { label: 'pricing by bytes scanned', terms: ['bytes scanned', 'bytes processed', 'on demand pricing', 'slot'] },
      { label: 'partitioning and clustering', terms: ['partition', 'partitioned table', 'clustering', 'cluster'] },
      {
        label: 'scanning less',
        terms: ['select star', 'only the columns', 'dry run', 'maximum bytes billed', 'preview'],
      },
    ],
  },
  {
    id: 'gcp-004',
    type: 'technical',
    skill: 'security',
    technologies: ['gcp'],
    levels: ['mid'],
    text: 'How would you let a service running in Google Cloud call other Google Cloud APIs securely, without storing long-lived keys anywhere?',
    keyConcepts: [
      { label: 'service accounts', terms: ['service account', 'identity', 'workload', 'principal'] },
      {
        label: 'attached identities instead of key files',
        terms: ['no key', 'key file', 'json key', 'attached', 'metadata server', 'default credentials'],
      },
      { label: 'workload identity', terms: ['workload identity', 'workload identity federation', 'federation'] },
      {
        label: 'least-privilege roles',
        terms: ['least privilege', 'predefined role', 'custom role', 'minimal', 'role'],
      },
      { label: 'Secret Manager for other secrets', terms: ['secret manager', 'secret', 'rotate'] },
    ],
  },
  {
    id: 'gcp-005',
    type: 'technical',
    skill: 'architecture',
    technologies: ['gcp'],
    levels: ['mid', 'senior'],
    text: 'How would you design an event-driven pipeline on Google Cloud using Pub Sub, and how would you handle duplicate or failed messages?',
    keyConcepts: [
      { label: 'topics and subscriptions', terms: ['topic', 'subscription', 'publisher', 'subscriber'] },
      { label: 'push and pull delivery', terms: ['push', 'pull', 'streaming pull'] },
      {
        label: 'at-least-once delivery and idempotency',
        terms: ['at least once', 'duplicate', 'idempotent', 'exactly once', 'dedupe'],
      },
      {
        label: 'acknowledgement deadlines and retries',
        terms: ['ack deadline', 'acknowledge', 'retry', 'redeliver', 'backoff'],
      },
      { label: 'dead-letter topics', terms: ['dead letter', 'dead letter topic', 'poison message'] },
      { label: 'ordering', terms: ['ordering key', 'ordering', 'in order'] },
    ],
  },
  {
    id: 'gcp-006',
    type: 'technical',
    skill: 'operations',
    technologies: ['gcp'],
    levels: ['senior'],
    text: 'As a {role}, how would you set up reliable monitoring and alerting for a production system on Google Cloud?',
    keyConcepts: [
      {
        label: 'Cloud Monitoring and Cloud Logging',
        terms: ['cloud monitoring', 'cloud logging', 'stackdriver', 'metrics', 'logs'],
      },
      { label: 'service level objectives', terms: ['service level objective', 'slo', 'sli', 'error budget'] },
      {
        label: 'alerting on user-facing symptoms',
        terms: ['symptom', 'user facing', 'latency', 'error rate', 'alert fatigue'],
      },
      { label: 'distributed tracing', terms: ['cloud trace', 'tracing', 'distributed tracing', 'opentelemetry'] },
      { label: 'on-call and runbooks', terms: ['on call', 'runbook', 'escalation', 'pager', 'incident'] },
    ],
  },
  {
    id: 'gcp-007',
    type: 'technical',
    skill: 'architecture',
    technologies: ['gcp'],
    levels: ['senior'],
    text: 'Your company is moving a large on-premises application to Google Cloud. How would you plan the migration and decide what to rehost and what to rebuild?',
    keyConcepts: [
      {
        label: 'assessment and dependency mapping',
        terms: ['assess', 'inventory', 'dependency', 'discovery', 'dependency map'],
      },
      {
        label: 'rehost, replatform or refactor',
        terms: ['lift and shift', 'rehost', 'replatform', 'refactor', 'rebuild'],
      },
      { label: 'hybrid networking', terms: ['interconnect', 'vpn', 'hybrid', 'network'] },
      { label: 'data migration and cutover', terms: ['database migration', 'data transfer', 'replication', 'cutover'] },
      { label: 'phased waves with rollback', terms: ['phase', 'wave', 'pilot', 'rollback', 'incremental'] },
    ],
  },

  // Azure
  {
    id: 'azure-001',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['azure'],
    levels: ['junior'],
    text: 'What are resource groups and subscriptions in Azure, and how would you organise them for a project with development, staging and production environments?',
    keyConcepts: [
      { label: 'subscriptions as billing and limit boundaries', terms: ['subscription', 'billing', 'limit', 'quota'] },
      {
        label: 'resource groups share a lifecycle',
        terms: ['resource group', 'lifecycle', 'delete together', 'logical container'],
      },
      { label: 'management groups above subscriptions', terms: ['management group', 'hierarchy', 'policy'] },
      { label: 'separating environments', terms: ['separate subscription', 'environment', 'isolation', 'production'] },
      { label: 'naming and tags', terms: ['tag', 'naming convention', 'cost tracking'] },
    ],
  },
  {
    id: 'azure-002',
    type: 'technical',
    skill: 'frameworks',
    technologies: ['azure'],
    levels: ['junior', 'mid'],
    text: 'Compare Azure App Service, Azure Functions and Azure Kubernetes Service for hosting an application. When would you pick each one?',
    keyConcepts: [
      {
        label: 'App Service for managed web apps',
        terms: ['app service', 'platform as a service', 'web app', 'deployment slot'],
      },
      {
        label: 'Functions for event-driven code',
        terms: ['functions', 'serverless', 'trigger', 'consumption plan', 'event'],
      },
      { label: 'AKS for container orchestration', terms: ['aks', 'kubernetes', 'cluster', 'container'] },
      { label: 'control versus operational effort', terms: ['control', 'operational overhead', 'cost', 'scaling'] },
      { label: 'cold starts and plan limits', terms: ['cold start', 'timeout', 'premium plan', 'always on'] },
    ],
  },
  {
    id: 'azure-003',
    type: 'technical',
    skill: 'security',
    technologies: ['azure'],
    levels: ['mid'],
    text: 'How would you manage secrets such as database passwords for an application running in Azure?',
    keyConcepts: [
      { label: 'Key Vault', terms: ['key vault', 'vault', 'secret store'] },
      {
        label: 'managed identities',
        terms: ['managed identity', 'system assigned', 'user assigned', 'no credentials'],
      },
      {
        label: 'access control on the vault',
        terms: ['role based access', 'rbac', 'access policy', 'least privilege'],
      },
      { label: 'rotation', terms: ['rotate', 'rotation', 'expiry', 'version'] },
      {
        label: 'keeping secrets out of code and config',
        terms: ['source control', 'hard coded', 'config file', 'app settings', 'environment variable'],
      },
      { label: 'Entra ID identities', terms: ['entra', 'azure active directory', 'azure ad'] },
    ],
  },
  {
    id: 'azure-004',
    type: 'technical',
    skill: 'debugging',
    technologies: ['azure'],
    levels: ['mid'],
    text: 'An application on Azure is intermittently returning errors and users are complaining. How would you use Azure monitoring tools to find the cause?',
    keyConcepts: [
      {
        label: 'Application Insights telemetry',
        terms: ['application insights', 'app insights', 'telemetry', 'dependency tracking'],
      },
      { label: 'Log Analytics queries', terms: ['log analytics', 'kusto', 'kql', 'query the logs', 'azure monitor'] },
      {
        label: 'correlating a request end to end',
        terms: ['correlation id', 'end to end transaction', 'distributed tracing', 'operation id'],
      },
      { label: 'metrics and alerts', terms: ['metric', 'alert', 'dashboard', 'failure rate'] },
      { label: 'failing dependencies', terms: ['dependency', 'downstream', 'database', 'timeout', 'throttling'] },
    ],
  },
  {
    id: 'azure-005',
    type: 'technical',
    skill: 'architecture',
    technologies: ['azure'],
    levels: ['mid', 'senior'],
    text: 'How would you choose between Azure Service Bus, Event Grid and Event Hubs for messaging between services?',
    keyConcepts: [
      {
        label: 'Service Bus for reliable business messages',
        terms: ['service bus', 'queue', 'topic', 'dead letter', 'session'],
      },
      {
        label: 'Event Grid for reactive event routing',
        terms: ['event grid', 'event routing', 'reactive', 'push', 'notification'],
      },
      {
        label: 'Event Hubs for high-volume streams',
        terms: ['event hubs', 'streaming', 'telemetry', 'partition', 'high throughput', 'kafka'],
      },
      { label: 'delivery guarantees', terms: ['at least once', 'ordering', 'duplicate', 'idempotent', 'retry'] },
      { label: 'commands versus events', terms: ['command', 'event', 'message', 'throughput'] },
    ],
  },
  {
    id: 'azure-006',
    type: 'technical',
    skill: 'operations',
    technologies: ['azure'],
    levels: ['senior'],
    text: 'As a {role}, how would you set up governance across many Azure subscriptions so that teams can move fast but stay secure and within budget?',
    keyConcepts: [
      {
        label: 'management groups and landing zones',
        terms: ['management group', 'landing zone', 'hierarchy', 'blueprint'],
      },
      { label: 'Azure Policy', terms: ['azure policy', 'policy', 'deny', 'audit', 'compliance'] },
      {
        label: 'role-based access and privileged access',
        terms: ['role based access', 'rbac', 'least privilege', 'privileged identity management', 'pim'],
      },
      { label: 'cost management', terms: ['cost management', 'budget', 'tag', 'chargeback', 'cost alert'] },
      {
        label: 'infrastructure as code templates',
        terms: ['bicep', 'terraform', 'infrastructure as code', 'arm template', 'template'],
      },
    ],
  },
  {
    id: 'azure-007',
    type: 'technical',
    skill: 'architecture',
    technologies: ['azure'],
    levels: ['senior'],
    text: 'How would you design an Azure-hosted application to stay available during a regional outage, and what would it cost you?',
    keyConcepts: [
      { label: 'availability zones within a region', terms: ['availability zone', 'zone redundant', 'zonal'] },
      {
        label: 'paired or secondary regions',
        terms: ['paired region', 'secondary region', 'multi region', 'active active', 'active passive'],
      },
      {
        label: 'global traffic routing',
        terms: ['front door', 'traffic manager', 'global load balancer', 'dns', 'health probe'],
      },
      {
        label: 'data replication',
        terms: ['geo replication', 'geo redundant', 'cosmos db', 'failover group', 'replication'],
      },
      {
        label: 'cost and recovery objectives',
        terms: ['cost', 'rto', 'rpo', 'recovery time objective', 'recovery point objective'],
      },
      { label: 'testing the failover', terms: ['test failover', 'drill', 'chaos', 'game day'] },
    ],
  },

  // Docker
  {
    id: 'docker-001',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['docker'],
    levels: ['junior'],
    text: 'What is the difference between a Docker image and a container, and how do containers differ from virtual machines?',
    keyConcepts: [
      { label: 'an image is a read-only template', terms: ['image', 'template', 'read only', 'layer', 'blueprint'] },
      {
        label: 'a container is a running instance',
        terms: ['running instance', 'container', 'process', 'writable layer'],
      },
      {
        label: 'containers share the host kernel',
        terms: ['kernel', 'shared kernel', 'host kernel', 'guest operating system', 'hypervisor'],
      },
      {
        label: 'lighter and faster to start',
        terms: ['lightweight', 'start faster', 'startup', 'overhead', 'seconds'],
      },
      { label: 'namespaces and cgroups', terms: ['namespace', 'cgroup', 'control group', 'isolation'] },
    ],
  },
  {
    id: 'docker-002',
    type: 'technical',
    skill: 'tooling',
    technologies: ['docker'],
    levels: ['junior'],
    text: 'Walk me through writing a Dockerfile for a small web service. Which instructions would you use, and why?',
    keyConcepts: [
      { label: 'choosing a base image', terms: ['base image', 'official image', 'slim', 'alpine', 'from instruction'] },
      {
        label: 'copying code and installing dependencies',
        terms: ['copy', 'run', 'install dependencies', 'workdir', 'working directory'],
      },
      { label: 'the start command', terms: ['cmd', 'entrypoint', 'start command'] },
      { label: 'exposing the port', terms: ['expose', 'port', 'listen', 'publish'] },
      { label: 'a dockerignore file', terms: ['dockerignore', 'docker ignore', 'exclude', 'node modules'] },
      { label: 'running as a non-root user', terms: ['non root', 'user instruction', 'root user'] },
    ],
  },
  {
    id: 'docker-003',
    type: 'technical',
    skill: 'performance',
    technologies: ['docker'],
    levels: ['mid'],
    text: 'Your Docker builds are slow and the images are over a gigabyte. How would you make them faster to build and smaller to ship?',
    keyConcepts: [
      {
        label: 'ordering layers for the build cache',
        terms: ['layer cache', 'build cache', 'cache', 'order', 'dependencies first', 'copy the lock file first'],
      },
      { label: 'multi-stage builds', terms: ['multi stage', 'build stage', 'builder', 'final stage'] },
      { label: 'a smaller base image', terms: ['slim', 'alpine', 'distroless', 'smaller base image', 'scratch'] },
      { label: 'a tight build context', terms: ['dockerignore', 'build context', 'exclude'] },
      {
        label: 'cleaning up within layers',
        terms: ['clean up', 'cache clean', 'remove', 'combine run', 'fewer layers'],
      },
      { label: 'BuildKit caching', terms: ['buildkit', 'cache mount', 'remote cache', 'cache from'] },
    ],
  },
  {
    id: 'docker-004',
    type: 'technical',
    skill: 'data',
    technologies: ['docker'],
    levels: ['mid'],
    text: 'How do you persist data for a database running in a Docker container, and what happens to that data when the container is removed?',
    keyConcepts: [
      {
        label: 'the writable layer is ephemeral',
        terms: ['writable layer', 'ephemeral', 'lost', 'deleted', 'removed with the container'],
      },
      { label: 'named volumes', terms: ['volume', 'named volume', 'docker volume'] },
      { label: 'bind mounts', terms: ['bind mount', 'host directory', 'mount'] },
      { label: 'backups', terms: ['backup', 'dump', 'snapshot'] },
      {
        label: 'managed databases in production',
        terms: ['managed database', 'production', 'stateful', 'stateful set'],
      },
    ],
  },
  {
    id: 'docker-005',
    type: 'technical',
    skill: 'debugging',
    technologies: ['docker'],
    levels: ['junior', 'mid'],
    text: 'A container starts and then immediately exits. How would you work out what went wrong?',
    keyConcepts: [
      { label: 'reading the container logs', terms: ['docker logs', 'logs', 'output', 'stderr', 'error message'] },
      { label: 'the exit code', terms: ['exit code', 'exit status', 'oom killed', '137', 'one three seven'] },
      { label: 'inspecting the container', terms: ['docker inspect', 'inspect', 'state'] },
      {
        label: 'the main process must stay in the foreground',
        terms: ['foreground', 'main process', 'pid one', 'daemon', 'background'],
      },
      {
        label: 'running an interactive shell',
        terms: ['shell', 'exec', 'interactive', 'override the entrypoint', 'bash'],
      },
      {
        label: 'missing configuration',
        terms: ['environment variable', 'missing config', 'permission', 'file not found'],
      },
    ],
  },
  {
    id: 'docker-006',
    type: 'technical',
    skill: 'security',
    technologies: ['docker'],
    levels: ['senior'],
    text: 'As a {role}, what would you do to make the Docker images and containers your team ships more secure?',
    keyConcepts: [
      { label: 'minimal base images', terms: ['minimal', 'distroless', 'slim', 'attack surface', 'fewer packages'] },
      {
        label: 'non-root and reduced privileges',
        terms: ['non root', 'privileged', 'drop capabilities', 'capability', 'root'],
      },
      { label: 'vulnerability scanning', terms: ['scan', 'vulnerability', 'trivy', 'cve', 'snyk', 'grype'] },
      {
        label: 'keeping secrets out of images',
        terms: ['secret', 'build secret', 'baked in', 'layer history', 'environment variable'],
      },
      { label: 'pinning, signing and provenance', terms: ['pin', 'digest', 'sign', 'signature', 'provenance', 'sbom'] },
      {
        label: 'runtime restrictions',
        terms: ['read only file system', 'read only', 'seccomp', 'apparmor', 'resource limit'],
      },
    ],
  },
  {
    id: 'docker-007',
    type: 'technical',
    skill: 'architecture',
    technologies: ['docker', 'kubernetes'],
    levels: ['mid', 'senior'],
    text: 'Containers in production are regularly stopped, moved and restarted by the orchestrator. How would you design a containerized service to behave well when that happens?',
    keyConcepts: [
      {
        label: 'graceful shutdown on SIGTERM',
        terms: ['sigterm', 'signal', 'graceful shutdown', 'drain', 'terminate', 'grace period'],
      },
      { label: 'stateless processes', terms: ['stateless', 'external state', 'no local state', 'session store'] },
      { label: 'health checks and readiness', terms: ['health check', 'readiness', 'liveness', 'probe'] },
      { label: 'fast startup', terms: ['startup time', 'fast start', 'start quickly', 'warm up'] },
      { label: 'logging to standard output', terms: ['stdout', 'standard output', 'log', 'logging'] },
      { label: 'a proper init process', terms: ['pid one', 'init', 'tini', 'zombie', 'exec form'] },
    ],
  },

  // Kubernetes
  {
    id: 'kubernetes-001',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['kubernetes'],
    levels: ['junior'],
    text: 'Explain what pods, deployments and services are in Kubernetes, and how they work together to run an application.',
    keyConcepts: [
      {
        label: 'pods as the smallest unit',
        terms: ['pod', 'smallest unit', 'one or more containers', 'shared network'],
      },
      { label: 'deployments manage replicas', terms: ['deployment', 'replica set', 'replicas', 'rolling update'] },
      {
        label: 'services give a stable address',
        terms: ['service', 'stable ip', 'dns name', 'load balance', 'selector', 'label'],
      },
      {
        label: 'ingress for external traffic',
        terms: ['ingress', 'external traffic', 'ingress controller', 'gateway'],
      },
      {
        label: 'controllers reconcile desired state',
        terms: ['controller', 'reconcile', 'desired state', 'self heal'],
      },
    ],
  },
  {
    id: 'kubernetes-002',
    type: 'technical',
    skill: 'operations',
    technologies: ['kubernetes'],
    levels: ['junior', 'mid'],
    text: 'How do liveness, readiness and startup probes differ in Kubernetes, and what goes wrong if you configure them badly?',
    keyConcepts: [
      { label: 'liveness restarts a stuck container', terms: ['liveness', 'restart', 'deadlock', 'stuck'] },
      { label: 'readiness controls traffic', terms: ['readiness', 'traffic', 'endpoint', 'removed from the service'] },
      { label: 'startup probes for slow starters', terms: ['startup probe', 'slow start', 'initial delay'] },
      {
        label: 'restart loops and cascading failures',
        terms: ['restart loop', 'crash loop', 'cascading', 'dependency check', 'too aggressive'],
      },
      { label: 'sensible timeouts and thresholds', terms: ['timeout', 'failure threshold', 'period', 'threshold'] },
    ],
  },
  {
    id: 'kubernetes-003',
    type: 'technical',
    skill: 'debugging',
    technologies: ['kubernetes'],
    levels: ['mid'],
    text: 'A pod is stuck in CrashLoopBackOff. Walk me through how you would diagnose it.',
    keyConcepts: [
      { label: 'describing the pod and reading events', terms: ['describe', 'events', 'kubectl describe'] },
      { label: 'logs from the previous container', terms: ['logs', 'previous', 'kubectl logs', 'previous container'] },
      { label: 'exit codes and out-of-memory kills', terms: ['exit code', 'oom killed', 'oomkilled', 'memory limit'] },
      {
        label: 'missing configuration or secrets',
        terms: ['config map', 'configmap', 'secret', 'environment variable', 'missing config'],
      },
      { label: 'probes, command and image', terms: ['liveness probe', 'probe', 'command', 'entrypoint', 'image tag'] },
    ],
  },
  {
    id: 'kubernetes-004',
    type: 'technical',
    skill: 'performance',
    technologies: ['kubernetes'],
    levels: ['mid'],
    text: 'How do resource requests and limits work in Kubernetes, and how do they affect scheduling and autoscaling?',
    keyConcepts: [
      { label: 'requests drive scheduling', terms: ['request', 'scheduling', 'scheduler', 'reserve', 'bin packing'] },
      {
        label: 'CPU throttling and memory kills at the limit',
        terms: ['limit', 'throttle', 'oom', 'killed', 'cpu limit', 'memory limit'],
      },
      { label: 'quality of service classes', terms: ['quality of service', 'guaranteed', 'burstable', 'best effort'] },
      { label: 'horizontal pod autoscaling', terms: ['horizontal pod autoscaler', 'hpa', 'autoscale', 'utilization'] },
      { label: 'cluster autoscaling', terms: ['cluster autoscaler', 'add nodes', 'karpenter', 'node'] },
    ],
  },
  {
    id: 'kubernetes-005',
    type: 'technical',
    skill: 'operations',
    technologies: ['kubernetes'],
    levels: ['senior'],
    text: 'As a {role}, how would you roll out changes to a critical service on Kubernetes so that a bad release affects as few users as possible?',
    keyConcepts: [
      { label: 'rolling update settings', terms: ['rolling update', 'max surge', 'max unavailable'] },
      {
        label: 'canary releases',
        terms: ['canary', 'progressive delivery', 'argo rollouts', 'flagger', 'percentage of traffic'],
      },
      { label: 'blue-green switching', terms: ['blue green', 'switch traffic', 'two environments', 'swap'] },
      {
        label: 'automated rollback on metrics',
        terms: ['rollback', 'roll back', 'error rate', 'automated analysis', 'metrics'],
      },
      { label: 'pod disruption budgets', terms: ['pod disruption budget', 'disruption budget', 'pdb'] },
      { label: 'readiness gating traffic', terms: ['readiness', 'probe', 'min ready seconds'] },
    ],
  },
  {
    id: 'kubernetes-006',
    type: 'technical',
    skill: 'security',
    technologies: ['kubernetes'],
    levels: ['senior'],
    text: 'How would you secure a multi-tenant Kubernetes cluster that is shared by several teams?',
    keyConcepts: [
      { label: 'namespaces per team', terms: ['namespace', 'tenant', 'isolation'] },
      {
        label: 'role-based access control',
        terms: ['rbac', 'role binding', 'service account', 'least privilege', 'cluster role'],
      },
      {
        label: 'network policies',
        terms: ['network policy', 'deny by default', 'default deny', 'service mesh', 'mtls'],
      },
      {
        label: 'pod security standards',
        terms: ['pod security', 'privileged', 'run as non root', 'security context', 'host path'],
      },
      { label: 'resource quotas', terms: ['resource quota', 'limit range', 'quota'] },
      {
        label: 'admission policy engines',
        terms: ['opa', 'gatekeeper', 'kyverno', 'admission controller', 'admission'],
      },
    ],
  },

  // Terraform
  {
    id: 'terraform-001',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['terraform'],
    levels: ['junior'],
    text: 'What is Terraform state, why does Terraform need it, and where should it be stored when a whole team works on the same infrastructure?',
    keyConcepts: [
      {
        label: 'mapping configuration to real resources',
        terms: ['mapping', 'real resources', 'resource id', 'track', 'what exists'],
      },
      { label: 'planning the difference', terms: ['plan', 'diff', 'compare', 'desired state'] },
      {
        label: 'a shared remote backend',
        terms: ['remote backend', 'backend', 's3', 'terraform cloud', 'remote state', 'storage bucket'],
      },
      { label: 'state locking', terms: ['lock', 'state locking', 'dynamodb', 'concurrent'] },
      {
        label: 'state holds sensitive values',
        terms: ['sensitive', 'secret', 'encrypt', 'encryption', 'access control'],
      },
    ],
  },
  {
    id: 'terraform-002',
    type: 'technical',
    skill: 'tooling',
    technologies: ['terraform'],
    levels: ['junior', 'mid'],
    text: 'Describe the everyday Terraform workflow from writing configuration to applying a change, and what you check before you apply.',
    keyConcepts: [
      { label: 'init downloads providers', terms: ['init', 'provider', 'download', 'lock file'] },
      { label: 'reviewing the plan', terms: ['plan', 'review', 'diff', 'changes'] },
      { label: 'applying the change', terms: ['apply', 'terraform apply', 'auto approve', 'run the apply'] },
      {
        label: 'watching for destroys and replacements',
        terms: ['destroy', 'replace', 'force replacement', 'recreate'],
      },
      { label: 'formatting and validation', terms: ['fmt', 'format', 'validate', 'lint', 'tflint'] },
    ],
  },
  {
    id: 'terraform-003',
    type: 'technical',
    skill: 'architecture',
    technologies: ['terraform'],
    levels: ['mid'],
    text: 'How do you structure Terraform code with modules so that several teams and environments can reuse it without copying files around?',
    keyConcepts: [
      { label: 'modules with inputs and outputs', terms: ['module', 'reusable', 'input', 'output', 'variable'] },
      {
        label: 'separate state per environment',
        terms: ['environment', 'workspace', 'separate state', 'directory per environment'],
      },
      { label: 'versioned modules', terms: ['version', 'pin', 'registry', 'tag', 'release'] },
      { label: 'small composable modules', terms: ['small module', 'composition', 'single responsibility', 'compose'] },
      { label: 'wrappers to stay DRY', terms: ['terragrunt', 'dry', 'wrapper'] },
    ],
  },
  {
    id: 'terraform-004',
    type: 'technical',
    skill: 'debugging',
    technologies: ['terraform'],
    levels: ['mid'],
    text: 'Someone changed a resource by hand in the cloud console, and now Terraform wants to make unexpected changes. How would you handle this drift?',
    keyConcepts: [
      { label: 'detecting drift with a plan', terms: ['drift', 'plan', 'refresh', 'refresh only', 'detect'] },
      { label: 'deciding which side is right', terms: ['source of truth', 'decide', 'intent', 'desired'] },
      { label: 'update the code or revert the change', terms: ['update the code', 'revert', 'apply', 'import'] },
      {
        label: 'ignoring fields managed elsewhere',
        terms: ['ignore changes', 'lifecycle', 'lifecycle block', 'ignore drift'],
      },
      {
        label: 'preventing manual changes',
        terms: ['permission', 'read only console', 'policy', 'scheduled plan', 'pipeline'],
      },
    ],
  },
  {
    id: 'terraform-005',
    type: 'technical',
    skill: 'operations',
    technologies: ['terraform'],
    levels: ['mid', 'senior'],
    text: 'How would you run Terraform safely in a continuous integration and delivery pipeline that manages production infrastructure?',
    keyConcepts: [
      { label: 'plan on every pull request', terms: ['pull request', 'plan', 'comment', 'review'] },
      {
        label: 'apply the approved saved plan',
        terms: ['approval', 'saved plan', 'plan file', 'manual approval', 'gate'],
      },
      {
        label: 'short-lived cloud credentials',
        terms: ['credentials', 'oidc', 'short lived', 'assume role', 'federation'],
      },
      { label: 'policy as code', terms: ['policy as code', 'sentinel', 'opa', 'checkov', 'tfsec', 'conftest'] },
      { label: 'one run at a time', terms: ['lock', 'locking', 'one at a time', 'concurrency', 'serialize'] },
    ],
  },
  {
    id: 'terraform-006',
    type: 'technical',
    skill: 'architecture',
    technologies: ['terraform'],
    levels: ['senior'],
    text: 'As a {role}, how would you split one huge Terraform state into smaller pieces, and how would you move existing resources without recreating them?',
    keyConcepts: [
      {
        label: 'why split: blast radius and speed',
        terms: ['blast radius', 'slow plan', 'risk', 'ownership', 'split'],
      },
      {
        label: 'choosing boundaries',
        terms: ['layer', 'network', 'per service', 'per team', 'lifecycle', 'rate of change'],
      },
      {
        label: 'moving resources between states',
        terms: ['state mv', 'state move', 'moved block', 'import', 'removed block'],
      },
      { label: 'sharing outputs between states', terms: ['remote state', 'data source', 'output', 'dependency'] },
      { label: 'verifying with an empty plan', terms: ['no changes', 'empty plan', 'verify', 'plan shows'] },
      { label: 'backing up state first', terms: ['backup', 'state backup', 'versioning', 'bucket versioning'] },
    ],
  },

  // Continuous integration and delivery
  {
    id: 'ci-cd-001',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['ci-cd'],
    levels: ['junior'],
    text: 'What is the difference between continuous integration, continuous delivery and continuous deployment, and why do teams invest in them?',
    keyConcepts: [
      {
        label: 'integrating small changes often with automated checks',
        terms: ['merge frequently', 'integrate', 'automated build', 'automated test', 'every commit', 'main branch'],
      },
      {
        label: 'delivery keeps every change releasable',
        terms: ['releasable', 'ready to deploy', 'manual approval', 'push a button', 'deployable'],
      },
      {
        label: 'deployment ships automatically',
        terms: ['automatically', 'every change', 'no manual step', 'straight to production'],
      },
      {
        label: 'fast feedback and lower risk',
        terms: ['feedback', 'early', 'quickly', 'smaller releases', 'less risk'],
      },
    ],
  },
  {
    id: 'ci-cd-002',
    type: 'technical',
    skill: 'tooling',
    technologies: ['ci-cd'],
    levels: ['junior', 'mid'],
    text: 'Walk me through the stages you would put in a pipeline for a typical web service, from a pushed commit all the way to production.',
    keyConcepts: [
      { label: 'build and package', terms: ['build', 'compile', 'install dependencies', 'artifact', 'package'] },
      { label: 'linting and tests', terms: ['unit test', 'integration test', 'lint', 'type check', 'test suite'] },
      {
        label: 'security scanning',
        terms: ['scan', 'security', 'dependency check', 'static analysis', 'vulnerability'],
      },
      { label: 'a staging environment', terms: ['staging', 'environment', 'preview', 'smoke test'] },
      { label: 'deploying with approvals', terms: ['deploy', 'approval', 'production', 'release'] },
      {
        label: 'build once, promote the same artifact',
        terms: ['same artifact', 'build once', 'promote', 'image tag', 'immutable'],
      },
    ],
  },
  {
    id: 'ci-cd-003',
    type: 'technical',
    skill: 'performance',
    technologies: ['ci-cd'],
    levels: ['mid'],
    text: 'Your pipeline takes forty minutes and developers are frustrated. How would you speed it up?',
    keyConcepts: [
      { label: 'measuring where time goes', terms: ['measure', 'profile', 'slowest step', 'timing', 'bottleneck'] },
      { label: 'caching', terms: ['cache', 'dependency cache', 'layer cache', 'build cache'] },
      { label: 'running in parallel', terms: ['parallel', 'shard', 'split the tests', 'concurrent', 'matrix'] },
      { label: 'only running what changed', terms: ['affected', 'changed', 'incremental', 'monorepo', 'path filter'] },
      { label: 'faster machines and fewer retries', terms: ['runner', 'bigger machine', 'self hosted', 'flaky'] },
      {
        label: 'rebalancing the test pyramid',
        terms: ['fewer end to end', 'unit test', 'test pyramid', 'move tests down'],
      },
    ],
  },
  {
    id: 'ci-cd-004',
    type: 'technical',
    skill: 'testing',
    technologies: ['ci-cd'],
    levels: ['mid'],
    text: 'How do you deal with flaky tests that fail randomly in the pipeline and slowly erode trust in the build?',
    keyConcepts: [
      { label: 'detecting and tracking flakiness', terms: ['track', 'detect', 'rerun', 'flake rate', 'dashboard'] },
      { label: 'quarantining flaky tests', terms: ['quarantine', 'skip', 'disable', 'separate job'] },
      {
        label: 'typical root causes',
        terms: ['timing', 'race condition', 'order dependence', 'shared state', 'network', 'sleep'],
      },
      { label: 'fixing them deterministically', terms: ['deterministic', 'wait for', 'mock', 'isolate', 'fixed seed'] },
      { label: 'clear ownership', terms: ['owner', 'ticket', 'priority', 'trust'] },
    ],
  },
  {
    id: 'ci-cd-005',
    type: 'technical',
    skill: 'security',
    technologies: ['ci-cd'],
    levels: ['mid', 'senior'],
    text: 'How would you protect a continuous integration and delivery pipeline from leaking secrets or being used as a way to attack production?',
    keyConcepts: [
      {
        label: 'a secret store with masking',
        terms: ['secret store', 'masked', 'vault', 'encrypted secret', 'environment secret'],
      },
      { label: 'short-lived credentials', terms: ['oidc', 'short lived', 'federation', 'temporary credentials'] },
      { label: 'least privilege for jobs', terms: ['least privilege', 'permission', 'scope', 'limited token'] },
      { label: 'untrusted pull requests from forks', terms: ['fork', 'untrusted', 'external contributor', 'approval'] },
      {
        label: 'supply chain of pipeline steps',
        terms: ['pin', 'commit sha', 'third party action', 'supply chain', 'plugin'],
      },
      {
        label: 'protected branches and environments',
        terms: ['protected branch', 'required review', 'environment protection', 'branch protection'],
      },
    ],
  },
  {
    id: 'ci-cd-006',
    type: 'technical',
    skill: 'architecture',
    technologies: ['ci-cd'],
    levels: ['senior'],
    text: 'As a {role}, how would you design a deployment process that lets a team ship to production many times a day with confidence?',
    keyConcepts: [
      {
        label: 'small changes on a short-lived trunk',
        terms: ['small change', 'trunk based', 'short lived branch', 'small batch'],
      },
      { label: 'feature flags', terms: ['feature flag', 'toggle', 'dark launch'] },
      { label: 'progressive delivery', terms: ['canary', 'progressive', 'blue green', 'percentage'] },
      {
        label: 'observability and fast rollback',
        terms: ['rollback', 'monitoring', 'alert', 'metrics', 'observability'],
      },
      { label: 'automated quality gates', terms: ['automated test', 'test coverage', 'quality gate'] },
      { label: 'backwards-compatible migrations', terms: ['backwards compatible', 'migration', 'expand and contract'] },
    ],
  },

  // Git
  {
    id: 'git-001',
    type: 'technical',
    skill: 'tooling',
    technologies: ['git'],
    levels: ['junior'],
    text: 'What is the difference between a Git merge and a Git rebase, and when would you use each one?',
    keyConcepts: [
      {
        label: 'merge preserves history with a merge commit',
        terms: ['merge commit', 'preserve history', 'two parents', 'non linear'],
      },
      {
        label: 'rebase replays commits onto a new base',
        terms: ['replay', 'rewrite', 'new commits', 'linear history', 'new base'],
      },
      {
        label: 'never rebase shared branches',
        terms: ['shared branch', 'public branch', 'force push', 'other people'],
      },
      { label: 'resolving conflicts', terms: ['conflict', 'resolve', 'merge conflict', 'rebase conflict'] },
      { label: 'team conventions', terms: ['squash', 'convention', 'clean history', 'interactive rebase'] },
    ],
  },
  {
    id: 'git-002',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['git'],
    levels: ['junior'],
    text: 'Explain the staging area in Git, and describe how a typical change travels from your editor to the remote repository.',
    keyConcepts: [
      { label: 'the working directory', terms: ['working directory', 'working tree', 'modified', 'untracked'] },
      { label: 'staging changes', terms: ['staging area', 'index', 'git add', 'stage'] },
      { label: 'committing a snapshot', terms: ['commit', 'snapshot', 'commit message'] },
      { label: 'pushing to the remote', terms: ['push', 'remote', 'origin'] },
      { label: 'staying up to date', terms: ['pull', 'fetch', 'up to date'] },
    ],
  },
  {
    id: 'git-003',
    type: 'technical',
    skill: 'security',
    technologies: ['git'],
    levels: ['junior', 'mid'],
    text: 'You committed something by mistake, perhaps the wrong file or even a password. How would you undo it, and does it matter whether you already pushed?',
    keyConcepts: [
      { label: 'amending or resetting local commits', terms: ['amend', 'reset', 'soft reset', 'undo', 'uncommit'] },
      { label: 'reverting pushed commits', terms: ['revert', 'new commit', 'undo commit'] },
      {
        label: 'rewriting shared history is disruptive',
        terms: ['force push', 'rewrite history', 'shared', 'everyone'],
      },
      { label: 'rotating a leaked secret', terms: ['rotate', 'revoke', 'compromised', 'change the password'] },
      { label: 'purging the history', terms: ['filter repo', 'bfg', 'purge', 'history'] },
      { label: 'recovering with the reflog', terms: ['reflog', 'recover', 'lost commit', 'dangling commit'] },
    ],
  },
  {
    id: 'git-004',
    type: 'technical',
    skill: 'debugging',
    technologies: ['git'],
    levels: ['mid'],
    text: 'A bug appeared somewhere in the last few hundred commits and nobody knows where. How would you use Git to find the commit that introduced it?',
    keyConcepts: [
      { label: 'git bisect', terms: ['bisect', 'git bisect', 'bisect start', 'bisect good'] },
      { label: 'binary search over history', terms: ['binary search', 'halve', 'half', 'log n', 'logarithmic'] },
      { label: 'marking good and bad commits', terms: ['good', 'bad', 'mark', 'known good'] },
      { label: 'automating with a test script', terms: ['script', 'bisect run', 'automate', 'test'] },
      { label: 'blame and log for context', terms: ['blame', 'git log', 'pickaxe', 'diff'] },
    ],
  },
  {
    id: 'git-005',
    type: 'technical',
    skill: 'tooling',
    technologies: ['git'],
    levels: ['mid', 'senior'],
    text: 'What branching strategy would you recommend for a team of ten developers, and what would make you change your mind?',
    keyConcepts: [
      { label: 'trunk-based development', terms: ['trunk based', 'main branch', 'short lived branch', 'trunk'] },
      {
        label: 'Git flow style branching',
        terms: ['git flow', 'gitflow', 'develop branch', 'release branch', 'hotfix'],
      },
      {
        label: 'feature flags for unfinished work',
        terms: ['feature flag', 'toggle', 'dark launch', 'hidden behind a flag'],
      },
      { label: 'pull requests and review', terms: ['pull request', 'code review', 'merge request'] },
      {
        label: 'release cadence and supported versions',
        terms: ['release cadence', 'multiple versions', 'continuous deployment', 'mobile', 'versioned release'],
      },
    ],
  },
  {
    id: 'git-006',
    type: 'technical',
    skill: 'architecture',
    technologies: ['git'],
    levels: ['senior'],
    text: 'As a {role}, would you put many projects into a single Git monorepo or keep separate repositories? Walk me through the trade-offs.',
    keyConcepts: [
      {
        label: 'atomic changes across projects',
        terms: ['atomic change', 'cross project', 'single commit', 'refactor across'],
      },
      {
        label: 'shared tooling and consistent dependencies',
        terms: ['shared tooling', 'consistency', 'one version', 'dependency'],
      },
      {
        label: 'build tools that understand the graph',
        terms: ['build tool', 'affected', 'bazel', 'nx', 'turborepo', 'build time'],
      },
      {
        label: 'ownership and access control',
        terms: ['ownership', 'codeowners', 'code owners', 'access control', 'permission'],
      },
      {
        label: 'repository size and performance',
        terms: ['repo size', 'clone', 'sparse checkout', 'shallow clone', 'performance'],
      },
      { label: 'independent release and versioning', terms: ['independent', 'versioning', 'release', 'coupling'] },
    ],
  },

  // Linux
  {
    id: 'linux-001',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['linux'],
    levels: ['junior'],
    text: 'How do file permissions work in Linux, and what would you check if a script fails with a permission denied error?',
    keyConcepts: [
      {
        label: 'read, write and execute bits',
        terms: ['read write execute', 'rwx', 'read permission', 'write permission', 'execute permission', 'octal'],
      },
      { label: 'owner, group and others', terms: ['owner', 'group', 'others', 'world'] },
      { label: 'changing modes and ownership', terms: ['chmod', 'chown', 'change mode', 'change owner'] },
      { label: 'the execute bit on scripts', terms: ['execute bit', 'executable', 'plus x', 'shebang'] },
      { label: 'privilege escalation', terms: ['sudo', 'root', 'superuser'] },
      { label: 'directory and mount permissions', terms: ['directory', 'parent directory', 'noexec', 'mount'] },
    ],
  },
  {
    id: 'linux-002',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['linux'],
    levels: ['junior'],
    text: 'What is the difference between a process and a thread in Linux, and how would you find and stop a process that is misbehaving?',
    keyConcepts: [
      {
        label: 'processes have their own memory',
        terms: ['own memory', 'address space', 'process id', 'pid', 'isolated'],
      },
      { label: 'threads share memory', terms: ['thread', 'share memory', 'same address space', 'shared memory'] },
      { label: 'finding processes', terms: ['ps', 'top', 'htop', 'pgrep', 'pidof'] },
      { label: 'signals', terms: ['kill', 'signal', 'sigterm', 'sigkill', 'kill nine'] },
      { label: 'stopping gracefully first', terms: ['graceful', 'clean up', 'term first', 'before sigkill'] },
    ],
  },
  {
    id: 'linux-003',
    type: 'technical',
    skill: 'debugging',
    technologies: ['linux'],
    levels: ['mid'],
    text: 'A Linux server is responding slowly. Walk me through the commands you would run and the signs you would look for to find the bottleneck.',
    keyConcepts: [
      { label: 'CPU and load average', terms: ['load average', 'cpu', 'top', 'uptime', 'vmstat'] },
      { label: 'memory pressure and swapping', terms: ['memory', 'swap', 'free', 'oom', 'page cache'] },
      { label: 'disk input and output wait', terms: ['iostat', 'disk', 'io wait', 'iowait', 'iotop'] },
      { label: 'network connections', terms: ['network', 'ss', 'netstat', 'connections', 'bandwidth'] },
      { label: 'kernel and service logs', terms: ['dmesg', 'journalctl', 'logs', 'syslog'] },
      { label: 'a systematic method', terms: ['use method', 'utilization', 'saturation', 'errors'] },
    ],
  },
  {
    id: 'linux-004',
    type: 'technical',
    skill: 'operations',
    technologies: ['linux'],
    levels: ['mid'],
    text: 'A disk on a Linux server is reported as full, but you cannot find any large files. What could be going on, and how would you investigate?',
    keyConcepts: [
      { label: 'measuring usage', terms: ['df', 'du', 'disk usage', 'disk free', 'ncdu'] },
      {
        label: 'deleted files still held open',
        terms: ['deleted', 'still open', 'lsof', 'open file handle', 'file descriptor'],
      },
      { label: 'running out of inodes', terms: ['inode', 'many small files', 'df i'] },
      { label: 'files hidden under a mount point', terms: ['mount point', 'mounted over', 'hidden under'] },
      { label: 'logs and rotation', terms: ['log rotation', 'logrotate', 'log', 'journal'] },
      { label: 'reserved blocks', terms: ['reserved block', 'reserved for root', 'reserved'] },
    ],
  },
  {
    id: 'linux-005',
    type: 'technical',
    skill: 'operations',
    technologies: ['linux'],
    levels: ['mid', 'senior'],
    text: 'How does systemd manage services on Linux, and how would you set up a service so that it restarts on failure and starts after the network is ready?',
    keyConcepts: [
      { label: 'unit files', terms: ['unit file', 'service unit', 'unit', 'service file'] },
      { label: 'restart policy', terms: ['restart on failure', 'restart', 'restart sec', 'restart policy'] },
      {
        label: 'ordering and dependencies',
        terms: ['after directive', 'wants', 'requires', 'network online', 'network target', 'dependency'],
      },
      {
        label: 'managing with systemctl and journalctl',
        terms: ['systemctl', 'journalctl', 'enable', 'status', 'daemon reload'],
      },
      {
        label: 'running with limited privileges',
        terms: ['user', 'resource limit', 'sandboxing', 'non root', 'limit'],
      },
    ],
  },
  {
    id: 'linux-006',
    type: 'technical',
    skill: 'security',
    technologies: ['linux'],
    levels: ['senior'],
    text: 'As a {role}, how would you harden a Linux server that will be exposed directly to the internet?',
    keyConcepts: [
      { label: 'SSH hardening', terms: ['ssh key', 'disable password', 'disable root login', 'ssh', 'bastion'] },
      {
        label: 'a firewall with minimal open ports',
        terms: ['firewall', 'iptables', 'nftables', 'ufw', 'security group', 'open port'],
      },
      { label: 'patching', terms: ['patch', 'update', 'unattended upgrade', 'security update'] },
      {
        label: 'least privilege for users and services',
        terms: ['least privilege', 'sudo', 'non root', 'service account'],
      },
      {
        label: 'auditing and intrusion detection',
        terms: ['audit', 'auditd', 'fail2ban', 'intrusion detection', 'log'],
      },
      { label: 'mandatory access control', terms: ['selinux', 'apparmor', 'mandatory access control'] },
    ],
  },
  {
    id: 'linux-007',
    type: 'technical',
    skill: 'performance',
    technologies: ['linux'],
    levels: ['senior'],
    text: 'How do Linux memory management and the out-of-memory killer affect services running on a busy host, and how would you tune for them?',
    keyConcepts: [
      { label: 'the page cache uses free memory', terms: ['page cache', 'buffer', 'free memory', 'available memory'] },
      { label: 'virtual memory and overcommit', terms: ['overcommit', 'virtual memory', 'resident', 'rss'] },
      { label: 'how the OOM killer chooses', terms: ['oom killer', 'oom score', 'out of memory', 'oom score adj'] },
      { label: 'swap behaviour', terms: ['swap', 'swappiness', 'swapping', 'thrash'] },
      { label: 'cgroup memory limits', terms: ['cgroup', 'memory limit', 'container limit', 'control group'] },
    ],
  },

  // System design
  {
    id: 'system-design-001',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['system-design'],
    levels: ['junior'],
    text: 'How would you design a simple URL shortener for a small company, covering how the short codes are created and how a visit gets redirected?',
    keyConcepts: [
      {
        label: 'generating short codes',
        terms: ['base sixty two', 'base 62', 'hash', 'counter', 'random', 'short code', 'encode'],
      },
      { label: 'avoiding collisions', terms: ['collision', 'unique', 'uniqueness', 'already exists'] },
      { label: 'storing the mapping', terms: ['database', 'table', 'key value', 'mapping', 'store'] },
      {
        label: 'the redirect response',
        terms: ['redirect', '301', '302', 'three oh one', 'three oh two', 'location header'],
      },
      { label: 'caching popular links', terms: ['cache', 'popular link', 'read heavy'] },
    ],
  },
  {
    id: 'system-design-002',
    type: 'technical',
    skill: 'architecture',
    technologies: ['system-design'],
    levels: ['junior', 'mid'],
    text: 'Design a notification service that sends emails and push notifications when things happen in an app. What are the main components and how do they talk to each other?',
    keyConcepts: [
      {
        label: 'a queue to decouple sending',
        terms: ['queue', 'message queue', 'asynchronous', 'background worker', 'decouple'],
      },
      {
        label: 'delivery providers',
        terms: ['email provider', 'push provider', 'third party', 'sendgrid', 'apns', 'firebase'],
      },
      { label: 'retries on failure', terms: ['retry', 'backoff', 'failure', 'dead letter'] },
      { label: 'user preferences', terms: ['preference', 'opt out', 'unsubscribe', 'settings'] },
      { label: 'templates', terms: ['template', 'personalize', 'localize'] },
      { label: 'deduplication and rate limits', terms: ['duplicate', 'idempotent', 'rate limit', 'throttle'] },
    ],
  },
  {
    id: 'system-design-003',
    type: 'technical',
    skill: 'performance',
    technologies: ['system-design'],
    levels: ['mid'],
    text: 'How would you add caching to a read-heavy service, and what problems do caches introduce that you have to design around?',
    keyConcepts: [
      { label: 'where to cache', terms: ['cdn', 'application cache', 'redis', 'in memory', 'browser cache'] },
      { label: 'invalidation and staleness', terms: ['invalidation', 'stale', 'ttl', 'consistency'] },
      { label: 'cache stampedes', terms: ['stampede', 'thundering herd', 'dog pile', 'request coalescing'] },
      { label: 'hit ratio', terms: ['hit rate', 'hit ratio', 'miss'] },
      { label: 'cold caches and cache outages', terms: ['cold cache', 'warm up', 'cache down', 'fallback'] },
    ],
  },
  {
    id: 'system-design-004',
    type: 'technical',
    skill: 'security',
    technologies: ['system-design'],
    levels: ['mid'],
    text: 'Design a rate limiter that protects a public API served by many application servers at once.',
    keyConcepts: [
      { label: 'a limiting algorithm', terms: ['token bucket', 'leaky bucket', 'sliding window', 'fixed window'] },
      { label: 'a shared counter store', terms: ['redis', 'shared store', 'central', 'distributed counter'] },
      { label: 'atomic updates', terms: ['atomic', 'race condition', 'lua', 'increment'] },
      { label: 'what to limit by', terms: ['per user', 'api key', 'ip address', 'tenant'] },
      {
        label: 'response and failure mode',
        terms: ['429', 'four twenty nine', 'retry after', 'fail open', 'fail closed'],
      },
      { label: 'local approximation for latency', terms: ['local', 'approximate', 'latency', 'sync'] },
    ],
  },
  {
    id: 'system-design-005',
    type: 'technical',
    skill: 'architecture',
    technologies: ['system-design'],
    levels: ['senior'],
    text: "Design the news feed for a social app with tens of millions of users. How would you build each user's feed quickly?",
    keyConcepts: [
      { label: 'fan-out on write', terms: ['fan out on write', 'push model', 'precompute', 'write time'] },
      { label: 'fan-out on read', terms: ['fan out on read', 'pull model', 'read time', 'merge'] },
      {
        label: 'a hybrid for very popular accounts',
        terms: ['celebrity', 'hybrid', 'many followers', 'high follower'],
      },
      { label: 'storing timelines', terms: ['timeline', 'feed cache', 'redis', 'feed store'] },
      { label: 'ranking', terms: ['ranking', 'rank', 'relevance', 'chronological'] },
      { label: 'pagination', terms: ['pagination', 'cursor', 'infinite scroll'] },
    ],
  },
  {
    id: 'system-design-006',
    type: 'technical',
    skill: 'data',
    technologies: ['system-design'],
    levels: ['senior'],
    text: 'As a {role}, how do you reason about the trade-off between consistency and availability when a system spans several data centres?',
    keyConcepts: [
      {
        label: 'the CAP theorem and network partitions',
        terms: ['cap theorem', 'network partition', 'partition tolerance', 'split brain'],
      },
      {
        label: 'strong consistency through consensus',
        terms: ['strong consistency', 'linearizable', 'consensus', 'quorum', 'raft', 'paxos'],
      },
      {
        label: 'eventual consistency and conflict resolution',
        terms: ['eventual consistency', 'eventually consistent', 'conflict resolution', 'last write wins', 'crdt'],
      },
      { label: 'latency costs even without failures', terms: ['latency', 'pacelc', 'round trip', 'cross region'] },
      {
        label: 'choosing per feature',
        terms: ['business requirement', 'per feature', 'payment', 'shopping cart', 'depends on the use case'],
      },
    ],
  },
  {
    id: 'system-design-007',
    type: 'technical',
    skill: 'architecture',
    technologies: ['system-design'],
    levels: ['senior'],
    text: 'How would you break a large monolith into services, and how would you decide where the boundaries should go?',
    keyConcepts: [
      {
        label: 'domain boundaries',
        terms: ['bounded context', 'domain driven design', 'domain', 'business capability'],
      },
      {
        label: 'incremental strangler approach',
        terms: ['strangler', 'strangler fig', 'incremental', 'piece by piece'],
      },
      { label: 'data ownership', terms: ['database per service', 'own data', 'shared database', 'data ownership'] },
      {
        label: 'communication between services',
        terms: ['synchronous', 'asynchronous', 'event', 'message', 'api contract'],
      },
      {
        label: 'operational cost of distribution',
        terms: ['observability', 'tracing', 'operational overhead', 'network latency', 'distributed'],
      },
      { label: 'whether to split at all', terms: ['premature', 'modular monolith', 'team size', 'conway'] },
    ],
  },

  // Kafka
  {
    id: 'kafka-001',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['kafka'],
    levels: ['junior'],
    text: 'Explain topics, partitions and consumer groups in Kafka, and how they let many consumers share the work.',
    keyConcepts: [
      { label: 'topics', terms: ['topic', 'stream', 'category'] },
      { label: 'partitions as ordered append-only logs', terms: ['partition', 'ordered log', 'append only', 'offset'] },
      { label: 'consumer groups', terms: ['consumer group', 'group id', 'group coordinator', 'share the partitions'] },
      {
        label: 'partition assignment and rebalancing',
        terms: ['assign', 'one consumer per partition', 'rebalance', 'parallelism'],
      },
      {
        label: 'ordering only within a partition',
        terms: ['within a partition', 'per partition', 'ordering', 'message key'],
      },
    ],
  },
  {
    id: 'kafka-002',
    type: 'technical',
    skill: 'data',
    technologies: ['kafka'],
    levels: ['junior', 'mid'],
    text: 'How does a Kafka consumer keep track of what it has already processed, and what happens if it crashes halfway through a batch?',
    keyConcepts: [
      { label: 'committed offsets', terms: ['offset', 'commit', 'committed offset', 'position'] },
      { label: 'automatic versus manual commits', terms: ['auto commit', 'manual commit', 'commit after processing'] },
      { label: 'reprocessing and duplicates', terms: ['reprocess', 'duplicate', 'at least once', 'redeliver'] },
      { label: 'possible message loss', terms: ['at most once', 'lose', 'skipped', 'message loss'] },
      { label: 'idempotent consumers', terms: ['idempotent', 'dedupe', 'deduplicate', 'unique id'] },
    ],
  },
  {
    id: 'kafka-003',
    type: 'technical',
    skill: 'data',
    technologies: ['kafka'],
    levels: ['mid'],
    text: 'How do you choose a message key and the number of partitions for a new Kafka topic?',
    keyConcepts: [
      {
        label: 'the key picks the partition and preserves order',
        terms: ['key', 'hash', 'same partition', 'ordering'],
      },
      { label: 'skewed keys create hot partitions', terms: ['hot partition', 'skew', 'uneven', 'hotspot'] },
      {
        label: 'partitions cap consumer parallelism',
        terms: ['parallelism', 'consumer count', 'throughput', 'max consumers'],
      },
      {
        label: 'adding partitions later remaps keys',
        terms: ['add partitions', 'remap', 'change later', 'repartition'],
      },
      {
        label: 'the overhead of too many partitions',
        terms: ['overhead', 'too many partitions', 'file handle', 'metadata', 'rebalance time'],
      },
    ],
  },
  {
    id: 'kafka-004',
    type: 'technical',
    skill: 'debugging',
    technologies: ['kafka'],
    levels: ['mid'],
    text: 'Consumer lag on a Kafka topic keeps growing. How would you find the cause and bring it back under control?',
    keyConcepts: [
      { label: 'measuring lag', terms: ['consumer lag', 'lag', 'burrow', 'monitoring', 'metrics'] },
      { label: 'slow processing downstream', terms: ['slow processing', 'downstream', 'database', 'external call'] },
      { label: 'scaling consumers', terms: ['add consumers', 'scale out', 'more partitions', 'parallelism'] },
      { label: 'rebalance storms', terms: ['rebalance', 'max poll interval', 'session timeout', 'heartbeat'] },
      { label: 'batching and fetch tuning', terms: ['batch', 'fetch size', 'max poll records', 'async'] },
      { label: 'poison messages', terms: ['poison message', 'retry', 'dead letter', 'stuck'] },
    ],
  },
  {
    id: 'kafka-005',
    type: 'technical',
    skill: 'architecture',
    technologies: ['kafka'],
    levels: ['senior'],
    text: 'What does exactly-once processing really mean in Kafka, and how would you achieve it end to end in a pipeline that writes to an external database?',
    keyConcepts: [
      {
        label: 'idempotent producers',
        terms: ['idempotent producer', 'sequence number', 'producer id', 'enable idempotence'],
      },
      { label: 'Kafka transactions', terms: ['transaction', 'transactional', 'read committed', 'atomic'] },
      {
        label: 'offsets committed with the output',
        terms: ['consume process produce', 'kafka streams', 'offset in the transaction', 'send offsets'],
      },
      {
        label: 'idempotent writes to the external system',
        terms: ['idempotent write', 'upsert', 'dedupe', 'unique key', 'store the offset'],
      },
      { label: 'outbox and change data capture', terms: ['outbox', 'change data capture', 'debezium'] },
    ],
  },
  {
    id: 'kafka-006',
    type: 'technical',
    skill: 'operations',
    technologies: ['kafka'],
    levels: ['senior'],
    text: 'As a {role}, how would you configure Kafka so that messages which were acknowledged survive the loss of a broker?',
    keyConcepts: [
      { label: 'replication factor', terms: ['replication factor', 'replica', 'three replicas'] },
      { label: 'producer acknowledgements from all replicas', terms: ['acks all', 'acknowledgement', 'acks'] },
      {
        label: 'minimum in-sync replicas',
        terms: ['min insync replicas', 'min in sync replicas', 'in sync replica', 'isr'],
      },
      { label: 'no unclean leader election', terms: ['unclean leader election', 'leader election', 'leader'] },
      { label: 'spreading replicas across racks or zones', terms: ['rack awareness', 'availability zone', 'rack'] },
      { label: 'latency and availability trade-off', terms: ['latency', 'throughput', 'availability', 'trade off'] },
    ],
  },
  {
    id: 'kafka-007',
    type: 'technical',
    skill: 'architecture',
    technologies: ['kafka'],
    levels: ['mid', 'senior'],
    text: 'When would you choose Kafka over a traditional message queue such as RabbitMQ or Amazon SQS, and when would you not?',
    keyConcepts: [
      { label: 'a durable, replayable log', terms: ['log', 'replay', 'retention', 'reread', 'rewind'] },
      { label: 'high throughput', terms: ['throughput', 'high volume', 'millions of messages'] },
      {
        label: 'many independent consumers',
        terms: ['multiple consumers', 'independent', 'fan out', 'consumer group'],
      },
      {
        label: 'queue features Kafka lacks',
        terms: ['routing', 'per message ack', 'priority', 'delay', 'visibility timeout'],
      },
      { label: 'operational complexity', terms: ['operational', 'complexity', 'managed service', 'msk', 'confluent'] },
      { label: 'ordering guarantees', terms: ['ordering', 'partition', 'fifo'] },
    ],
  },

  // Machine learning
  {
    id: 'machine-learning-001',
    type: 'technical',
    skill: 'fundamentals',
    technologies: ['machine-learning'],
    levels: ['junior'],
    text: 'What are overfitting and underfitting, and how would you tell which one your model is suffering from?',
    keyConcepts: [
      {
        label: 'overfitting memorizes the training data',
        terms: ['overfit', 'memorize', 'noise', 'high variance', 'training data'],
      },
      { label: 'underfitting misses the pattern', terms: ['underfit', 'too simple', 'high bias'] },
      {
        label: 'comparing training and validation error',
        terms: ['training error', 'validation error', 'validation set', 'gap', 'learning curve'],
      },
      {
        label: 'remedies',
        terms: ['regularization', 'more data', 'dropout', 'early stopping', 'simpler model', 'more features'],
      },
      { label: 'cross-validation', terms: ['cross validation', 'k fold', 'hold out'] },
    ],
  },
  {
    id: 'machine-learning-002',
    type: 'technical',
    skill: 'data',
    technologies: ['machine-learning'],
    levels: ['junior', 'mid'],
    text: 'Why do we split data into training, validation and test sets, and what is data leakage?',
    keyConcepts: [
      { label: 'training data fits the model', terms: ['training set', 'fit', 'learn the parameters'] },
      { label: 'validation data for tuning', terms: ['validation set', 'hyperparameter', 'tune', 'model selection'] },
      { label: 'the test set gives a final unbiased estimate', terms: ['test set', 'final', 'unbiased', 'unseen'] },
      { label: 'data leakage', terms: ['leakage', 'leak', 'future information', 'target leakage'] },
      {
        label: 'splitting correctly',
        terms: ['time split', 'chronological', 'fit on training', 'group split', 'stratify'],
      },
    ],
  },
  {
    id: 'machine-learning-003',
    type: 'technical',
    skill: 'testing',
    technologies: ['machine-learning'],
    levels: ['mid'],
    text: 'You are building a classifier to detect fraud, where only a tiny fraction of cases are fraudulent. How would you evaluate the model?',
    keyConcepts: [
      {
        label: 'accuracy is misleading on imbalanced data',
        terms: ['accuracy', 'misleading', 'imbalance', 'imbalanced'],
      },
      { label: 'precision and recall', terms: ['precision', 'recall', 'f1', 'f one score'] },
      {
        label: 'the confusion matrix',
        terms: ['confusion matrix', 'false positive', 'false negative', 'true positive'],
      },
      { label: 'curves and area under them', terms: ['roc', 'auc', 'precision recall curve', 'area under'] },
      { label: 'choosing a threshold by business cost', terms: ['threshold', 'business cost', 'cost of a false'] },
      { label: 'handling class imbalance in training', terms: ['oversample', 'undersample', 'class weight', 'smote'] },
    ],
  },
  {
    id: 'machine-learning-004',
    type: 'technical',
    skill: 'debugging',
    technologies: ['machine-learning'],
    levels: ['mid'],
    text: 'A model performed well in offline evaluation but is doing poorly in production. How would you investigate?',
    keyConcepts: [
      {
        label: 'training and serving skew',
        terms: ['training serving skew', 'skew', 'feature pipeline', 'different preprocessing'],
      },
      { label: 'data or concept drift', terms: ['data drift', 'distribution shift', 'concept drift', 'drift'] },
      {
        label: 'monitoring inputs and predictions',
        terms: ['monitor', 'feature distribution', 'prediction distribution', 'logging'],
      },
      { label: 'delayed ground truth labels', terms: ['ground truth', 'label', 'delayed'] },
      {
        label: 'optimistic offline evaluation',
        terms: ['leakage', 'offline evaluation', 'optimistic', 'not representative'],
      },
      { label: 'retraining or rolling back', terms: ['retrain', 'rollback', 'shadow'] },
    ],
  },
  {
    id: 'machine-learning-005',
    type: 'technical',
    skill: 'operations',
    technologies: ['machine-learning'],
    levels: ['mid', 'senior'],
    text: 'As a {role}, how would you take a trained model and serve it reliably in production?',
    keyConcepts: [
      {
        label: 'versioning and reproducibility',
        terms: ['model registry', 'version', 'artifact', 'reproducible', 'mlflow'],
      },
      { label: 'batch or online serving', terms: ['batch', 'real time', 'online inference', 'endpoint', 'api'] },
      { label: 'latency and scaling', terms: ['latency', 'throughput', 'gpu', 'autoscale', 'quantization'] },
      { label: 'safe rollout', terms: ['shadow', 'canary', 'a b test', 'gradual'] },
      { label: 'monitoring in production', terms: ['monitor', 'drift', 'alert', 'performance metric'] },
      { label: 'consistent features', terms: ['feature store', 'same features', 'consistency'] },
    ],
  },
  {
    id: 'machine-learning-006',
    type: 'technical',
    skill: 'architecture',
    technologies: ['machine-learning'],
    levels: ['senior'],
    text: "How would you design a system that uses a large language model to answer questions over a company's internal documents, and how would you reduce wrong answers?",
    keyConcepts: [
      {
        label: 'retrieval-augmented generation',
        terms: ['retrieval augmented generation', 'rag', 'retrieval', 'retrieve'],
      },
      {
        label: 'embeddings and vector search',
        terms: ['embedding', 'vector', 'vector database', 'similarity search', 'semantic search'],
      },
      { label: 'chunking documents', terms: ['chunk', 'chunking', 'split the documents'] },
      { label: 'grounding and citations', terms: ['citation', 'cite the source', 'grounding', 'hallucination'] },
      { label: 'systematic evaluation', terms: ['evaluation', 'eval', 'test set', 'human review', 'benchmark'] },
      { label: 'respecting document permissions', terms: ['access control', 'permission', 'private data', 'security'] },
    ],
  },

  // Software testing
  {
    id: 'testing-001',
    type: 'technical',
    skill: 'testing',
    technologies: ['testing'],
    levels: ['junior'],
    text: 'What is the difference between unit tests, integration tests and end-to-end tests, and roughly how much of each would you write?',
    keyConcepts: [
      {
        label: 'unit tests check small pieces in isolation',
        terms: ['unit test', 'single function', 'isolation', 'fast'],
      },
      {
        label: 'integration tests check parts together',
        terms: ['integration test', 'components together', 'real database', 'real dependencies'],
      },
      {
        label: 'end-to-end tests check whole user flows',
        terms: ['end to end', 'whole system', 'user flow', 'browser'],
      },
      { label: 'the test pyramid', terms: ['test pyramid', 'pyramid', 'testing trophy', 'more unit tests'] },
      { label: 'speed versus confidence', terms: ['speed', 'slow', 'confidence', 'flaky', 'cost'] },
    ],
  },
  {
    id: 'testing-002',
    type: 'technical',
    skill: 'testing',
    technologies: ['testing'],
    levels: ['junior'],
    text: 'What makes a unit test good, and what makes one painful to maintain over time?',
    keyConcepts: [
      { label: 'a clear structure', terms: ['arrange act assert', 'given when then', 'structure', 'setup'] },
      {
        label: 'one behaviour with a clear name',
        terms: ['one behaviour', 'one thing', 'clear name', 'descriptive name', 'readable'],
      },
      {
        label: 'deterministic and independent',
        terms: ['deterministic', 'independent', 'isolated', 'repeatable', 'any order'],
      },
      {
        label: 'testing behaviour, not implementation',
        terms: ['behaviour', 'implementation detail', 'public interface', 'refactor', 'brittle'],
      },
      { label: 'fast to run', terms: ['fast', 'quick', 'milliseconds'] },
    ],
  },
  {
    id: 'testing-003',
    type: 'technical',
    skill: 'testing',
    technologies: ['testing'],
    levels: ['mid'],
    text: 'When should you use mocks, stubs or fakes in your tests, and when does mocking do more harm than good?',
    keyConcepts: [
      { label: 'kinds of test doubles', terms: ['mock', 'stub', 'fake', 'spy', 'test double'] },
      {
        label: 'isolating slow or external dependencies',
        terms: ['external', 'network', 'third party', 'slow dependency', 'isolate'],
      },
      {
        label: 'over-mocking makes brittle tests',
        terms: ['over mock', 'brittle', 'implementation detail', 'coupling', 'false confidence'],
      },
      {
        label: 'verifying state versus interactions',
        terms: ['interaction', 'verify the call', 'state', 'assert the result'],
      },
      {
        label: 'realistic alternatives',
        terms: ['in memory', 'testcontainers', 'test container', 'real database', 'contract test'],
      },
    ],
  },
  {
    id: 'testing-004',
    type: 'technical',
    skill: 'frameworks',
    technologies: ['testing'],
    levels: ['mid'],
    text: 'How would you write reliable automated tests for the user interface of a web application, for example with Playwright or Cypress?',
    keyConcepts: [
      {
        label: 'stable, user-facing selectors',
        terms: ['role', 'accessible name', 'test id', 'selector', 'locator', 'label'],
      },
      {
        label: 'waiting on conditions, not sleeps',
        terms: ['auto wait', 'wait for', 'sleep', 'timeout', 'explicit wait'],
      },
      { label: 'isolated test data', terms: ['test data', 'seed', 'reset', 'isolated', 'independent'] },
      { label: 'controlling the network', terms: ['mock the network', 'intercept', 'stub the api', 'route'] },
      {
        label: 'covering critical journeys only',
        terms: ['critical path', 'happy path', 'key journey', 'user journey'],
      },
      { label: 'artifacts for debugging failures', terms: ['trace', 'screenshot', 'video', 'trace viewer'] },
    ],
  },
  {
    id: 'testing-005',
    type: 'technical',
    skill: 'testing',
    technologies: ['testing'],
    levels: ['mid', 'senior'],
    text: 'What does code coverage tell you and what does it not tell you, and how would you use it on a team?',
    keyConcepts: [
      {
        label: 'coverage measures what code ran',
        terms: ['line coverage', 'executed', 'branch coverage', 'statement coverage'],
      },
      {
        label: 'running code is not verifying it',
        terms: ['assertion', 'does not prove', 'correctness', 'quality', 'false confidence'],
      },
      { label: 'targets get gamed', terms: ['target', 'gaming', 'percentage', 'threshold', 'goodhart'] },
      { label: 'coverage of new and changed code', terms: ['new code', 'diff coverage', 'changed lines', 'trend'] },
      { label: 'mutation testing', terms: ['mutation testing', 'mutant', 'stryker', 'pitest'] },
    ],
  },
  {
    id: 'testing-006',
    type: 'technical',
    skill: 'architecture',
    technologies: ['testing'],
    levels: ['senior'],
    text: 'As a {role}, how would you set up a testing strategy for a system of microservices owned by different teams?',
    keyConcepts: [
      { label: 'contract testing between services', terms: ['contract test', 'consumer driven', 'pact', 'schema'] },
      {
        label: 'testing each service in isolation',
        terms: ['component test', 'service test', 'integration test', 'testcontainers'],
      },
      { label: 'a small number of end-to-end tests', terms: ['end to end', 'smoke test', 'critical journey', 'few'] },
      {
        label: 'test environments',
        terms: ['staging', 'ephemeral environment', 'preview environment', 'test environment'],
      },
      {
        label: 'testing in production safely',
        terms: ['canary', 'synthetic monitoring', 'testing in production', 'feature flag', 'monitoring'],
      },
      { label: 'ownership and quality gates', terms: ['ownership', 'pipeline', 'quality gate', 'each team'] },
    ],
  },
  {
    id: 'testing-007',
    type: 'technical',
    skill: 'performance',
    technologies: ['testing'],
    levels: ['mid', 'senior'],
    text: 'How would you plan load testing for a service before a big launch, and how would you judge whether the results are good enough?',
    keyConcepts: [
      {
        label: 'a realistic workload',
        terms: ['realistic', 'traffic pattern', 'production traffic', 'user journey', 'data volume'],
      },
      { label: 'load testing tools', terms: ['k6', 'jmeter', 'gatling', 'locust'] },
      {
        label: 'latency percentiles and error rates',
        terms: ['latency', 'percentile', 'p99', 'p ninety nine', 'error rate', 'throughput'],
      },
      { label: 'kinds of load test', terms: ['load test', 'stress test', 'soak test', 'spike test'] },
      { label: 'a production-like environment', terms: ['production like', 'same size', 'staging'] },
      {
        label: 'targets and bottleneck analysis',
        terms: ['service level objective', 'slo', 'bottleneck', 'saturation', 'profile'],
      },
    ],
  },
];
