// The health module answers liveness and readiness checks; it offers nothing to other modules.
export {};
