/** Another old register path: the same redirect as /cadastro. */
export { default } from '../cadastro/page';
