export * from './fake-back-end.ts';
export { FakeSocket } from './fake-socket.ts';
