# uncaught: {}.pop('a')
{}.pop('a')
