import type { PaginationLocale } from 'rc-pagination';
import am from 'rc-pagination/lib/locale/am';
import ar_EG from 'rc-pagination/lib/locale/ar_EG';
import az_AZ from 'rc-pagination/lib/locale/az_AZ';
import bg_BG from 'rc-pagination/lib/locale/bg_BG';
import bn_BD from 'rc-pagination/lib/locale/bn_BD';
import by_BY from 'rc-pagination/lib/locale/by_BY';
import ca_ES from 'rc-pagination/lib/locale/ca_ES';
import cs_CZ from 'rc-pagination/lib/locale/cs_CZ';
import da_DK from 'rc-pagination/lib/locale/da_DK';
import de_DE from 'rc-pagination/lib/locale/de_DE';
import el_GR from 'rc-pagination/lib/locale/el_GR';
import en_GB from 'rc-pagination/lib/locale/en_GB';
import en_US from 'rc-pagination/lib/locale/en_US';
import es_ES from 'rc-pagination/lib/locale/es_ES';
import et_EE from 'rc-pagination/lib/locale/et_EE';
import eu_ES from 'rc-pagination/lib/locale/eu_ES';
import fa_IR from 'rc-pagination/lib/locale/fa_IR';
import fi_FI from 'rc-pagination/lib/locale/fi_FI';
import fr_BE from 'rc-pagination/lib/locale/fr_BE';
import fr_CA from 'rc-pagination/lib/locale/fr_CA';
import fr_FR from 'rc-pagination/lib/locale/fr_FR';
import ga_IE from 'rc-pagination/lib/locale/ga_IE';
import gl_ES from 'rc-pagination/lib/locale/gl_ES';
import he_IL from 'rc-pagination/lib/locale/he_IL';
import hi_IN from 'rc-pagination/lib/locale/hi_IN';
import hr_HR from 'rc-pagination/lib/locale/hr_HR';
import hu_HU from 'rc-pagination/lib/locale/hu_HU';
import id_ID from 'rc-pagination/lib/locale/id_ID';
import is_IS from 'rc-pagination/lib/locale/is_IS';
import it_IT from 'rc-pagination/lib/locale/it_IT';
import ja_JP from 'rc-pagination/lib/locale/ja_JP';
import ka_GE from 'rc-pagination/lib/locale/ka_GE';
import kk_KZ from 'rc-pagination/lib/locale/kk_KZ';
import km_KH from 'rc-pagination/lib/locale/km_KH';
import kmr_IQ from 'rc-pagination/lib/locale/kmr_IQ';
import kn_IN from 'rc-pagination/lib/locale/kn_IN';
import ko_KR from 'rc-pagination/lib/locale/ko_KR';
import lt_LT from 'rc-pagination/lib/locale/lt_LT';
import lv_LV from 'rc-pagination/lib/locale/lv_LV';
import mk_MK from 'rc-pagination/lib/locale/mk_MK';
import ml_IN from 'rc-pagination/lib/locale/ml_IN';
import mn_MN from 'rc-pagination/lib/locale/mn_MN';
import ms_MY from 'rc-pagination/lib/locale/ms_MY';
import my_MM from 'rc-pagination/lib/locale/my_MM';
import nb_NO from 'rc-pagination/lib/locale/nb_NO';
import ne_NP from 'rc-pagination/lib/locale/ne_NP';
import nl_BE from 'rc-pagination/lib/locale/nl_BE';
import nl_NL from 'rc-pagination/lib/locale/nl_NL';
import pa_IN from 'rc-pagination/lib/locale/pa_IN';
import pb_IN from 'rc-pagination/lib/locale/pb_IN';
import pl_PL from 'rc-pagination/lib/locale/pl_PL';
import pt_BR from 'rc-pagination/lib/locale/pt_BR';
import pt_PT from 'rc-pagination/lib/locale/pt_PT';
import ro_RO from 'rc-pagination/lib/locale/ro_RO';
import ru_RU from 'rc-pagination/lib/locale/ru_RU';
import si_LK from 'rc-pagination/lib/locale/si_LK';
import sk_SK from 'rc-pagination/lib/locale/sk_SK';
import sl_SI from 'rc-pagination/lib/locale/sl_SI';
import sr_RS from 'rc-pagination/lib/locale/sr_RS';
import sv_SE from 'rc-pagination/lib/locale/sv_SE';
import ta_IN from 'rc-pagination/lib/locale/ta_IN';
import th_TH from 'rc-pagination/lib/locale/th_TH';
import tk_TK from 'rc-pagination/lib/locale/tk_TK';
import tr_TR from 'rc-pagination/lib/locale/tr_TR';
import ug_CN from 'rc-pagination/lib/locale/ug_CN';
import uk_UA from 'rc-pagination/lib/locale/uk_UA';
import ur_PK from 'rc-pagination/lib/locale/ur_PK';
import uz_UZ from 'rc-pagination/lib/locale/uz_UZ';
import vi_VN from 'rc-pagination/lib/locale/vi_VN';
import zh_CN from 'rc-pagination/lib/locale/zh_CN';
import zh_TW from 'rc-pagination/lib/locale/zh_TW';

/** Every locale rc-pagination 4.0.4 ships in lib/locale (71 files), keyed by file name. */
export const paginationLocales: Record<string, PaginationLocale> = {
  am,
  ar_EG,
  az_AZ,
  bg_BG,
  bn_BD,
  by_BY,
  ca_ES,
  cs_CZ,
  da_DK,
  de_DE,
  el_GR,
  en_GB,
  en_US,
  es_ES,
  et_EE,
  eu_ES,
  fa_IR,
  fi_FI,
  fr_BE,
  fr_CA,
  fr_FR,
  ga_IE,
  gl_ES,
  he_IL,
  hi_IN,
  hr_HR,
  hu_HU,
  id_ID,
  is_IS,
  it_IT,
  ja_JP,
  ka_GE,
  kk_KZ,
  km_KH,
  kmr_IQ,
  kn_IN,
  ko_KR,
  lt_LT,
  lv_LV,
  mk_MK,
  ml_IN,
  mn_MN,
  ms_MY,
  my_MM,
  nb_NO,
  ne_NP,
  nl_BE,
  nl_NL,
  pa_IN,
  pb_IN,
  pl_PL,
  pt_BR,
  pt_PT,
  ro_RO,
  ru_RU,
  si_LK,
  sk_SK,
  sl_SI,
  sr_RS,
  sv_SE,
  ta_IN,
  th_TH,
  tk_TK,
  tr_TR,
  ug_CN,
  uk_UA,
  ur_PK,
  uz_UZ,
  vi_VN,
  zh_CN,
  zh_TW,
};
