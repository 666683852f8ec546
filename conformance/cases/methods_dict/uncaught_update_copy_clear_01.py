# uncaught: {}.update(1)
{}.update(1)
