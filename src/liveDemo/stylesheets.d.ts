// the packages' stylesheets, imported for their effect: the runner hands edited code an empty module
declare module 'rc-pagination/assets/index.css';
declare module 'rc-select/assets/index.css';
