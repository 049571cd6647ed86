"use strict";
exports.ids = [467];
exports.modules = {

/***/ 7724
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

let react__WEBPACK_IMPORTED_MODULE_3___namespace_cache;
__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   demos: () => (/* binding */ demos)
/* harmony export */ });
/* harmony import */ var _work_main_node_modules_umijs_babel_preset_umi_node_modules_babel_runtime_helpers_regeneratorRuntime_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5420);
/* harmony import */ var _work_main_node_modules_umijs_babel_preset_umi_node_modules_babel_runtime_helpers_regeneratorRuntime_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(_work_main_node_modules_umijs_babel_preset_umi_node_modules_babel_runtime_helpers_regeneratorRuntime_js__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _work_main_node_modules_umijs_babel_preset_umi_node_modules_babel_runtime_helpers_asyncToGenerator_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8312);
/* harmony import */ var _work_main_node_modules_umijs_babel_preset_umi_node_modules_babel_runtime_helpers_asyncToGenerator_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(_work_main_node_modules_umijs_babel_preset_umi_node_modules_babel_runtime_helpers_asyncToGenerator_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _work_main_node_modules_umijs_babel_preset_umi_node_modules_babel_runtime_helpers_interopRequireWildcard_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6036);
/* harmony import */ var _work_main_node_modules_umijs_babel_preset_umi_node_modules_babel_runtime_helpers_interopRequireWildcard_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(_work_main_node_modules_umijs_babel_preset_umi_node_modules_babel_runtime_helpers_interopRequireWildcard_js__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var react__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6540);
/* harmony import */ var rc_pagination__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9162);
/* harmony import */ var rc_pagination_lib_locale_en_US__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6216);
/* harmony import */ var rc_pagination_assets_index_css__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(225);
var rc_pagination__WEBPACK_IMPORTED_MODULE_4___namespace_object = {};
__webpack_require__.r(rc_pagination__WEBPACK_IMPORTED_MODULE_4___namespace_object);
__webpack_require__.d(rc_pagination__WEBPACK_IMPORTED_MODULE_4___namespace_object, {
	"default": () => (rc_pagination__WEBPACK_IMPORTED_MODULE_4__.A)
});









var demos = {
  'docs-demo-basic-demo-basic': {
    component: /*#__PURE__*/react__WEBPACK_IMPORTED_MODULE_3__.memo( /*#__PURE__*/react__WEBPACK_IMPORTED_MODULE_3__.lazy(function () {
      return Promise.resolve().then(function () {
        return _work_main_node_modules_umijs_babel_preset_umi_node_modules_babel_runtime_helpers_interopRequireWildcard_js__WEBPACK_IMPORTED_MODULE_2___default()(__webpack_require__(1022));
      });
    })),
    asset: {
      "type": "BLOCK",
      "id": "docs-demo-basic-demo-basic",
      "refAtomIds": [],
      "dependencies": {
        "index.tsx": {
          "type": "FILE",
          "value": (__webpack_require__(9360)/* ["default"] */ .A)
        },
        "react": {
          "type": "NPM",
          "value": "18.2.0"
        },
        "rc-pagination": {
          "type": "NPM",
          "value": "4.0.4"
        }
      },
      "entry": "index.tsx"
    },
    routeId: 'docs/demo/basic',
    context: {
      "react": /*#__PURE__*/ (react__WEBPACK_IMPORTED_MODULE_3___namespace_cache || (react__WEBPACK_IMPORTED_MODULE_3___namespace_cache = __webpack_require__.t(react__WEBPACK_IMPORTED_MODULE_3__, 2))),
      "rc-pagination": rc_pagination__WEBPACK_IMPORTED_MODULE_4___namespace_object,
      "rc-pagination/lib/locale/en_US": rc_pagination_lib_locale_en_US__WEBPACK_IMPORTED_MODULE_5__,
      "rc-pagination/assets/index.css": rc_pagination_assets_index_css__WEBPACK_IMPORTED_MODULE_6__
    },
    renderOpts: {
      compile: function () {
        var _compile = _work_main_node_modules_umijs_babel_preset_umi_node_modules_babel_runtime_helpers_asyncToGenerator_js__WEBPACK_IMPORTED_MODULE_1___default()( /*#__PURE__*/_work_main_node_modules_umijs_babel_preset_umi_node_modules_babel_runtime_helpers_regeneratorRuntime_js__WEBPACK_IMPORTED_MODULE_0___default()().mark(function _callee() {
          var _yield$import;
          var _args = arguments;
          return _work_main_node_modules_umijs_babel_preset_umi_node_modules_babel_runtime_helpers_regeneratorRuntime_js__WEBPACK_IMPORTED_MODULE_0___default()().wrap(function _callee$(_context) {
            while (1) switch (_context.prev = _context.next) {
              case 0:
                _context.next = 2;
                return Promise.resolve().then(function () {
                  return _work_main_node_modules_umijs_babel_preset_umi_node_modules_babel_runtime_helpers_interopRequireWildcard_js__WEBPACK_IMPORTED_MODULE_2___default()(__webpack_require__(2306));
                });
              case 2:
                return _context.abrupt("return", (_yield$import = _context.sent)["default"].apply(_yield$import, _args));
              case 3:
              case "end":
                return _context.stop();
            }
          }, _callee);
        }));
        function compile() {
          return _compile.apply(this, arguments);
        }
        return compile;
      }()
    }
  }
};

