import React, { useState } from 'react';
import Pagination from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import 'rc-pagination/assets/index.css';

// 从 @rc-component/pagination 1.5 起：切换每页条数时多出第三个参数 { recommendPage }，
// 即让当前页的第一条数据仍然可见的页码。（在你的应用里导入的是 @rc-component/pagination；
// 这里的沙箱让 1.5.0 用两个名字都能导入。）
export default function OnChangeInfoDemo() {
  const [call, setCall] = useState('onChange()');

  return (
    <>
      <Pagination
        defaultCurrent={5}
        total={500}
        showSizeChanger
        sizeChangerRender={({ size, options, onSizeChange, 'aria-label': ariaLabel }) => (
          <button type="button" aria-label={ariaLabel} onClick={() => onSizeChange(size === 10 ? 50 : 10)}>
            {options.find((option) => option.value === size)?.label}
          </button>
        )}
        onChange={(page, pageSize, info) =>
          setCall(`onChange(${page}, ${pageSize}, ${JSON.stringify(info)})`)
        }
        locale={zhCN}
      />
      <p>
        <code>{call}</code>
      </p>
    </>
  );
}
