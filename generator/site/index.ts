// The model: what the generator and the pages share, and the only part of generator/ that
// templates/ may import. It imports nothing but the schema's types.
export * from './catalogue.ts';
export * from './navigation.ts';
export * from './output.ts';
export * from './routes.ts';
export * from './shop.ts';
export * from './urls.ts';
