export * from './errors.ts';
export * from './user.ts';
export * from './interview.ts';
export * from './feedback.ts';
export * from './call-socket.ts';
export * from './platform.ts';
export * from './call-messages.ts';
export * from './interviewer.ts';