/***/ },

/***/ 1106
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

let react__WEBPACK_IMPORTED_MODULE_3___namespace_cache;
__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   demos: () => (/* binding */ demos)
/* harmony export */ });
/* harmony import */ var _work_main_node_modules_umijs_babel_preset_umi_node_modules_babel_runtime_helpers_regeneratorRuntime_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5420);
/* harmony import */ var _work_main_node_modules_umijs_babel_preset_umi_node_modules_babel_runtime_helpers_regeneratorRuntime_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(_work_main_node_modules_umijs_babel_preset_umi_node_modules_babel_runtime_helpers_regeneratorRuntime_js__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _work_main_node_modules_umijs_babel_preset_umi_node_modules_babel_runtime_helpers_asyncToGenerator_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8312);
/* harmony import */ var _work_main_node_modules_umijs_babel_preset_umi_node_modules_babel_runtime_helpers_asyncToGenerator_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(_work_main_node_modules_umijs_babel_preset_umi_node_modules_babel_runtime_helpers_asyncToGenerator_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _work_main_node_modules_umijs_babel_preset_umi_node_modules_babel_runtime_helpers_interopRequireWildcard_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6036);
/* harmony import */ var _work_main_node_modules_umijs_babel_preset_umi_node_modules_babel_runtime_helpers_interopRequireWildcard_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(_work_main_node_modules_umijs_babel_preset_umi_node_modules_babel_runtime_helpers_interopRequireWildcard_js__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var react__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6540);
/* harmony import */ var rc_pagination__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9162);
/* harmony import */ var rc_pagination_lib_locale_en_US__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6216);
/* harmony import */ var rc_pagination_assets_index_css__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(225);
var rc_pagination__WEBPACK_IMPORTED_MODULE_4___namespace_object = {};
__webpack_require__.r(rc_pagination__WEBPACK_IMPORTED_MODULE_4___namespace_object);
__webpack_require__.d(rc_pagination__WEBPACK_IMPORTED_MODULE_4___namespace_object, {
	"default": () => (rc_pagination__WEBPACK_IMPORTED_MODULE_4__.A)
});









