import React from 'react';
import Playground from '../../src/playground';

export default function PlaygroundPage() {
  return <Playground />;
}
