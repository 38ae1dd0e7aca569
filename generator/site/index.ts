// The model the generator and the pages share, the only part of generator/ that templates/ may import; it imports only the schema's types.
export * from './catalogue.ts';
export * from './navigation.ts';
export * from './output.ts';
export * from './routes.ts';
export * from './shop.ts';
export * from './urls.ts';
