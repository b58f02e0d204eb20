// The dashboards module's public API: nothing yet — it only reads other modules' rows for its own routes.
export {};
