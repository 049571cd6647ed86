// types for `dumi/theme/builtins/*` and `dumi/theme/slots/*`, which exist only as build aliases
/// <reference types="dumi/theme-modules" />