var demos = {
  'docs-demo-basic': {
    component: /*#__PURE__*/react__WEBPACK_IMPORTED_MODULE_3__.memo( /*#__PURE__*/react__WEBPACK_IMPORTED_MODULE_3__.lazy(function () {
      return Promise.resolve().then(function () {
        return _work_main_node_modules_umijs_babel_preset_umi_node_modules_babel_runtime_helpers_interopRequireWildcard_js__WEBPACK_IMPORTED_MODULE_2___default()(__webpack_require__(1022));
      });
    })),
    asset: {
      "type": "BLOCK",
      "id": "docs-demo-basic",
      "refAtomIds": [],
      "dependencies": {
        "index.tsx": {
          "type": "FILE",
          "value": (__webpack_require__(9360)/* ["default"] */ .A)
        },
        "react": {
          "type": "NPM",
          "value": "18.2.0"
        },
        "rc-pagination": {
          "type": "NPM",
          "value": "4.0.4"
        }
      },
      "entry": "index.tsx"
    },
    routeId: 'docs/index',
    context: {
      "react": /*#__PURE__*/ (react__WEBPACK_IMPORTED_MODULE_3___namespace_cache || (react__WEBPACK_IMPORTED_MODULE_3___namespace_cache = __webpack_require__.t(react__WEBPACK_IMPORTED_MODULE_3__, 2))),
      "rc-pagination": rc_pagination__WEBPACK_IMPORTED_MODULE_4___namespace_object,
      "rc-pagination/lib/locale/en_US": rc_pagination_lib_locale_en_US__WEBPACK_IMPORTED_MODULE_5__,
      "rc-pagination/assets/index.css": rc_pagination_assets_index_css__WEBPACK_IMPORTED_MODULE_6__
    },
    renderOpts: {
      compile: function () {
        var _compile = _work_main_node_modules_umijs_babel_preset_umi_node_modules_babel_runtime_helpers_asyncToGenerator_js__WEBPACK_IMPORTED_MODULE_1___default()( /*#__PURE__*/_work_main_node_modules_umijs_babel_preset_umi_node_modules_babel_runtime_helpers_regeneratorRuntime_js__WEBPACK_IMPORTED_MODULE_0___default()().mark(function _callee() {
          var _yield$import;
          var _args = arguments;
          return _work_main_node_modules_umijs_babel_preset_umi_node_modules_babel_runtime_helpers_regeneratorRuntime_js__WEBPACK_IMPORTED_MODULE_0___default()().wrap(function _callee$(_context) {
            while (1) switch (_context.prev = _context.next) {
              case 0:
                _context.next = 2;
                return Promise.resolve().then(function () {
                  return _work_main_node_modules_umijs_babel_preset_umi_node_modules_babel_runtime_helpers_interopRequireWildcard_js__WEBPACK_IMPORTED_MODULE_2___default()(__webpack_require__(2306));
                });
              case 2:
                return _context.abrupt("return", (_yield$import = _context.sent)["default"].apply(_yield$import, _args));
              case 3:
              case "end":
                return _context.stop();
            }
          }, _callee);
        }));
        function compile() {
          return _compile.apply(this, arguments);
        }
        return compile;
      }()
    }
  }
};

/***/ },

/***/ 1022
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (/* binding */ BasicDemo)
/* harmony export */ });
/* harmony import */ var react__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6540);
/* harmony import */ var rc_pagination__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9162);
/* harmony import */ var rc_pagination_lib_locale_en_US__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6216);
/* harmony import */ var rc_pagination_assets_index_css__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(225);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4848);






function BasicDemo() {
  return /*#__PURE__*/(0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_4__.jsx)(rc_pagination__WEBPACK_IMPORTED_MODULE_1__/* ["default"] */ .A, {
    total: 25,
    locale: rc_pagination_lib_locale_en_US__WEBPACK_IMPORTED_MODULE_2__["default"]
  });
}

/***/ },

/***/ 9360
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ("import React from 'react';\nimport Pagination from 'rc-pagination';\nimport enUS from 'rc-pagination/lib/locale/en_US';\nimport 'rc-pagination/assets/index.css';\n\nexport default function BasicDemo() {\n  return <Pagination total={25} locale={enUS} />;\n}\n");
/* harmony export */ __webpack_require__.d(__webpack_exports__, [
/* harmony export */   "A", 0, /* export default binding */ __WEBPACK_DEFAULT_EXPORT__
/* harmony export */ ]);


/***/ }

};
;