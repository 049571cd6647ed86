import React, { useState } from 'react';
import Pagination from 'rc-pagination';
import Select from 'rc-select';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import 'rc-pagination/assets/index.css';
import 'rc-select/assets/index.css';

// 从 rc-pagination 4.3 起：showSizeChanger 接受 rc-select 的属性，传给每页条数的下拉框。
// 这里的下拉框可以输入文字筛选（showSearch：输入 5 只留下“50 条/页”），
// 每页条数改变之后还会调用它自己的 onChange。
export default function SizeChangerPropsDemo() {
  const [picked, setPicked] = useState('尚未选择');

  return (
    <>
      <Pagination
        total={500}
        selectComponentClass={Select}
        showSizeChanger={{ showSearch: true, onChange: (value) => setPicked(String(value)) }}
        locale={zhCN}
      />
      <p>
        select onChange：<code>{picked}</code>
      </p>
    </>
  );
}
