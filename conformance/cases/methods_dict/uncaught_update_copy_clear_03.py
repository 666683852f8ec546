# uncaught: {}.update([(1, 2, 3)])
{}.update([(1, 2, 3)])
