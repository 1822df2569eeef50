/** Another old register path: the same redirect as /cadastro. */
export { default, metadata } from '../cadastro/page';
