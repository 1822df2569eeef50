// Jest stand-in for the 'server-only' marker package (see jest.config.mjs).
export {};
