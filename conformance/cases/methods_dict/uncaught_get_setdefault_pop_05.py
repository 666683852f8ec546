# uncaught: {}.pop()
{}.pop()
