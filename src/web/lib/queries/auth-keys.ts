export const authKeys = {
  all: ['auth'] as const,
  resetToken: (token: string) => [...authKeys.all, 'reset-token', token] as const,
};
