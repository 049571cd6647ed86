import enUS from '../../../.dumi/theme/locales/en-US.json';
import { generateFiles } from '../../../src/playground/generateCode';
import { presetWords } from '../../../src/playground/presets';

/** States covering every control: locales, simple, size changer, jumper, every preset. */
export const SAMPLE_QUERIES = [
  '',
  'locale=de_DE&showQuickJumper=true',
  'simple=true&total=95&defaultCurrent=3',
  'simple=true&showQuickJumper=goButton&locale=ja_JP',
  'showSizeChanger=true&pageSizeOptions=5,15,30&defaultPageSize=15',
  'current=7&pageSize=20&showTotal=rich',
  'showQuickJumper=goButton&showTotal=range&locale=fr_FR',
  'itemRender=textButtons&icons=arrows&defaultCurrent=25',
  'itemRender=padded&showLessItems=true&defaultCurrent=12',
  'icons=words&className=rounded&style=centered',
  'className=borderless&style=spacious&showTotal=count',
  'showTitle=false&showPrevNextJumpers=false&disabled=true&showQuickJumper=true',
  'hideOnSinglePage=true&total=8',
  'total=0&locale=zh_CN',
  'total=60&totalBoundaryShowSizeChanger=100&showTotal=chinese&locale=ne_NP',
  'showSizeChanger=false&locale=kmr_IQ&current=50',
];

/** What the presets write (icon names, link texts) on an English page, from the site's own strings. */
export const ENGLISH_WORDS = presetWords((id) => (enUS as Record<string, string>)[id]);

/** The App.tsx the playground writes for a state. */
export const generateCode = (...args: Parameters<typeof generateFiles>) => generateFiles(...args)[0].code;
