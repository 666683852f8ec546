# uncaught: {1: 2}.values() | {1}
{1: 2}.values() | {1}
