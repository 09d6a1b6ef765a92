/**
 * The technologies Mockingbird knows, with the ways people name them. The question bank tags
 * technical questions with these ids; techstack text ("Node, React.js, k8s") is matched against
 * the aliases.
 */
export const TECHNOLOGIES = [
  { id: 'javascript', name: 'JavaScript', aliases: ['javascript', 'js', 'ecmascript', 'es6', 'vanilla js'] },
  { id: 'typescript', name: 'TypeScript', aliases: ['typescript', 'ts'] },
  { id: 'react', name: 'React', aliases: ['react', 'reactjs', 'react.js', 'redux', 'react hooks'] },
  { id: 'nextjs', name: 'Next.js', aliases: ['next', 'nextjs', 'next.js'] },
  { id: 'vue', name: 'Vue', aliases: ['vue', 'vuejs', 'vue.js', 'nuxt', 'nuxtjs', 'pinia', 'vuex'] },
  { id: 'angular', name: 'Angular', aliases: ['angular', 'angularjs', 'angular.js', 'rxjs'] },
  {
    id: 'html-css',
    name: 'HTML and CSS',
    aliases: [
      'html',
      'css',
      'html5',
      'css3',
      'sass',
      'scss',
      'tailwind',
      'tailwindcss',
      'html and css',
      'html css',
      'web accessibility',
    ],
  },
  {
    id: 'nodejs',
    name: 'Node.js',
    aliases: ['node', 'nodejs', 'node.js', 'express', 'expressjs', 'express.js', 'nestjs', 'fastify', 'deno', 'bun'],
  },
  { id: 'python', name: 'Python', aliases: ['python', 'python3', 'py', 'fastapi', 'flask', 'pandas', 'numpy'] },
  { id: 'django', name: 'Django', aliases: ['django', 'django rest framework', 'drf'] },
  { id: 'java', name: 'Java', aliases: ['java', 'jvm', 'java ee', 'jakarta ee'] },
  { id: 'spring', name: 'Spring', aliases: ['spring', 'spring boot', 'springboot', 'spring framework'] },
  { id: 'kotlin', name: 'Kotlin', aliases: ['kotlin', 'android', 'jetpack compose', 'ktor'] },
  { id: 'go', name: 'Go', aliases: ['go', 'golang'] },
  { id: 'rust', name: 'Rust', aliases: ['rust', 'rustlang', 'tokio', 'cargo'] },
  {
    id: 'csharp',
    name: 'C# and .NET',
    aliases: ['c#', 'csharp', 'c sharp', '.net', 'dotnet', 'asp.net', 'asp.net core', '.net core', 'entity framework'],
  },
  { id: 'cpp', name: 'C++', aliases: ['c++', 'cpp', 'c plus plus'] },
  { id: 'php', name: 'PHP', aliases: ['php', 'laravel', 'symfony', 'wordpress'] },
  { id: 'ruby-rails', name: 'Ruby on Rails', aliases: ['ruby', 'rails', 'ruby on rails', 'ror'] },
  { id: 'swift', name: 'Swift', aliases: ['swift', 'ios', 'swiftui', 'uikit', 'objective-c'] },
  { id: 'sql', name: 'SQL', aliases: ['sql', 'relational databases', 'databases', 'sqlite', 'sql server', 'oracle'] },
  {
    id: 'postgresql',
    name: 'PostgreSQL',
    // Speech recognisers split or respell it: "postgres sql", "postgre sequel".
    aliases: [
      'postgresql',
      'postgres',
      'psql',
      'pg',
      'postgre',
      'postgres sql',
      'postgre sql',
      'postgres sequel',
      'postgre sequel',
    ],
  },
  { id: 'mysql', name: 'MySQL', aliases: ['mysql', 'mariadb', 'my sql', 'my sequel'] },
  { id: 'mongodb', name: 'MongoDB', aliases: ['mongodb', 'mongo', 'mongoose', 'nosql'] },
  { id: 'redis', name: 'Redis', aliases: ['redis', 'memcached', 'valkey'] },
  { id: 'graphql', name: 'GraphQL', aliases: ['graphql', 'apollo', 'graph ql'] },
  {
    id: 'rest-api',
    name: 'REST APIs',
    aliases: ['rest', 'rest api', 'rest apis', 'restful', 'api design', 'openapi', 'http apis'],
  },
  { id: 'aws', name: 'AWS', aliases: ['aws', 'amazon web services', 'lambda', 'ec2', 's3', 'dynamodb'] },
  {
    id: 'gcp',
    name: 'Google Cloud',
    aliases: ['gcp', 'google cloud', 'google cloud platform', 'bigquery', 'firebase'],
  },
  { id: 'azure', name: 'Azure', aliases: ['azure', 'microsoft azure'] },
  { id: 'docker', name: 'Docker', aliases: ['docker', 'containers', 'docker compose', 'containerization'] },
  { id: 'kubernetes', name: 'Kubernetes', aliases: ['kubernetes', 'k8s', 'helm', 'eks', 'gke', 'aks'] },
  {
    id: 'terraform',
    name: 'Terraform',
    aliases: ['terraform', 'infrastructure as code', 'iac', 'pulumi', 'cloudformation'],
  },
  {
    id: 'ci-cd',
    name: 'Continuous integration and delivery',
    aliases: [
      'ci/cd',
      'ci',
      'cd',
      'cicd',
      'github actions',
      'jenkins',
      'gitlab ci',
      'continuous integration',
      'continuous delivery',
      'devops',
    ],
  },
  { id: 'git', name: 'Git', aliases: ['git', 'github', 'gitlab', 'version control'] },
  { id: 'linux', name: 'Linux', aliases: ['linux', 'unix', 'bash', 'shell', 'shell scripting'] },
  {
    id: 'system-design',
    name: 'System design',
    aliases: [
      'system design',
      'distributed systems',
      'microservices',
      'scalability',
      'architecture',
      'software architecture',
    ],
  },
  {
    id: 'kafka',
    name: 'Kafka',
    aliases: ['kafka', 'apache kafka', 'rabbitmq', 'message queues', 'event streaming', 'sqs'],
  },
  {
    id: 'machine-learning',
    name: 'Machine learning',
    aliases: [
      'machine learning',
      'ml',
      'ai',
      'deep learning',
      'pytorch',
      'tensorflow',
      'scikit-learn',
      'sklearn',
      'llm',
      'llms',
      'data science',
    ],
  },
  {
    id: 'testing',
    name: 'Software testing',
    aliases: [
      'testing',
      'unit testing',
      'jest',
      'vitest',
      'cypress',
      'playwright',
      'selenium',
      'tdd',
      'qa',
      'test automation',
    ],
  },
] as const satisfies readonly { id: string; name: string; aliases: readonly string[] }[];

export type TechnologyId = (typeof TECHNOLOGIES)[number]['id'];
export type Technology = (typeof TECHNOLOGIES)[number];

const normaliseName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();

const BY_ALIAS = new Map<string, Technology>();
for (const technology of TECHNOLOGIES) {
  for (const alias of [technology.id, technology.name, ...technology.aliases]) {
    BY_ALIAS.set(normaliseName(alias), technology);
  }
}

/** The known technology a techstack entry names ("React.js", "k8s", "Node"), if any. */
export function findTechnology(name: string): Technology | undefined {
  const key = normaliseName(name);
  return BY_ALIAS.get(key) ?? BY_ALIAS.get(key.replace(/\s*(\.js|js)$/, '')) ?? BY_ALIAS.get(key.replace(/\s+/g, ''));
}

export function technologyById(id: TechnologyId): Technology {
  const found = TECHNOLOGIES.find((technology) => technology.id === id);
  if (!found) throw new Error(`unknown technology id ${id}`);
  return found;
}
