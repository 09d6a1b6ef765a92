import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.ts';
import type { UserReadCache } from './read-cache.ts';
import { createPlatformRepository, type PlatformRepository } from '../features/platform/platform-repository.ts';
import { createFeedbackRepository, type FeedbackRepository } from '../features/feedback/feedback-repository.ts';
import { createInterviewsRepository, type InterviewsRepository } from '../features/interviews/interviews-repository.ts';
import { createSessionsRepository, type SessionsRepository } from '../features/users/sessions-repository.ts';
import { createUsersRepository, type UsersRepository } from '../features/users/users-repository.ts';

export interface Repositories {
  users: UsersRepository;
  sessions: SessionsRepository;
  interviews: InterviewsRepository;
  feedback: FeedbackRepository;
  platform: PlatformRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Routes reach the database only through these. */
    repositories: Repositories;
  }
}

export const repositoriesPlugin = fp(
  async (app: FastifyInstance, options: { db: Db; readCache: UserReadCache }) => {
    app.decorate('repositories', {
      users: createUsersRepository(options.db),
      sessions: createSessionsRepository(options.db),
      interviews: createInterviewsRepository(options.db, options.readCache),
      feedback: createFeedbackRepository(options.db, options.readCache),
      platform: createPlatformRepository(options.db),
    });
  },
  { name: 'repositories' },
);
