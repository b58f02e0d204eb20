// The chat module's public API: who may be in a room (the socket checks subscriptions with it).
export { mayEnter } from './rooms';
